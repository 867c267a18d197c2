import {
  AUTH_MESSAGES,
  INVITATION_MESSAGES,
  INVITATION_TOKEN_PATTERN,
  invitationAcceptRequestSchema,
  PASSWORD_MAX,
  PASSWORD_MIN,
  type User,
} from '@gym/contract';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Form, FormInput, useZodForm } from '../../../components/ui/form.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.ts';
import { useT } from '../../../lib/i18n.ts';
import { richText } from '../../../lib/rich-text.tsx';
import { translateMessage } from '../../../lib/translate-message.ts';
import { useAcceptInvitation } from '../api/accept-invitation.ts';
import { useInvitation } from '../api/get-invitation.ts';

export const PASSWORD_MISMATCH = 'The two passwords differ';

/** The new password twice; the contract's rule on the first (the server also refuses the common ones). */
const choosePasswordSchema = z
  .object({ password: invitationAcceptRequestSchema.shape.password, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: PASSWORD_MISMATCH });

/**
 * The invitation page's body (decisions §1, docs/decisions/020): greets the invited person by name, has them choose
 * their password, and logs them in. A link that no longer works says why (used, expired, replaced) and what to do.
 */
export function InvitationForm({ token, onDone }: { token: string; onDone: (user: User) => void }) {
  const valid = INVITATION_TOKEN_PATTERN.test(token);
  const invitation = useInvitation(valid ? token : '');
  const accept = useAcceptInvitation();
  const auth = useAuth();
  const form = useZodForm(choosePasswordSchema, { defaultValues: { password: '', confirm: '' } });
  const t = useT();

  if (!valid) return <Alert tone="error">{t(INVITATION_MESSAGES.invalid)}</Alert>;
  if (invitation.isPending) return <Spinner label={t('Checking your invitation')} />;
  if (invitation.isError) {
    return (
      <Alert tone="error" title={t('This link does not work any more')}>
        {translateMessage(messageOf(invitation.error, INVITATION_MESSAGES.invalid))}
      </Alert>
    );
  }

  const { fullName, username, email, role } = invitation.data;
  const pending = accept.isPending;
  return (
    <div className="grid gap-5">
      <p className="text-zinc-700">
        {richText(
          role === 'trainer'
            ? 'Welcome, {name}. Your trainer account logs in with {email}.'
            : 'Welcome, {name}. Your staff account logs in with {email}.',
          {
            name: <strong className="font-semibold text-zinc-950">{fullName ?? username}</strong>,
            email: <strong className="font-semibold [overflow-wrap:anywhere] text-zinc-950">{email}</strong>,
          },
        )}
      </p>
      <Form
        form={form}
        onSubmit={async ({ password }) => {
          const session = await accept.mutateAsync({ token, password });
          auth.login({ user: session.user, token: session.token });
          toast.success(session.message);
          onDone(session.user);
        }}
        onSubmitError={(error) => toast.error(messageOf(error, AUTH_MESSAGES.passwordRequired))}
      >
        <fieldset disabled={pending} className="grid gap-5">
          {/* For password managers: the account this password belongs to. */}
          <input type="hidden" name="username" autoComplete="username" value={email} />
          <FormInput
            name="password"
            label={t('New password')}
            type="password"
            autoComplete="new-password"
            hint={t('{min} to {max} characters of any kind; very common passwords are refused.', {
              min: PASSWORD_MIN,
              max: PASSWORD_MAX,
            })}
          />
          <FormInput name="confirm" label={t('Repeat the password')} type="password" autoComplete="new-password" />
          <Button type="submit" size="lg" isLoading={pending}>
            {pending ? t('Saving...') : t('Set password and log in')}
          </Button>
        </fieldset>
      </Form>
    </div>
  );
}
