import { AUTH_MESSAGES, examplePhone, PASSWORD_MAX, PASSWORD_MIN, registerRequestSchema } from '@gym/contract';
import { useMemo } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button.tsx';
import { Form, FormInput, useZodForm } from '../../../components/ui/form.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { useGymCountry } from '../../../lib/gym-country.ts';
import { GENERIC_ERROR_MESSAGE } from '../../../lib/messages.ts';
import { useRegister } from '../api/register.ts';

export function RegisterForm({ onSuccess }: { onSuccess: () => void }) {
  const country = useGymCountry();
  const schema = useMemo(() => registerRequestSchema(country), [country]);
  const form = useZodForm(schema, {
    defaultValues: { username: '', fullname: '', email: '', phone: '', password: '' },
  });
  const register = useRegister();
  const pending = register.isPending;

  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        await register.mutateAsync(values);
        toast.success(AUTH_MESSAGES.registerSuccess);
        onSuccess();
      }}
      onSubmitError={(error) => toast.error(messageOf(error, GENERIC_ERROR_MESSAGE))}
    >
      <fieldset disabled={pending} className="grid gap-5">
        <FormInput
          name="username"
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          hint="3 to 20 letters, numbers or underscores."
        />
        <FormInput name="fullname" label="Full name" autoComplete="name" />
        <FormInput name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
        <FormInput
          name="phone"
          label="Phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          hint={`For example ${examplePhone(country)}, or with a country code.`}
        />
        <FormInput
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={`${PASSWORD_MIN} to ${PASSWORD_MAX} characters of any kind; a few words are easy to remember.`}
        />
        <Button type="submit" size="lg" isLoading={pending}>
          {pending ? 'Creating account...' : 'Create account'}
        </Button>
      </fieldset>
    </Form>
  );
}
