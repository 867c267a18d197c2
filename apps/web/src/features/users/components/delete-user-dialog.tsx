import { TRAINER_MESSAGES, USER_MESSAGES, type User } from '@gym/contract';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Alert } from '../../../components/ui/alert.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDeleteUser } from '../api/delete-user.ts';

type DeleteUserDialogProps = { user: User | null; onClose: () => void };

/**
 * Deleting a staff or trainer account, behind a confirmation (spec §5) that says what follows: they can no
 * longer log in, and a trainer's upcoming sessions are cancelled with the members told (decision 005).
 */
export function DeleteUserDialog({ user, onClose }: DeleteUserDialogProps) {
  const remove = useDeleteUser();
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    setRefusal(null);
    onClose();
  };
  const name = user ? user.fullName || user.username : '';

  return (
    <ConfirmDialog
      open={user !== null}
      title="Delete this account?"
      message={user?.role === 'trainer' ? TRAINER_MESSAGES.confirmDelete(name) : USER_MESSAGES.confirmDelete(name)}
      confirmLabel="Delete account"
      variant="danger"
      pending={remove.isPending}
      onCancel={close}
      onConfirm={() => {
        if (!user) return;
        setRefusal(null);
        remove.mutate(user.id, {
          onSuccess: () => {
            toast.success(USER_MESSAGES.deleted);
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
      {user && (
        <div className="grid gap-3">
          <p className="rounded-lg bg-zinc-50 p-3 text-sm text-zinc-700">
            <span className="block font-semibold text-zinc-900">{name}</span>
            <span className="break-all">{user.email}</span>
          </p>
          {refusal && <Alert tone="error">{refusal}</Alert>}
        </div>
      )}
    </ConfirmDialog>
  );
}
