import { formatPhone, USER_MESSAGES, type User } from '@gym/contract';
import { useMemo, useState } from 'react';
import toast, { type ToastOptions } from 'react-hot-toast';
import { Alert } from '../../../components/ui/alert.tsx';
import { Dialog, FormDialogActions } from '../../../components/ui/dialog.tsx';
import { Form, FormInput, useZodForm } from '../../../components/ui/form.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useGymCountry } from '../../../lib/gym-country.ts';
import { t, useT } from '../../../lib/i18n.ts';
import { useUpdateUser } from '../api/update-user.ts';
import { editUserFormSchema } from '../form-schemas.ts';

type EditUserDialogProps = {
  /** The account being edited; the dialog is open while there is one. */
  user: User;
  onClose: () => void;
  /** The area's toast placement and duration (spec §9: the staff area's are 5000 ms, top right). */
  toastOptions?: ToastOptions;
};

/**
 * Spec §5 "Edit user": username and e-mail required, full name and phone optional. The admin edits staff and
 * trainers, staff edit members (the server refuses anything else). Server field errors (a username or
 * e-mail already in use) land on their fields; the toast says the status (spec §8).
 */
export function EditUserDialog({ user, onClose, toastOptions }: EditUserDialogProps) {
  useT();
  const update = useUpdateUser();
  const [refusal, setRefusal] = useState<string | null>(null);
  const country = useGymCountry();
  const schema = useMemo(() => editUserFormSchema(country), [country]);
  const form = useZodForm(schema, {
    defaultValues: {
      username: user.username,
      email: user.email,
      fullName: user.fullName ?? '',
      phone: user.phone ? formatPhone(user.phone, country) : '',
    },
  });
  const name = user.fullName || user.username;

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('Edit {name}', { name })}
      description={t('Username and e-mail are required; full name and phone may be left empty.')}
      dismissible={!update.isPending}
    >
      <Form
        form={form}
        onSubmit={async (body) => {
          setRefusal(null);
          await update.mutateAsync({ id: user.id, body });
          toast.success(USER_MESSAGES.updated, toastOptions);
          onClose();
        }}
        onSubmitError={(error) => {
          if (error instanceof ApiError) {
            toast.error(USER_MESSAGES.updateFailed(error.status), toastOptions);
            // A reason that belongs to no field (staff editing someone who is not a member) shows here.
            if (!error.errors && error.message) setRefusal(error.message);
          } else {
            toast.error(USER_MESSAGES.updateUnexpected, toastOptions);
          }
        }}
      >
        <fieldset disabled={update.isPending} className="grid gap-4 sm:grid-cols-2">
          {refusal && (
            <Alert tone="error" className="sm:col-span-2">
              {refusal}
            </Alert>
          )}
          <FormInput
            name="username"
            label={t('Username')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            required
          />
          <FormInput
            name="email"
            label={t('Email')}
            type="email"
            autoComplete="off"
            required
            hint={t('A new address signs them out everywhere.')}
          />
          <FormInput name="fullName" label={t('Full name')} autoComplete="off" />
          <FormInput name="phone" label={t('Phone')} type="tel" inputMode="tel" autoComplete="off" />
          <FormDialogActions
            onCancel={onClose}
            submitLabel={t('Save changes')}
            pending={update.isPending}
            className="sm:col-span-2"
          />
        </fieldset>
      </Form>
    </Dialog>
  );
}
