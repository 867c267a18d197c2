import { AUTH_MESSAGES, loginRequestSchema, type User } from '@gym/contract';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button.tsx';
import { Form, FormInput, useZodForm } from '../../../components/ui/form.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { paths } from '../../../config/paths.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.ts';
import { useT } from '../../../lib/i18n.ts';
import { useLogin } from '../api/login.ts';

export const LOGIN_FAILED_MESSAGE = 'Login failed. Please try again.';

/**
 * Only checks that both fields are filled (`loginRequestSchema`): a password chosen under any older rule still logs
 * in, and a wrong one is the server's 'Invalid email or password', never the registration rule.
 */
export function LoginForm({ onSuccess }: { onSuccess: (user: User) => void }) {
  const auth = useAuth();
  const form = useZodForm(loginRequestSchema, { defaultValues: { email: '', password: '' } });
  const login = useLogin();
  const pending = login.isPending;
  const t = useT();

  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        const { user, token } = await login.mutateAsync(values);
        auth.login({ user, token });
        toast.success(AUTH_MESSAGES.loginSuccess);
        onSuccess(user);
      }}
      onSubmitError={(error) => toast.error(messageOf(error, LOGIN_FAILED_MESSAGE))}
    >
      <fieldset disabled={pending} className="grid gap-5">
        <FormInput name="email" label={t('Email')} type="email" autoComplete="email" inputMode="email" />
        <div className="grid gap-2">
          <FormInput name="password" label={t('Password')} type="password" autoComplete="current-password" />
          <TextLink to={paths.forgotPassword} className="justify-self-end text-sm">
            {t('Forgot password?')}
          </TextLink>
        </div>
        <Button type="submit" size="lg" isLoading={pending}>
          {pending ? t('Logging in...') : t('Login')}
        </Button>
      </fieldset>
    </Form>
  );
}
