import { TRAINER_MESSAGES, type Trainer, USER_MESSAGES, type User } from '@gym/contract';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Alert } from '../../../components/ui/alert.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatYears } from '../../../lib/format.ts';
import { t, useT } from '../../../lib/i18n.ts';
import { translateMessage } from '../../../lib/translate-message.ts';
import { useDeleteTrainer } from '../api/delete-trainer.ts';
import { useDeleteUser } from '../api/delete-user.ts';

type DeleteAccountDialogProps = {
  /** Who is deleted: shown in the dialog; null keeps it closed. */
  account: { name: string; detail: string } | null;
  title: string;
  message: string;
  confirmLabel: string;
  successMessage: string;
  pending: boolean;
  /** Sends the deletion and reports back through the callbacks. */
  remove: (callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  onClose: () => void;
};

/**
 * Deleting an account behind a confirmation (spec §5) that says what follows. Spec §8's failure text carries the
 * status ('Error deleting user: {status}'); the server's reason, when it gives one, shows in the dialog.
 */
function DeleteAccountDialog({
  account,
  title,
  message,
  confirmLabel,
  successMessage,
  pending,
  remove,
  onClose,
}: DeleteAccountDialogProps) {
  useT();
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    setRefusal(null);
    onClose();
  };
  return (
    <ConfirmDialog
      open={account !== null}
      title={title}
      message={message}
      confirmLabel={confirmLabel}
      variant="danger"
      pending={pending}
      onCancel={close}
      onConfirm={() => {
        setRefusal(null);
        remove({
          onSuccess: () => {
            toast.success(successMessage);
            close();
          },
          onError: (error) => {
            if (error instanceof ApiError) {
              toast.error(USER_MESSAGES.deleteFailed(error.status));
              if (error.message) setRefusal(error.message);
            } else {
              toast.error(USER_MESSAGES.deleteUnreachable);
            }
          },
        });
      }}
    >
      {account && (
        <div className="grid gap-3">
          <p className="rounded-lg bg-zinc-50 p-3 text-sm text-zinc-700">
            <span className="block font-semibold text-zinc-900">{account.name}</span>
            <span className="break-all">{account.detail}</span>
          </p>
          {refusal && <Alert tone="error">{translateMessage(refusal)}</Alert>}
        </div>
      )}
    </ConfirmDialog>
  );
}

/**
 * Deleting a staff or trainer account: they can no longer log in, and a trainer's upcoming sessions are cancelled
 * with the members told (decision 005).
 */
export function DeleteUserDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  useT();
  const remove = useDeleteUser();
  const name = user ? user.fullName || user.username : '';
  return (
    <DeleteAccountDialog
      account={user && { name, detail: user.email }}
      title={t('Delete this account?')}
      message={
        user?.role === 'trainer'
          ? t('Delete {name}? Their upcoming sessions are cancelled and the members are told by e-mail.', { name })
          : t('Delete the account of {name}? They will no longer be able to log in.', { name })
      }
      confirmLabel={t('Delete account')}
      successMessage={USER_MESSAGES.deleted}
      pending={remove.isPending}
      remove={(callbacks) => user && remove.mutate(user.id, callbacks)}
      onClose={onClose}
    />
  );
}

/** Deleting a trainer from admin/trainers (`DELETE /api/Trainer/{trainerId}`): the same as deleting their account. */
export function DeleteTrainerDialog({ trainer, onClose }: { trainer: Trainer | null; onClose: () => void }) {
  useT();
  const remove = useDeleteTrainer();
  return (
    <DeleteAccountDialog
      account={
        trainer && {
          name: trainer.fullName,
          detail: t('{specialty}, {experience}', {
            specialty: trainer.specialty,
            experience: formatYears(trainer.experience),
          }),
        }
      }
      title={t('Delete this trainer?')}
      message={
        trainer
          ? t('Delete {name}? Their upcoming sessions are cancelled and the members are told by e-mail.', {
              name: trainer.fullName,
            })
          : ''
      }
      confirmLabel={t('Delete trainer')}
      successMessage={TRAINER_MESSAGES.deleted}
      pending={remove.isPending}
      remove={(callbacks) => trainer && remove.mutate(trainer.trainerId, callbacks)}
      onClose={onClose}
    />
  );
}
