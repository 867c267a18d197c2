import { useNavigate } from 'react-router';
import { AuthShell } from '../../../components/layout/auth-shell.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { paths } from '../../../config/paths.ts';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

export default function ForgotPasswordRoute() {
  usePageTitle('Reset password');
  const navigate = useNavigate();
  return (
    <AuthShell
      title="Reset your password"
      description="Enter your account's email. We will send you a 6-digit code to set a new password."
      footer={
        <>
          Remembered it? <TextLink to={paths.login}>Back to login</TextLink>
        </>
      }
    >
      <ForgotPasswordForm onDone={() => navigate(paths.login)} />
    </AuthShell>
  );
}
