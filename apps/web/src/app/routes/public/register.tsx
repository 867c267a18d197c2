import { useNavigate } from 'react-router';
import { AuthShell } from '../../../components/layout/auth-shell.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { paths } from '../../../config/paths.ts';
import { RegisterForm } from '../../../features/auth/components/register-form.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

export default function RegisterRoute() {
  usePageTitle('Register');
  const navigate = useNavigate();
  return (
    <AuthShell
      title="Create your account"
      description="Join in a minute, then pick a plan and book your first session."
      footer={
        <>
          Already a member? <TextLink to={paths.login}>Login</TextLink>
        </>
      }
    >
      <RegisterForm onSuccess={() => navigate(paths.login)} />
    </AuthShell>
  );
}
