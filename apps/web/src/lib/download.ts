import { ApiError } from './api-client.ts';
import { authStore } from './auth-store.ts';
import { currentLanguage } from './i18n.ts';

/**
 * Fetches a file from the API with the stored token (a plain link would carry none) and hands it to the browser as a
 * download under the server's file name (its Content-Disposition), or `fallbackName`, in the page's language: the
 * CSV exports of lists and reports (docs/decisions/027) and the receipts' PDFs.
 */
export async function downloadFromApi(path: string, fallbackName: string): Promise<void> {
  const headers = new Headers({ 'Accept-Language': currentLanguage() });
  const token = authStore.get()?.token;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const base: string = import.meta.env.VITE_API_BASE_URL ?? '';
  const response = await fetch(`${base}${path}`, { headers });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new ApiError(response.status, body.message ?? '', undefined, body);
  }
  const filename = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
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
