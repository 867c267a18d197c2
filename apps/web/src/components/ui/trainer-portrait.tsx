import type { PublicTrainer } from '@gym/contract';
import { cx } from '../../lib/cx.ts';
import { useT } from '../../lib/i18n.ts';

/** Up to two initials of a name, in any alphabet: "Sofia Bennett" → "SB", "José" → "J". */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]?.toUpperCase() ?? '')
    .join('');

/** The drawn size of a portrait (5 : 6); uploaded photos are cropped to it. */
const WIDTH = 400;
const HEIGHT = 480;

type TrainerPortraitProps = {
  trainer: Pick<PublicTrainer, 'fullName' | 'photoUrl'>;
  className?: string;
  /** The trainer page's main image: fetched first, not lazily. */
  priority?: boolean;
};

/** A trainer's photo, or their initials on a soft background when they have none yet. */
export function TrainerPortrait({ trainer, className, priority = false }: TrainerPortraitProps) {
  const t = useT();
  if (!trainer.photoUrl) {
    return (
      <div
        role="img"
        aria-label={t('{name} (no photo yet)', { name: trainer.fullName })}
        className={cx(
          'flex items-center justify-center bg-gradient-to-br from-accent-soft to-zinc-200 font-extrabold text-5xl text-accent tracking-tight',
          className,
        )}
      >
        <span aria-hidden="true">{initialsOf(trainer.fullName)}</span>
      </div>
    );
  }
  return (
    <img
      src={trainer.photoUrl}
      alt={t('Portrait of {name}', { name: trainer.fullName })}
      width={WIDTH}
      height={HEIGHT}
      {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const })}
      className={cx('bg-zinc-100 object-cover', className)}
    />
  );
}
