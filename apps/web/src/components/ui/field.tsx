import { type ComponentProps, type ReactNode, useId } from 'react';
import { cx } from '../../lib/cx.ts';

// `[readonly]` rather than `:read-only`: a <select> always matches :read-only and would look disabled.
export const controlClasses =
  'block w-full rounded-lg border border-zinc-300 bg-white px-3 text-base text-zinc-900 shadow-xs transition-colors placeholder:text-zinc-500 hover:border-zinc-400 focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent disabled:cursor-not-allowed disabled:bg-zinc-100 disabled:text-zinc-600 [&[readonly]]:bg-zinc-50 [&[readonly]]:text-zinc-700 aria-invalid:border-red-700 sm:text-sm';

type FieldShellProps = {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: (describedBy: string | undefined) => ReactNode;
};

/**
 * Label, control, hint and error text, tied together with ids so assistive technology reads them.
 *
 * `content-start`: in a row of fields (`sm:grid-cols-2`) the row is as tall as its tallest field, and a grid
 * stretches its rows to fill; a field without a hint beside one with a hint would then push its control down.
 * Packed at the top, every control in the row sits right under its one-line label, level with its neighbours.
 */
export function FieldShell({ id, label, hint, error, className, children }: FieldShellProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('grid content-start gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-zinc-800">
        {label}
      </label>
      {children(describedBy)}
      {hint && (
        <p id={hintId} className="text-sm text-zinc-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export type TextFieldProps = ComponentProps<'input'> & { label: string; hint?: ReactNode; error?: string };

export function TextField({ label, hint, error, id, className, ...props }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <FieldShell id={inputId} label={label} hint={hint} error={error} className={className}>
      {(describedBy) => (
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cx(controlClasses, 'h-11')}
          {...props}
        />
      )}
    </FieldShell>
  );
}

export type SelectFieldProps = ComponentProps<'select'> & {
  label: string;
  hint?: ReactNode;
  error?: string;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
};

export function SelectField({ label, hint, error, id, className, options, placeholder, ...props }: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <FieldShell id={selectId} label={label} hint={hint} error={error} className={className}>
      {(describedBy) => (
        <select
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cx(controlClasses, 'h-11 pr-8')}
          {...props}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

export type TextareaFieldProps = ComponentProps<'textarea'> & { label: string; hint?: ReactNode; error?: string };

export function TextareaField({ label, hint, error, id, className, rows = 4, ...props }: TextareaFieldProps) {
  const autoId = useId();
  const textareaId = id ?? autoId;
  return (
    <FieldShell id={textareaId} label={label} hint={hint} error={error} className={className}>
      {(describedBy) => (
        <textarea
          id={textareaId}
          rows={rows}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cx(controlClasses, 'min-h-24 resize-y py-2.5')}
          {...props}
        />
      )}
    </FieldShell>
  );
}
