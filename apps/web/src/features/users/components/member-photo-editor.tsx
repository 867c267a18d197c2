import type { User } from '@gym/contract';
import toast from 'react-hot-toast';
import { ImageUpload } from '../../../components/ui/image-upload.tsx';
import { MemberPhoto } from '../../../components/ui/member-photo.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.ts';
import { STAFF_AREA_TOAST } from '../../../lib/toast-options.ts';
import { translateMessage } from '../../../lib/translate-message.ts';
import { useUpdateUser } from '../api/update-user.ts';
import { displayName } from './user-name.tsx';

/**
 * The member's photo on the desk's member page (docs/decisions/038): taken with the tablet's front camera or chosen
 * from the files, and saved at once (`PUT /api/users/{id}` with `photoUrl`), so the next check-in shows it.
 */
export function MemberPhotoEditor({ member, editable }: { member: User; editable: boolean }) {
  const t = useT();
  const update = useUpdateUser();
  const name = displayName(member);
  const save = (photoUrl: string | null) =>
    update.mutate(
      { id: member.id, body: { username: member.username, email: member.email, photoUrl } },
      {
        onSuccess: () => toast.success(photoUrl ? t('Photo saved.') : t('Photo removed.'), STAFF_AREA_TOAST),
        onError: (error) =>
          toast.error(translateMessage(messageOf(error, t('The photo could not be saved'))), STAFF_AREA_TOAST),
      },
    );
  const photo = <MemberPhoto name={name} photoUrl={member.photoUrl} className="size-28 text-4xl" />;
  if (!editable) return photo;
  // The photo above the input, not beside it: the details column is narrow.
  return (
    <div className="grid gap-3">
      {photo}
      <ImageUpload
        label={t('Photo')}
        value={member.photoUrl}
        onChange={save}
        query={{ purpose: 'member-photo', userId: member.id }}
        hint={t('Take one with this device’s camera or choose a file. The desk sees it at check-in.')}
        capture="user"
        removable
        disabled={update.isPending}
      />
    </div>
  );
}
