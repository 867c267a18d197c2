import { type ReactNode, useEffect, useRef } from 'react';
import { useT } from '../../lib/i18n.ts';
import { Button } from './button.tsx';
import { Dialog, DialogActions } from './dialog.tsx';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  /** What will happen, in a sentence ('Are you sure you want to delete this subscription?'). */
  message?: ReactNode;
  /** What the action is about, shown under the message (the feedback being deleted). */
  children?: ReactNode;
  confirmLabel: string;
  /** The safe choice's label, 'Cancel' unless that would read like the action ('Keep session' for cancelling one). */
  cancelLabel?: string;
  /** `danger` for what cannot be undone (deleting): a red button, and focus starts on Cancel. */
  variant?: 'primary' | 'danger';
  /** The action is on its way: the confirm button spins, nothing else can be pressed, Escape waits. */
  pending?: boolean;
  onConfirm: () => void;
  /** Cancel, Escape and the close button. */
  onCancel: () => void;
};

/**
 * "Are you sure?" on the app's dialog, never the browser's confirm() or prompt(). The dialog stays open until
 * the screen closes it, so a refused action can say why and be tried again; focus goes back to the button
 * that opened it.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  children,
  confirmLabel,
  cancelLabel,
  variant = 'primary',
  pending = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const t = useT();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);

  // Runs after the dialog has opened (a child's effects run first): the safe choice has focus for a danger.
  useEffect(() => {
    if (open) (variant === 'danger' ? cancelRef : confirmRef).current?.focus();
  }, [open, variant]);

  return (
    <Dialog open={open} onClose={onCancel} title={title} description={message} dismissible={!pending}>
      {children && <div className="mb-5">{children}</div>}
      <DialogActions>
        <Button ref={cancelRef} variant="outline" onClick={onCancel} disabled={pending}>
          {cancelLabel ?? t('Cancel')}
        </Button>
        <Button ref={confirmRef} variant={variant} onClick={onConfirm} isLoading={pending}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
