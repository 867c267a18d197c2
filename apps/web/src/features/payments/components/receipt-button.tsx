import { receiptNumberText } from '@gym/contract';
import { Download } from 'lucide-react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.ts';
import { useDownloadReceipt } from '../api/download-receipt.ts';

/** Downloads a payment's receipt as a PDF; a payment without one says so instead. */
export function ReceiptButton({ paymentId, receiptNumber }: { paymentId: number; receiptNumber: number | null }) {
  const t = useT();
  const download = useDownloadReceipt();
  if (receiptNumber === null) return <span className="text-zinc-600">{t('No receipt')}</span>;
  const number = receiptNumberText(receiptNumber);
  return (
    <Button
      variant="outline"
      size="sm"
      isLoading={download.isPending}
      aria-label={t('Download receipt {number}', { number })}
      onClick={() =>
        download.mutate(paymentId, {
          onError: (error) => toast.error(messageOf(error, t('Could not download the receipt. Please try again.'))),
        })
      }
    >
      <Download aria-hidden="true" className="size-4" />
      {number}
    </Button>
  );
}
