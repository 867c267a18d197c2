import type { z } from 'zod';
import { authStore } from './auth-store.ts';
import { currentLanguage } from './i18n.ts';

/** Empty by default: the API is served from the same origin (the dev server proxies /api). */
const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? '';

export type FieldErrors = Record<string, string[]>;

/**
 * A non-2xx answer. `message` and `errors` come from the body `{ message, errors? }` (empty when absent); `body` is
 * the whole parsed answer, for the few refusals that carry more (a room change's 409 names the sessions it would
 * cancel), which the caller parses with the contract's schema.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldErrors | undefined;
  readonly body: unknown;

  constructor(status: number, message: string, errors?: FieldErrors, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.body = body;
  }
}

/** The server's message when it sent one, otherwise the screen's generic text. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message.trim() !== '' ? error.message : fallback;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type RequestOptions = { method?: Method; body?: unknown; signal?: AbortSignal };

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toFieldErrors(value: unknown): FieldErrors | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(value)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter((m): m is string => typeof m === 'string');
    if (list.length > 0) errors[field] = list;
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/**
 * How a successful answer is read: parsed with the contract's schema, so a screen only ever sees checked data;
 * or `TRUSTED`, for the few public reads on the landing page (the gym's settings, the plans on offer) and the
 * newsletter's confirmation. The server has already checked those answers against the same contract schemas
 * before sending them (its response serialiser validates every answer), and leaving the schema out keeps zod,
 * a quarter of the landing page's JavaScript, off that page.
 */
export type AnswerCheck<T> = z.ZodType<T> | typeof TRUSTED;
export const TRUSTED = Symbol('trusted answer');

/** Sends JSON, with `Authorization: Bearer <token>` whenever a token is stored and without it otherwise. */
export async function apiRequest<T>(path: string, check: AnswerCheck<T>, options: RequestOptions = {}): Promise<T> {
  const headers = new Headers({ Accept: 'application/json' });
  const token = authStore.get()?.token;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  // The API's messages in the page's language (a signed-in person's account language wins on the server).
  headers.set('Accept-Language', currentLanguage());
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');

  const response = await fetch(`${API_BASE_URL}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  const body = await readBody(response);

  if (!response.ok) {
    // The server no longer accepts this session (the account was deleted, its e-mail or password changed, the
    // token expired): forget it, so that the role area's guard sends the person to log in at once instead of
    // every later call failing. Only if it is still the stored session; a newer login is left alone.
    if (response.status === 401 && token && authStore.get()?.token === token) authStore.clear();
    const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    const message = typeof record.message === 'string' ? record.message : '';
    throw new ApiError(response.status, message, toFieldErrors(record.errors), body);
  }
  return check === TRUSTED ? (body as T) : check.parse(body);
}

export const api = {
  get: <T>(path: string, check: AnswerCheck<T>, signal?: AbortSignal) => apiRequest(path, check, { signal }),
  post: <T>(path: string, body: unknown, check: AnswerCheck<T>) => apiRequest(path, check, { method: 'POST', body }),
  put: <T>(path: string, body: unknown, check: AnswerCheck<T>) => apiRequest(path, check, { method: 'PUT', body }),
  delete: <T>(path: string, check: AnswerCheck<T>) => apiRequest(path, check, { method: 'DELETE' }),
};
