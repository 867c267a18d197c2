import { useLocation, useNavigate } from 'react-router';
import { AuthShell } from '../../../components/layout/auth-shell.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { paths } from '../../../config/paths.ts';
import { LoginForm } from '../../../features/auth/components/login-form.tsx';
import { redirectTarget } from '../../../features/auth/redirect-target.ts';
import { useT } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

export default function LoginRoute() {
  const t = useT();
  usePageTitle(t('Login'));
  const location = useLocation();
  const navigate = useNavigate();

  return (
    <AuthShell
      title={t('Login')}
      description={t('Welcome back. Log in to manage your plan and book sessions.')}
      footer={
        <>
          {t('New here?')} <TextLink to={paths.register}>{t('Create an account')}</TextLink>
        </>
      }
    >
      {/* Back to the guarded page the visitor came from, else to the person's own home (decisions §1). */}
      <LoginForm
        onSuccess={(user) => navigate(redirectTarget(location.state, paths.dashboard(user.role)), { replace: true })}
      />
    </AuthShell>
  );
}
