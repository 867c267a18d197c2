import { ArrowLeft, Compass } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { useT } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

export default function NotFoundRoute() {
  const t = useT();
  usePageTitle(t('Page not found'));
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center sm:py-24">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-zinc-100 text-zinc-700">
        <Compass aria-hidden="true" className="size-6" />
      </span>
      <p className="mt-6 text-sm font-semibold text-zinc-600">{t('Error 404')}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{t('Page not found')}</h1>
      <p className="mt-4 break-all text-zinc-600">
        {t('We could not find')} <code className="rounded bg-zinc-100 px-1.5 py-0.5 text-zinc-800">{pathname}</code>.
      </p>
      <p className="mt-2 text-zinc-600">{t('The link may be old, or the address may have a typo.')}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link to={paths.home} className={buttonClasses({ size: 'lg' })}>
          {t('Back to home')}
        </Link>
        <Button variant="outline" size="lg" onClick={() => navigate(-1)}>
          <ArrowLeft aria-hidden="true" className="size-5" />
          {t('Go back')}
        </Button>
      </div>
    </div>
  );
}
