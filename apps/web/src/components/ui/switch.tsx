import { cx } from '../../lib/cx.ts';

type SwitchProps = {
  checked: boolean;
  /** Its change is on its way: it stays focusable and shows the new value, and ignores presses. */
  busy?: boolean;
  /** Without it the switch only shows the value (a read-only role). */
  onToggle?: () => void;
  /** For a `<label htmlFor>`. */
  id?: string;
  labelledBy?: string;
  describedBy?: string;
};

/**
 * The one on/off switch. While busy it is aria-disabled rather than disabled, so keyboard focus is not lost.
 */
export function Switch({ checked, busy = false, onToggle, id, labelledBy, describedBy }: SwitchProps) {
  const readOnly = onToggle === undefined;
  return (
    <button
      id={id}
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-disabled={busy || readOnly || undefined}
      aria-busy={busy || undefined}
      disabled={readOnly}
      onClick={() => !busy && onToggle?.()}
      className={cx(
        'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-not-allowed disabled:opacity-60',
        checked ? 'bg-accent' : 'bg-zinc-500',
        busy && 'cursor-progress',
      )}
    >
      <span
        aria-hidden="true"
        className={cx(
          'inline-block size-5 rounded-full bg-white shadow-sm transition-transform motion-reduce:transition-none',
          checked ? 'translate-x-6' : 'translate-x-1',
        )}
      />
    </button>
  );
}
