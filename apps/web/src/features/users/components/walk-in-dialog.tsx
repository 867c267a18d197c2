import { createAccountRequestSchema, type ListedUser } from '@gym/contract';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Dialog, FormDialogActions } from '../../../components/ui/dialog.tsx';
import { Form, FormInput, useZodForm } from '../../../components/ui/form.tsx';
import { PhoneField } from '../../../components/ui/phone-field.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { useGymCountry } from '../../../lib/gym-country.ts';
import { t, useT } from '../../../lib/i18n.ts';
import { STAFF_AREA_TOAST } from '../../../lib/toast-options.ts';
import { translateMessage } from '../../../lib/translate-message.ts';
import { useCreateAccount } from '../api/create-account.ts';
import { blankAsMissing } from '../form-schemas.ts';

type WalkInValues = { role: 'user'; fullName: string; email: string; phone: string };
const EMPTY: WalkInValues = { role: 'user', fullName: '', email: '', phone: '' };

/**
 * A walk-in signed up at the front desk (docs/decisions/030): name, e-mail and phone. No password is typed: the
 * member is e-mailed an invitation to choose it. `onCreated` gets the new account (the route opens its page).
 */
export function WalkInDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (member: ListedUser) => void }) {
  useT();
  const country = useGymCountry();
  const schema = useMemo(
    () =>
      z.preprocess(blankAsMissing(['email', 'fullName']), createAccountRequestSchema(country)) as unknown as z.ZodType<
        z.output<ReturnType<typeof createAccountRequestSchema>>,
        WalkInValues
      >,
    [country],
  );
  const form = useZodForm(schema, { defaultValues: EMPTY });
  const create = useCreateAccount();
  const [failure, setFailure] = useState<string | null>(null);
  const pending = create.isPending;

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('Sign up a walk-in')}
      description={t('They get an e-mail with a link to choose their password.')}
      dismissible={!pending}
    >
      <Form
        form={form}
        onSubmit={async (values) => {
          setFailure(null);
          const created = await create.mutateAsync(values);
          toast.success(
            t('{name} is signed up. The invitation e-mail is on its way.', { name: values.fullName ?? '' }),
            STAFF_AREA_TOAST,
          );
          onCreated(created.user);
        }}
        onSubmitError={(error) => setFailure(messageOf(error, t('The member could not be signed up.')))}
      >
        <fieldset disabled={pending} className="grid gap-4">
          {failure && <Alert tone="error">{translateMessage(failure)}</Alert>}
          <FormInput name="fullName" label={t('Full name')} autoComplete="off" required />
          <FormInput name="email" label={t('Email')} type="email" autoComplete="off" required />
          <PhoneField country={country} />
          <FormDialogActions onCancel={onClose} submitLabel={t('Sign up')} pending={pending} />
        </fieldset>
      </Form>
    </Dialog>
  );
}
