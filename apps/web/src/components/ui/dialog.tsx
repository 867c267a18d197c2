import { X } from 'lucide-react';
import { type ReactNode, type Ref, useEffect, useId, useRef } from 'react';
import { cx } from '../../lib/cx.ts';
import { useT } from '../../lib/i18n.ts';
import { Button } from './button.tsx';

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** False while something is on its way (a delete, a payment): Escape and the close button then do nothing. */
  dismissible?: boolean;
};

/**
 * A modal on the native <dialog>: the browser traps focus and closes it on Escape. Focus goes back to what had
 * it before the dialog opened, also when the dialog is removed with the page part that opened it (browsers only
 * do that on a close).
 */
export function Dialog({ open, onClose, title, description, children, dismissible = true }: DialogProps) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const descriptionId = useId();

  const restoreFocus = () => {
    const target = returnTo.current;
    returnTo.current = null;
    if (target?.isConnected) target.focus();
  };

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // Removed while open (its screen closed it by unmounting): no close event comes, so give focus back here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on unmount; restoreFocus reads refs only.
  useEffect(() => () => restoreFocus(), []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        if (!dismissible) event.preventDefault();
      }}
      onClose={() => {
        restoreFocus();
        onClose();
      }}
      // text-start: a dialog opened from a cell of numbers does not take on its right alignment.
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl border border-zinc-200 bg-white p-0 text-start text-zinc-900 shadow-xl backdrop:bg-zinc-950/60"
    >
      <div className="flex items-start justify-between gap-4 border-b border-zinc-200 px-5 py-4">
        <div>
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          {description && (
            <p id={descriptionId} className="mt-1 text-sm text-zinc-600">
              {description}
            </p>
          )}
        </div>
        <button
          type="button"
          onClick={onClose}
          disabled={!dismissible}
          aria-label={t('Close')}
          className="rounded-md p-1 text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 disabled:opacity-50"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="px-5 py-4">{children}</div>
    </dialog>
  );
}

/**
 * A dialog's buttons: at the end of the row on a wide screen; stacked on a phone, with the first (Cancel) at the
 * bottom, so the main action sits nearest the fields and furthest from the thumb's accidental tap.
 */
export function DialogActions({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cx('flex flex-col-reverse gap-3 sm:flex-row sm:justify-end', className)}>{children}</div>;
}

type FormDialogActionsProps = {
  onCancel: () => void;
  submitLabel: string;
  /** The form is being sent: the submit button spins. */
  pending: boolean;
  submitRef?: Ref<HTMLButtonElement>;
  className?: string;
};

/** A form dialog's Cancel and submit buttons. */
export function FormDialogActions({ onCancel, submitLabel, pending, submitRef, className }: FormDialogActionsProps) {
  const t = useT();
  return (
    <DialogActions className={cx('mt-2', className)}>
      <Button variant="outline" onClick={onCancel}>
        {t('Cancel')}
      </Button>
      <Button ref={submitRef} type="submit" isLoading={pending}>
        {submitLabel}
      </Button>
    </DialogActions>
  );
}
