import { useNavigate } from 'react-router';
import { AuthShell } from '../../../components/layout/auth-shell.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { paths } from '../../../config/paths.ts';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form.tsx';
import { useT } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

export default function ForgotPasswordRoute() {
  const t = useT();
  usePageTitle(t('Reset password'));
  const navigate = useNavigate();
  return (
    <AuthShell
      title={t('Reset your password')}
      description={t("Enter your account's email. We will send you a 6-digit code to set a new password.")}
      footer={
        <>
          {t('Remembered it?')} <TextLink to={paths.login}>{t('Back to login')}</TextLink>
        </>
      }
    >
      <ForgotPasswordForm onDone={() => navigate(paths.login)} />
    </AuthShell>
  );
}
