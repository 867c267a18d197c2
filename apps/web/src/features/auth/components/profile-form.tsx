import {
  AUTH_MESSAGES,
  BIRTHDAY_MIN,
  DATE_PATTERN,
  formatPhone,
  isStoredPhoneValid,
  profileRequestSchema,
  type User,
} from '@gym/contract';
import { useEffect, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button.tsx';
import { Form, FormInput, useZodForm } from '../../../components/ui/form.tsx';
import { ImageUpload } from '../../../components/ui/image-upload.tsx';
import { MemberPhoto } from '../../../components/ui/member-photo.tsx';
import { PhoneField } from '../../../components/ui/phone-field.tsx';
import { ApiError, messageOf } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.ts';
import { useGymCountry } from '../../../lib/gym-country.ts';
import { useT } from '../../../lib/i18n.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

export const PROFILE_FAILED_MESSAGE = 'Failed to update profile';
export const PROFILE_LOGGED_OUT_MESSAGE = 'Please log in to view your profile.';

/** A missing birthday, or the `0001-01-01` default of older data, shows as an empty date input. */
export function toDateInputValue(birthday: string | null | undefined): string {
  if (!birthday || birthday.startsWith('0001')) return '';
  const date = birthday.slice(0, 10);
  return DATE_PATTERN.test(date) ? date : '';
}

/** Same "today" as the contract's birthday rule (UTC), so the picker never offers a refused day. */
const todayIso = () => new Date().toISOString().slice(0, 10);

export function ProfileForm({ onSaved }: { onSaved: () => void }) {
  const { user } = useAuth();
  const t = useT();
  if (!user) return <p className="text-zinc-700">{t(PROFILE_LOGGED_OUT_MESSAGE)}</p>;
  return <ProfileFields user={user} onSaved={onSaved} />;
}

function ProfileFields({ user, onSaved }: { user: User; onSaved: () => void }) {
  const country = useGymCountry();
  const schema = useMemo(() => profileRequestSchema(country), [country]);
  const form = useZodForm(schema, {
    defaultValues: {
      username: user.username,
      email: user.email,
      fullName: user.fullName ?? '',
      // The national form for a number of the gym's country; a number kept as written under an older rule as it is.
      phone: user.phone ? formatPhone(user.phone, country) : '',
      birthday: toDateInputValue(user.birthday),
    },
  });
  // A stored number the phone rule does not accept shows its message at once: saving asks for a valid one.
  const phoneNeedsFix = !!user.phone && !isStoredPhoneValid(user.phone, country);
  useEffect(() => {
    if (phoneNeedsFix) void form.trigger('phone');
  }, [form, phoneNeedsFix]);
  const update = useUpdateProfile();
  const pending = update.isPending;
  const t = useT();
  // A member's photo (docs/decisions/038), sent only when changed: an account kept from before photos has none.
  const [photoUrl, setPhotoUrl] = useState(user.photoUrl ?? null);
  const photoChanged = photoUrl !== (user.photoUrl ?? null);

  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        await update.mutateAsync(photoChanged ? { ...values, photoUrl } : values);
        toast.success(AUTH_MESSAGES.profileUpdated);
        onSaved();
      }}
      onSubmitError={(error) => {
        toast.error(messageOf(error, PROFILE_FAILED_MESSAGE));
        if (error instanceof ApiError && error.message === AUTH_MESSAGES.usernameExists) {
          form.setError('username', { type: 'server', message: AUTH_MESSAGES.usernameTaken }, { shouldFocus: true });
        }
      }}
    >
      <fieldset disabled={pending} className="grid gap-5 sm:grid-cols-2">
        {user.role === 'user' && (
          <div className="sm:col-span-2">
            <ImageUpload
              label={t('Your photo')}
              value={photoUrl}
              onChange={setPhotoUrl}
              query={{ purpose: 'member-photo', userId: user.id }}
              alt={t('Your photo')}
              placeholder={
                <MemberPhoto name={user.fullName || user.username} photoUrl={null} className="size-full text-3xl" />
              }
              hint={t('Shown on your pass and to the front desk when you check in. JPEG, PNG or WebP, up to 5 MB.')}
              removable
              round
              disabled={pending}
            />
          </div>
        )}
        <FormInput
          name="username"
          label={t('Username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          className="sm:col-span-2"
        />
        <FormInput
          name="email"
          label={t('Email')}
          type="email"
          readOnly
          hint={t(AUTH_MESSAGES.emailReadOnly)}
          className="sm:col-span-2"
        />
        <FormInput name="fullName" label={t('Full name')} autoComplete="name" />
        <PhoneField country={country} />
        <FormInput name="birthday" label={t('Birthday')} type="date" min={BIRTHDAY_MIN} max={todayIso()} />
        <div className="flex items-end sm:col-span-2">
          <Button type="submit" size="lg" isLoading={pending} className="w-full sm:w-auto">
            {pending ? t('Saving...') : t('Save changes')}
          </Button>
        </div>
      </fieldset>
    </Form>
  );
}
