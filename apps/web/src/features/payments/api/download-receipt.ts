import { API, apiPath } from '@gym/contract';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';
import { authStore } from '../../../lib/auth-store.ts';
import { currentLanguage } from '../../../lib/i18n.ts';

/**
 * Fetches a receipt's PDF with the stored token (a plain link would carry none) and hands it to the browser as a
 * download under the server's file name.
 */
export async function downloadReceipt(paymentId: number): Promise<void> {
  const headers = new Headers({ 'Accept-Language': currentLanguage() });
  const token = authStore.get()?.token;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const base: string = import.meta.env.VITE_API_BASE_URL ?? '';
  const response = await fetch(`${base}${apiPath(API.paymentReceipt, { id: paymentId })}`, { headers });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new ApiError(response.status, body.message ?? '', undefined, body);
  }
  const filename = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'receipt.pdf';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Long enough for the browser to start the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const useDownloadReceipt = () => useMutation({ mutationFn: downloadReceipt });
