import { API, apiPath } from '@gym/contract';
import { useMutation } from '@tanstack/react-query';
import { downloadFromApi } from '../../../lib/download.ts';

/** A payment's own receipt, or a refund's. */
export type ReceiptOf = { paymentId: number } | { refundId: number };

/** Downloads a receipt's PDF under the server's file name. */
export const downloadReceipt = (of: ReceiptOf): Promise<void> =>
  downloadFromApi(
    'refundId' in of
      ? apiPath(API.refundReceipt, { id: of.refundId })
      : apiPath(API.paymentReceipt, { id: of.paymentId }),
    'receipt.pdf',
  );

export const useDownloadReceipt = () => useMutation({ mutationFn: downloadReceipt });
