import { CANCEL_MESSAGES, type TrainingSession } from '@gym/contract';
import { CalendarX } from 'lucide-react';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.ts';
import { formatFullDate, formatTime } from '../../../lib/format.ts';
import { t, useT } from '../../../lib/i18n.ts';
import { useAreaToast } from '../../../lib/toast-options.ts';
import { translateMessage } from '../../../lib/translate-message.ts';
import { useCancelSession } from '../api/cancel-session.ts';

/**
 * Whether the signed-in person may cancel `session` now (docs/decisions/011): a member their own booked session
 * until its `cancelBy`, admin and staff any booked session until it starts. The server decides again.
 */
export function canCancelSession(
  session: TrainingSession,
  user: { id: number; role: string } | null,
  now = Date.now(),
): boolean {
  if (!user || session.status !== 'Booked') return false;
  if (user.role === 'admin' || user.role === 'staff') return Date.parse(session.startTime) > now;
  return user.role === 'user' && session.userId === user.id && Date.parse(session.cancelBy) > now;
}

/**
 * "Cancel session", behind a confirmation naming the day and time, for a session the signed-in person may cancel;
 * nothing otherwise. A refusal (the cut-off passed while the dialog was open) is said in the dialog and as a toast.
 */
export function CancelSessionButton({ session, timeZone }: { session: TrainingSession; timeZone: string }) {
  useT();
  const { user } = useAuth();
  const cancel = useCancelSession();
  const toastOptions = useAreaToast();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const describedBy = useId();
  if (!canCancelSession(session, user)) return null;

  const when = t('{date} at {time}', {
    date: formatFullDate(session.date),
    time: formatTime(session.startTime, timeZone),
  });
  // Several cards each have this button: its description says which session it cancels.
  const which = session.userId === user?.id ? when : `${session.userName}, ${when}`;
  const close = () => {
    setOpen(false);
    setFailure(null);
  };
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} aria-describedby={describedBy}>
        <CalendarX aria-hidden className="size-4" />
        {t(CANCEL_MESSAGES.cancel)}
      </Button>
      <span id={describedBy} className="sr-only">
        {which}
      </span>
      <ConfirmDialog
        open={open}
        title={t(CANCEL_MESSAGES.confirmTitle)}
        message={t('Your session on {when} will be cancelled and the time freed for others.', { when })}
        confirmLabel={t(CANCEL_MESSAGES.cancel)}
        cancelLabel={t(CANCEL_MESSAGES.keep)}
        variant="danger"
        pending={cancel.isPending}
        onCancel={close}
        onConfirm={() =>
          cancel.mutate(session.id, {
            onSuccess: () => {
              toast.success(CANCEL_MESSAGES.cancelled, toastOptions);
              close();
            },
            onError: (error) => {
              const message = messageOf(error, CANCEL_MESSAGES.failed);
              setFailure(message);
              toast.error(message, toastOptions);
            },
          })
        }
      >
        {failure && <Alert tone="error">{translateMessage(failure)}</Alert>}
      </ConfirmDialog>
    </>
  );
}
