import { BILLING_MESSAGES, type PaymentListItem, refundRequestSchema } from '@gym/contract';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, FormDialogActions } from '../../../components/ui/dialog.tsx';
import { Form, FormInput, FormTextarea, useZodForm } from '../../../components/ui/form.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { useRefundPayment } from '../api/refund-payment.ts';

/** Whether money is left to give back on a payment: completed, wholly or partly not yet refunded. */
export const refundable = (payment: PaymentListItem) =>
  (payment.status === 'Completed' || payment.status === 'Partly refunded') && payment.refundedAmount < payment.amount;

/**
 * The admin's Refund on a payment (docs/decisions/022): what is left of it or a part, with a reason, through the
 * payment's provider; optionally ending the membership it paid for. The server checks every rule again.
 */
export function RefundButton({ payment }: { payment: PaymentListItem }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <Undo2 aria-hidden="true" className="size-4" />
        {t('Refund')} <span className="sr-only">{t('the payment of {name}', { name: payment.memberName })}</span>
      </Button>
      {open && <RefundDialog payment={payment} onClose={() => setOpen(false)} />}
    </>
  );
}

function RefundDialog({ payment, onClose }: { payment: PaymentListItem; onClose: () => void }) {
  const t = useT();
  const refund = useRefundPayment();
  const [failure, setFailure] = useState<string | null>(null);
  const left = Math.round((payment.amount - payment.refundedAmount) * 100) / 100;
  const form = useZodForm(refundRequestSchema, {
    defaultValues: { amount: left.toFixed(2), reason: '', endSubscription: false },
  });
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('Refund a payment')}
      description={t('{name} paid {amount}; {left} can still be given back.', {
        name: payment.memberName,
        amount: formatMoney(payment.amount),
        left: formatMoney(left),
      })}
      dismissible={!refund.isPending}
    >
      <Form
        form={form}
        onSubmit={async (body) => {
          setFailure(null);
          await refund.mutateAsync({ id: payment.id, body });
          toast.success(BILLING_MESSAGES.refunded);
          onClose();
        }}
        onSubmitError={(error) => {
          const message = messageOf(error, t('Could not refund the payment'));
          setFailure(message);
          toast.error(message);
        }}
      >
        <fieldset disabled={refund.isPending} className="grid gap-4">
          <legend className="sr-only">{t('Refund')}</legend>
          {failure && <Alert tone="error">{failure}</Alert>}
          <FormInput name="amount" label={t('Amount to give back')} inputMode="decimal" required />
          <FormTextarea name="reason" label={t('Reason')} rows={2} required />
          <label className="flex items-start gap-3 rounded-xl border border-zinc-200 px-4 py-3 text-sm text-zinc-800">
            <input
              type="checkbox"
              className="mt-0.5 size-4 shrink-0 accent-accent"
              {...form.register('endSubscription')}
            />
            {t('End the membership this payment bought')}
          </label>
          <FormDialogActions onCancel={onClose} submitLabel={t('Refund')} pending={refund.isPending} />
        </fieldset>
      </Form>
    </Dialog>
  );
}
