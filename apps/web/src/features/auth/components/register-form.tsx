import { AUTH_MESSAGES, PASSWORD_MAX, PASSWORD_MIN, registerRequestSchema } from '@gym/contract';
import { useMemo } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button.tsx';
import { Form, FormInput, useZodForm } from '../../../components/ui/form.tsx';
import { PhoneField } from '../../../components/ui/phone-field.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { useGymCountry } from '../../../lib/gym-country.ts';
import { currentLanguage, useT } from '../../../lib/i18n.ts';
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
  const t = useT();

  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        // The account's e-mails speak the language the visitor signed up in.
        await register.mutateAsync({ ...values, language: currentLanguage() });
        toast.success(AUTH_MESSAGES.registerSuccess);
        onSuccess();
      }}
      onSubmitError={(error) => toast.error(messageOf(error, GENERIC_ERROR_MESSAGE))}
    >
      <fieldset disabled={pending} className="grid gap-5">
        <FormInput
          name="username"
          label={t('Username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          hint={t('3 to 20 letters, numbers or underscores.')}
        />
        <FormInput name="fullname" label={t('Full name')} autoComplete="name" />
        <FormInput name="email" label={t('Email')} type="email" autoComplete="email" inputMode="email" />
        <PhoneField country={country} />
        <FormInput
          name="password"
          label={t('Password')}
          type="password"
          autoComplete="new-password"
          hint={t('{min} to {max} characters of any kind; a few words are easy to remember.', {
            min: PASSWORD_MIN,
            max: PASSWORD_MAX,
          })}
        />
        <Button type="submit" size="lg" isLoading={pending}>
          {pending ? t('Creating account...') : t('Create account')}
        </Button>
      </fieldset>
    </Form>
  );
}
