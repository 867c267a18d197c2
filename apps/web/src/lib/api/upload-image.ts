import {
  API,
  IMAGE_MAX_BYTES,
  IMAGE_MESSAGES,
  IMAGE_TYPES,
  type ImageUploadQuery,
  type ImageUploadResponse,
  imageUploadResponseSchema,
} from '@gym/contract';
import { ApiError } from '../api-client.ts';
import { authStore } from '../auth-store.ts';

const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? '';

/** What the browser can tell before sending: the server checks the bytes again (and is the one that decides). */
export function imageFileProblem(file: File): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return IMAGE_MESSAGES.wrongType;
  if (file.size > IMAGE_MAX_BYTES) return IMAGE_MESSAGES.tooLarge;
  return null;
}

/**
 * `POST /api/images`: the file as a multipart body (the one call that is not JSON), with the caller's token.
 * Answers the stored image's address; a refusal is an `ApiError` with the server's message.
 */
export async function uploadImage(file: File, query: ImageUploadQuery): Promise<ImageUploadResponse> {
  const search = new URLSearchParams({ purpose: query.purpose });
  if (query.trainerId !== undefined) search.set('trainerId', String(query.trainerId));
  if (query.userId !== undefined) search.set('userId', String(query.userId));
  const body = new FormData();
  body.append('file', file);
  const headers = new Headers({ Accept: 'application/json' });
  const token = authStore.get()?.token;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(`${API_BASE_URL}${API.images.upload}?${search}`, { method: 'POST', headers, body });
  const answer: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const message = (answer as { message?: unknown } | undefined)?.message;
    throw new ApiError(response.status, typeof message === 'string' ? message : IMAGE_MESSAGES.uploadFailed);
  }
  return imageUploadResponseSchema.parse(answer);
}
