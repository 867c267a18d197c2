import { IMAGE_ACCEPT, type ImageUploadQuery } from '@gym/contract';
import { ImageUp, Trash2 } from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { imageFileProblem, uploadImage } from '../../lib/api/upload-image.ts';
import { messageOf } from '../../lib/api-client.ts';
import { cx } from '../../lib/cx.ts';
import { useT } from '../../lib/i18n.ts';
import { translateMessage } from '../../lib/translate-message.ts';
import { Button } from './button.tsx';
import { FilePicker } from './file-picker.tsx';
import { Spinner } from './spinner.tsx';

type ImageUploadProps = {
  label: string;
  /** The current image's address, or null. */
  value: string | null;
  onChange: (url: string | null) => void;
  query: ImageUploadQuery;
  /** Shown instead of an image while there is none (a trainer's initials); none: no preview (the form has one). */
  placeholder?: ReactNode;
  /** The preview's alternative text. */
  alt?: string;
  hint?: string;
  /** Offer "Remove" (a trainer's photo may be removed; a plan keeps one). */
  removable?: boolean;
  /** The Remove button's words ("Remove photo", "Remove logo"). */
  removeLabel?: string;
  disabled?: boolean;
  /**
   * On a phone or tablet, open its camera ('user': the front one) rather than the files; a computer still offers its
   * files. The picker then offers any image: the server takes JPEG, PNG and WebP, which a camera gives.
   */
  capture?: 'user' | 'environment';
  /** The preview's shape: a trainer's portrait is a rounded square, a member's photo a circle. */
  round?: boolean;
};

/**
 * A picture chosen from the device and uploaded at once (`POST /api/images`): the preview shows the stored image,
 * and `onChange` receives its address for the surrounding form to save. A file of the wrong type or size is
 * refused before it is sent, with the server's own words.
 */
export function ImageUpload(props: ImageUploadProps) {
  const { label, value, onChange, query, placeholder, alt, hint, removable = false, disabled = false, capture } = props;
  const t = useT();
  const removeLabel = props.removeLabel ?? t('Remove photo');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function choose(file: File | undefined) {
    if (!file) return;
    setError(null);
    const problem = imageFileProblem(file);
    if (problem) {
      setError(problem);
      return;
    }
    setUploading(true);
    try {
      onChange((await uploadImage(file, query)).url);
    } catch (failure) {
      setError(messageOf(failure, t('The image could not be uploaded')));
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  }

  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex items-start gap-4">
      {placeholder !== undefined && (
        <div
          className={cx(
            'size-24 shrink-0 overflow-hidden border border-zinc-200 bg-zinc-100',
            props.round ? 'rounded-full' : 'rounded-xl',
          )}
        >
          {value ? <img src={value} alt={alt ?? ''} className="size-full object-cover" /> : placeholder}
        </div>
      )}
      <div className="grid min-w-0 flex-1 gap-1.5">
        <label id={`${id}-label`} htmlFor={id} className="font-medium text-sm text-zinc-800">
          {label}
        </label>
        <div className="flex flex-wrap items-center gap-2">
          <FilePicker
            inputRef={input}
            id={id}
            labelledBy={`${id}-label`}
            accept={capture ? 'image/*' : IMAGE_ACCEPT}
            capture={capture}
            disabled={disabled || uploading}
            describedBy={describedBy}
            onChoose={choose}
          />
          {uploading && (
            <span role="status" className="inline-flex items-center gap-2 text-sm text-zinc-600">
              <Spinner size="sm" decorative />
              {t('Uploading…')}
            </span>
          )}
          {removable && value && !uploading && (
            <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)} disabled={disabled}>
              <Trash2 aria-hidden="true" className="size-4" />
              {removeLabel}
            </Button>
          )}
        </div>
        {hint && (
          <p id={`${id}-hint`} className="text-sm text-zinc-600">
            <ImageUp aria-hidden="true" className="mr-1 inline size-4 align-text-bottom" />
            {hint}
          </p>
        )}
        {error && (
          <p id={`${id}-error`} role="alert" className="font-medium text-red-700 text-sm">
            {translateMessage(error)}
          </p>
        )}
      </div>
    </div>
  );
}
