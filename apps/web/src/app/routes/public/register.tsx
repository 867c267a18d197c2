import { useNavigate } from 'react-router';
import { AuthShell } from '../../../components/layout/auth-shell.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { paths } from '../../../config/paths.ts';
import { RegisterForm } from '../../../features/auth/components/register-form.tsx';
import { useT } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

export default function RegisterRoute() {
  const t = useT();
  usePageTitle(t('Register'));
  const navigate = useNavigate();
  return (
    <AuthShell
      title={t('Create your account')}
      description={t('Join in a minute, then pick a plan and book your first session.')}
      footer={
        <>
          {t('Already a member?')} <TextLink to={paths.login}>{t('Login')}</TextLink>
        </>
      }
    >
      <RegisterForm onSuccess={() => navigate(paths.login)} />
    </AuthShell>
  );
}
