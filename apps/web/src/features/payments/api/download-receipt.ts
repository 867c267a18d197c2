import { API, apiPath } from '@gym/contract';
import { useMutation } from '@tanstack/react-query';
import { downloadFromApi } from '../../../lib/download.ts';

/** Downloads a receipt's PDF under the server's file name. */
export const downloadReceipt = (paymentId: number): Promise<void> =>
  downloadFromApi(apiPath(API.paymentReceipt, { id: paymentId }), 'receipt.pdf');

export const useDownloadReceipt = () => useMutation({ mutationFn: downloadReceipt });
