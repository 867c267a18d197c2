import { ApiError } from '../api-client.ts';
import { authStore } from '../auth-store.ts';
import { currentLanguage } from '../i18n.ts';

const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? '';

/**
 * Sends `file` as the one file of a multipart body (the calls that take a file rather than JSON), with the caller's
 * token and the page's language. Answers the parsed JSON; a refusal is an `ApiError` with the server's message, or
 * `fallbackMessage` when it gave none (the connection broke).
 */
export async function postFile(path: string, file: File, fallbackMessage: string): Promise<unknown> {
  const body = new FormData();
  body.append('file', file);
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': currentLanguage() });
  const token = authStore.get()?.token;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(`${API_BASE_URL}${path}`, { method: 'POST', headers, body });
  const answer: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const message = (answer as { message?: unknown } | undefined)?.message;
    throw new ApiError(response.status, typeof message === 'string' ? message : fallbackMessage);
  }
  return answer;
}
