import { cx } from '../../lib/cx.ts';

/** A person's initials in a circle, where a screen shows who someone is and there is no photo of them. */
export function InitialsAvatar({ name, className }: { name: string; className?: string }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
  return (
    <span
      aria-hidden="true"
      className={cx(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-zinc-900 font-semibold text-white',
        className,
      )}
    >
      {initials || '?'}
    </span>
  );
}
