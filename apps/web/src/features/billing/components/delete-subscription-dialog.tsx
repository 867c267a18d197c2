import { BILLING_MESSAGES, type SubscriptionRow } from '@gym/contract';
import toast, { type ToastOptions } from 'react-hot-toast';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { translateMessage } from '../../../lib/translate-message.ts';
import { useDeleteSubscription } from '../api/delete-subscription.ts';

type DeleteSubscriptionDialogProps = {
  subscription: SubscriptionRow | null;
  onClose: () => void;
  /** The screen's own words (spec §8 words the admin's and the staff area's outcomes differently). */
  messages: { deleted: string; failed: string };
  toastOptions: ToastOptions;
};

/** Deleting a subscription asks 'Are you sure you want to delete this subscription?' first (spec §5). */
export function DeleteSubscriptionDialog({
  subscription,
  onClose,
  messages,
  toastOptions,
}: DeleteSubscriptionDialogProps) {
  const t = useT();
  const remove = useDeleteSubscription();
  return (
    <ConfirmDialog
      open={subscription !== null}
      title={t('Delete subscription')}
      message={translateMessage(BILLING_MESSAGES.confirmDelete)}
      confirmLabel={t('Delete')}
      variant="danger"
      pending={remove.isPending}
      onCancel={onClose}
      onConfirm={() =>
        subscription &&
        remove.mutate(subscription.id, {
          onSuccess: () => {
            toast.success(messages.deleted, toastOptions);
            onClose();
          },
          onError: () => toast.error(messages.failed, toastOptions),
        })
      }
    >
      {subscription && (
        <p className="rounded-lg bg-zinc-50 p-3 text-sm text-zinc-700">
          <span className="block font-semibold text-zinc-900">{subscription.planName}</span>
          {formatDate(subscription.startDate)} – {formatDate(subscription.endDate)}
          {subscription.fullName && `, ${subscription.fullName}`}
        </p>
      )}
    </ConfirmDialog>
  );
}
