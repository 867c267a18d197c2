import {
  BIRTHDAY_MIN,
  CREATABLE_ROLE_LABELS,
  CREATABLE_ROLES,
  type CreatableRole,
  INVITATION_TTL_HOURS,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USER_MESSAGES,
} from '@gym/contract';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Alert } from '../../../components/ui/alert.tsx';
import { Dialog, FormDialogActions } from '../../../components/ui/dialog.tsx';
import { Form, FormInput, FormSelect, useZodForm } from '../../../components/ui/form.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useGymCountry } from '../../../lib/gym-country.ts';
import { t, useT } from '../../../lib/i18n.ts';
import { ADD_STAFF_TOAST } from '../../../lib/toast-options.ts';
import { translateMessage } from '../../../lib/translate-message.ts';
import { useCreateAccount } from '../api/create-account.ts';
import { type AddStaffFormValues, addStaffFormSchema } from '../form-schemas.ts';
import { TrainerFields } from './trainer-fields.tsx';

const roleOptions = () => CREATABLE_ROLES.map((role) => ({ value: role, label: t(CREATABLE_ROLE_LABELS[role]) }));

const EMPTY: AddStaffFormValues = {
  role: 'staff',
  username: '',
  email: '',
  password: '',
  birthday: '',
  fullName: '',
  phone: '',
  specialty: '',
  experience: '',
  pricePerHour: '',
};

/** The same "today" as the contract's birthday rule (UTC), so the picker offers no day the rule refuses. */
const todayIso = () => new Date().toISOString().slice(0, 10);

/** Spec §8: the server's reason; a refusal without one, or no answer at all, get the spec's two texts. */
export const addStaffFailure = (error: unknown) =>
  error instanceof ApiError ? error.message.trim() || USER_MESSAGES.createFailedStatus : USER_MESSAGES.createFailed;

type AddStaffDialogProps = { open: boolean; onClose: () => void; newRole?: CreatableRole };

/**
 * Add New Staff (spec §2, §3, §5): an account for staff, a trainer (with specialty, experience and price per
 * hour) or a member signed up at the front desk, by the contract's `createAccountRequestSchema`. The admin
 * dashboard opens it, and so does admin/user-list. Closed, it keeps nothing: each opening starts empty.
 */
export function AddStaffDialog({ open, onClose, newRole = 'staff' }: AddStaffDialogProps) {
  useT();
  return open ? <AddStaffForm onClose={onClose} newRole={newRole} /> : null;
}

function AddStaffForm({ onClose, newRole }: { onClose: () => void; newRole: CreatableRole }) {
  useT();
  const create = useCreateAccount();
  const [failure, setFailure] = useState<string | null>(null);
  const country = useGymCountry();
  const schema = useMemo(() => addStaffFormSchema(country), [country]);
  const form = useZodForm(schema, { defaultValues: { ...EMPTY, role: newRole } });
  const role = useWatch({ control: form.control, name: 'role' });
  const member = role === 'user';
  const pending = create.isPending;

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('Add New Staff')}
      description={t(
        'A staff, trainer or member account. Anyone added without a password is e-mailed a link to choose their own, valid {hours} hours.',
        { hours: INVITATION_TTL_HOURS },
      )}
      dismissible={!pending}
    >
      <Form
        form={form}
        onSubmit={async (values) => {
          setFailure(null);
          const created = await create.mutateAsync(values);
          toast.success(created.message, ADD_STAFF_TOAST);
          onClose();
        }}
        onSubmitError={(error) => {
          const message = addStaffFailure(error);
          setFailure(message);
          toast.error(message, ADD_STAFF_TOAST);
        }}
      >
        <fieldset disabled={pending} className="grid gap-4 sm:grid-cols-2">
          {failure && (
            <Alert tone="error" className="sm:col-span-2">
              {translateMessage(failure)}
            </Alert>
          )}
          <FormSelect name="role" label={t('Role')} options={roleOptions()} required className="sm:col-span-2" />
          <FormInput
            name="username"
            label={t('Username')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            required
          />
          <FormInput name="email" label={t('Email')} type="email" autoComplete="off" required />
          <FormInput name="fullName" label={t('Full name')} autoComplete="off" required={!member} />
          <FormInput
            name="password"
            label={t('Password')}
            type="password"
            autoComplete="new-password"
            required={member}
            hint={
              member
                ? t('{min} to {max} characters of any kind.', { min: PASSWORD_MIN, max: PASSWORD_MAX })
                : t(
                    'Optional: left empty, they are e-mailed a link to choose their own. Else {min} to {max} characters.',
                    { min: PASSWORD_MIN, max: PASSWORD_MAX },
                  )
            }
          />
          <FormInput
            name="birthday"
            label={t('Birthday')}
            type="date"
            min={BIRTHDAY_MIN}
            max={todayIso()}
            required={member}
          />
          <FormInput name="phone" label={t('Phone')} type="tel" inputMode="tel" autoComplete="off" />
          {role === 'trainer' && (
            <fieldset className="grid gap-4 rounded-xl border border-zinc-200 p-4 sm:col-span-2 sm:grid-cols-2">
              <legend className="px-1 text-sm font-semibold text-zinc-900">{t('Trainer details')}</legend>
              <TrainerFields />
            </fieldset>
          )}
          <FormDialogActions
            onCancel={onClose}
            submitLabel={t('Create account')}
            pending={pending}
            className="sm:col-span-2"
          />
        </fieldset>
      </Form>
    </Dialog>
  );
}
