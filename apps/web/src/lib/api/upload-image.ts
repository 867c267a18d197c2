import {
  API,
  IMAGE_MAX_BYTES,
  IMAGE_MESSAGES,
  IMAGE_TYPES,
  type ImageUploadQuery,
  type ImageUploadResponse,
  imageUploadResponseSchema,
} from '@gym/contract';
import { postFile } from './post-file.ts';

/** What the browser can tell before sending: the server checks the bytes again (and is the one that decides). */
export function imageFileProblem(file: File): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return IMAGE_MESSAGES.wrongType;
  if (file.size > IMAGE_MAX_BYTES) return IMAGE_MESSAGES.tooLarge;
  return null;
}

/**
 * `POST /api/images`: the file as a multipart body, with the caller's token. Answers the stored image's address; a
 * refusal is an `ApiError` with the server's message.
 */
export async function uploadImage(file: File, query: ImageUploadQuery): Promise<ImageUploadResponse> {
  const search = new URLSearchParams({ purpose: query.purpose });
  if (query.trainerId !== undefined) search.set('trainerId', String(query.trainerId));
  if (query.userId !== undefined) search.set('userId', String(query.userId));
  const answer = await postFile(`${API.images.upload}?${search}`, file, IMAGE_MESSAGES.uploadFailed);
  return imageUploadResponseSchema.parse(answer);
}
