import { cx } from '../../lib/cx.ts';
import { useT } from '../../lib/i18n.ts';
import { InitialsAvatar } from './initials-avatar.tsx';

type MemberPhotoProps = {
  name: string;
  /** `/api/images/{id}`, or null: the member's initials in a circle instead. */
  photoUrl: string | null | undefined;
  /** The circle's size and, for the initials, their colour and type size. */
  className?: string;
};

/**
 * A member's photo in a circle (docs/decisions/038): on their pass and in the desk's answer, where staff compare the
 * face with the person in front of them. Without one, their initials; the name always stands beside it.
 */
export function MemberPhoto({ name, photoUrl, className }: MemberPhotoProps) {
  const t = useT();
  if (!photoUrl) return <InitialsAvatar name={name} className={className} />;
  return (
    <img
      src={photoUrl}
      alt={t('Photo of {name}', { name })}
      width={600}
      height={600}
      decoding="async"
      className={cx('shrink-0 rounded-full bg-zinc-100 object-cover', className)}
    />
  );
}
