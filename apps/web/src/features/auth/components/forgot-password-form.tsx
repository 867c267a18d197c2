import { AUTH_MESSAGES, forgotPasswordStep1Schema, forgotPasswordStep2Schema, RESET_CODE_LENGTH } from '@gym/contract';
import { MailCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Form, FormInput, useZodForm } from '../../../components/ui/form.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.ts';
import { GENERIC_ERROR_MESSAGE } from '../../../lib/messages.ts';
import { translateMessage } from '../../../lib/translate-message.ts';
import { useForgotPassword } from '../api/forgot-password.ts';

export const PASSWORDS_DIFFER_MESSAGE = 'Passwords do not match';

/** Step 2 as the form sees it: the e-mail comes from step 1, and the new password is typed twice. */
const resetStepSchema = forgotPasswordStep2Schema
  .omit({ email: true })
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: PASSWORDS_DIFFER_MESSAGE });

/** Both reset steps on one page (decisions §1): ask for a code, then set the password with it. */
export function ForgotPasswordForm({ onDone }: { onDone: () => void }) {
  const [sentTo, setSentTo] = useState<{ email: string; notice: string } | null>(null);
  const t = useT();
  const requestCode = useForgotPassword();
  const reset = useForgotPassword();
  const emailForm = useZodForm(forgotPasswordStep1Schema, { defaultValues: { email: '' } });
  const resetForm = useZodForm(resetStepSchema, { defaultValues: { code: '', newPassword: '', confirmPassword: '' } });
  const showError = (error: unknown) => toast.error(messageOf(error, GENERIC_ERROR_MESSAGE));

  useEffect(() => {
    if (sentTo) resetForm.setFocus('code');
  }, [sentTo, resetForm]);

  return (
    <div className="grid gap-8">
      <Form
        form={emailForm}
        aria-label={t('Request a reset code')}
        onSubmit={async ({ email }) => {
          const answer = await requestCode.mutateAsync({ email });
          if (!answer.success) {
            toast.error(answer.message || GENERIC_ERROR_MESSAGE);
            return;
          }
          setSentTo({ email, notice: answer.message });
        }}
        onSubmitError={showError}
      >
        <fieldset disabled={requestCode.isPending} className="grid gap-5">
          <FormInput name="email" label={t('Email')} type="email" autoComplete="email" inputMode="email" />
          <Button type="submit" size="lg" variant={sentTo ? 'outline' : 'primary'} isLoading={requestCode.isPending}>
            {sentTo ? t('Send a new code') : t('Send reset code')}
          </Button>
        </fieldset>
      </Form>

      <div aria-live="polite">
        {sentTo && (
          <div className="flex gap-3 rounded-xl border border-zinc-200 bg-zinc-50 p-4 text-sm text-zinc-700">
            <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
            <p>{translateMessage(sentTo.notice || AUTH_MESSAGES.resetCodeSent)}</p>
          </div>
        )}
      </div>

      {sentTo && (
        <Form
          form={resetForm}
          aria-labelledby="reset-step-2"
          onSubmit={async ({ code, newPassword }) => {
            const answer = await reset.mutateAsync({ email: sentTo.email, code, newPassword });
            if (!answer.success) {
              toast.error(answer.message || GENERIC_ERROR_MESSAGE);
              return;
            }
            toast.success(answer.message);
            onDone();
          }}
          onSubmitError={showError}
        >
          <fieldset disabled={reset.isPending} className="grid gap-5">
            <h2 id="reset-step-2" className="text-lg font-semibold">
              {t('Choose a new password')}
            </h2>
            <FormInput
              name="code"
              label={t('{length}-digit code', { length: RESET_CODE_LENGTH })}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={RESET_CODE_LENGTH}
              hint={t('Sent to {email}', { email: sentTo.email })}
            />
            <FormInput name="newPassword" label={t('New password')} type="password" autoComplete="new-password" />
            <FormInput
              name="confirmPassword"
              label={t('Confirm new password')}
              type="password"
              autoComplete="new-password"
            />
            <Button type="submit" size="lg" isLoading={reset.isPending}>
              {t('Reset password')}
            </Button>
          </fieldset>
        </Form>
      )}
    </div>
  );
}
