import { useId } from 'react';
import { cx } from '../../lib/cx.ts';

type SegmentedControlProps<Value extends string> = {
  /** Names the group for screen readers ('Show'). */
  label: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
  className?: string;
};

/**
 * A few mutually exclusive views of one list (All / Unprocessed / Processed): native radio buttons, so arrow keys
 * move between them and screen readers say which is chosen, drawn as one row of segments.
 */
export function SegmentedControl<Value extends string>({
  label,
  value,
  options,
  onChange,
  className,
}: SegmentedControlProps<Value>) {
  const name = useId();
  return (
    <fieldset className={cx('min-w-0', className)}>
      <legend className="sr-only">{label}</legend>
      <div className="inline-flex max-w-full overflow-x-auto rounded-lg border border-zinc-300 bg-white p-0.5">
        {options.map((option) => (
          <label
            key={option.value}
            className={cx(
              'relative cursor-pointer whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-accent',
              option.value === value ? 'bg-zinc-900 text-white' : 'text-zinc-700 hover:bg-zinc-100 hover:text-zinc-950',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
