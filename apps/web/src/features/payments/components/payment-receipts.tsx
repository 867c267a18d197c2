import { type PaymentListItem, receiptNumberText } from '@gym/contract';
import { Download } from 'lucide-react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.ts';
import { type ReceiptOf, useDownloadReceipt } from '../api/download-receipt.ts';

/** A payment's receipt, then one per refund (docs/decisions/035); a payment without one says so instead. */
export function PaymentReceipts({ payment }: { payment: PaymentListItem }) {
  const t = useT();
  if (payment.receiptNumber === null) return <span className="text-zinc-600">{t('No receipt')}</span>;
  return (
    <span className="flex flex-wrap items-center gap-2">
      <ReceiptButton of={{ paymentId: payment.id }} number={payment.receiptNumber} />
      {payment.refunds.map(
        (refund) =>
          refund.receiptNumber !== null && (
            <ReceiptButton key={refund.id} of={{ refundId: refund.id }} number={refund.receiptNumber} refund />
          ),
      )}
    </span>
  );
}

/** Downloads one receipt as a PDF. */
function ReceiptButton({ of, number, refund = false }: { of: ReceiptOf; number: number; refund?: boolean }) {
  const t = useT();
  const download = useDownloadReceipt();
  const text = receiptNumberText(number);
  return (
    <Button
      variant="outline"
      size="sm"
      isLoading={download.isPending}
      aria-label={
        refund
          ? t('Download refund receipt {number}', { number: text })
          : t('Download receipt {number}', { number: text })
      }
      onClick={() =>
        download.mutate(of, {
          onError: (error) => toast.error(messageOf(error, t('Could not download the receipt. Please try again.'))),
        })
      }
    >
      <Download aria-hidden="true" className="size-4" />
      {refund ? t('Refund {number}', { number: text }) : text}
    </Button>
  );
}
