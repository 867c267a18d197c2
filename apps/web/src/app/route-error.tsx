import { RotateCw } from 'lucide-react';
import { Component, type ReactNode } from 'react';
import { Button, buttonClasses } from '../components/ui/button.tsx';
import { paths } from '../config/paths.ts';
import { useT } from '../lib/i18n.ts';

/** Shown when a page fails to render or its code cannot be loaded (for example after a deploy). */
export function RouteError() {
  const t = useT();
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold tracking-tight">{t('Something went wrong')}</h1>
      <p className="text-zinc-600">{t('The page could not be shown. Reloading usually helps.')}</p>
      <div className="flex gap-3">
        <Button onClick={() => window.location.reload()}>
          <RotateCw aria-hidden="true" className="size-4" />
          {t('Reload')}
        </Button>
        {/* A plain link: a whole new page, in case the app itself is what broke. */}
        <a href={paths.home} className={buttonClasses({ variant: 'outline' })}>
          {t('Go home')}
        </a>
      </div>
    </main>
  );
}

/** Catches what any page throws while rendering (React has no hook for this) and shows `RouteError` instead. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
