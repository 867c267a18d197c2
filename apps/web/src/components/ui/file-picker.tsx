import type { Ref } from 'react';
import { cx } from '../../lib/cx.ts';
import { useT } from '../../lib/i18n.ts';
import { buttonClasses } from './button.tsx';

type FilePickerProps = {
  id: string;
  /** The id of the field's visible label: the input's accessible name. */
  labelledBy: string;
  accept: string;
  /** On a phone or tablet, open its camera rather than the files. */
  capture?: 'user' | 'environment';
  disabled?: boolean;
  describedBy?: string;
  /** The file chosen, named beside the button; undefined: nothing is named (the form shows what it did with it). */
  fileName?: string | null;
  onChoose: (file: File | undefined) => void;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * A file input whose button and "no file chosen" are in the screen's language: the browser's own picker writes them
 * in the browser's. The real input stays in the page, focusable and named by the field's label; it is drawn as an
 * outline button (with the focus ring when the keyboard is on it) and the chosen file's name.
 */
export function FilePicker({
  id,
  labelledBy,
  accept,
  capture,
  disabled = false,
  describedBy,
  fileName,
  onChoose,
  inputRef,
}: FilePickerProps) {
  const t = useT();
  return (
    <label className={cx('inline-flex min-w-0 items-center gap-3', disabled ? 'cursor-not-allowed' : 'cursor-pointer')}>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={accept}
        capture={capture}
        disabled={disabled}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        onChange={(event) => onChoose(event.target.files?.[0])}
        className="peer sr-only"
      />
      <span
        aria-hidden="true"
        className={cx(
          buttonClasses({ variant: 'outline', size: 'sm' }),
          'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent peer-disabled:opacity-60',
        )}
      >
        {t('Choose a file')}
      </span>
      {fileName !== undefined && (
        <span aria-hidden="true" className="min-w-0 truncate text-sm text-zinc-700">
          {fileName ?? t('No file chosen')}
        </span>
      )}
    </label>
  );
}
