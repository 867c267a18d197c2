import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mockApi, signIn } from '../test/utils.tsx';
import { ApiError, api, messageOf } from './api-client.ts';
import { authStore } from './auth-store.ts';

const pingSchema = z.object({ pong: z.boolean() });

describe('api client', () => {
  it('sends the stored token as a bearer header', async () => {
    signIn('user', {}, 'secret-token');
    const { requests } = mockApi({ 'GET /api/ping': () => ({ body: { pong: true } }) });
    await expect(api.get('/api/ping', pingSchema)).resolves.toEqual({ pong: true });
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer secret-token');
  });

  it('sends no authorization header without a token', async () => {
    const { requests } = mockApi({ 'GET /api/ping': () => ({ body: { pong: true } }) });
    await api.get('/api/ping', pingSchema);
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('sends JSON bodies', async () => {
    const { requests } = mockApi({ 'POST /api/ping': () => ({ body: { pong: true } }) });
    await api.post('/api/ping', { a: 1 }, pingSchema);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(requests[0]?.body).toEqual({ a: 1 });
  });

  it('throws an ApiError with the status, message and field errors of the body', async () => {
    mockApi({
      'POST /api/ping': () => ({
        status: 400,
        body: { message: 'Invalid input', errors: { email: ['Please enter a valid email address'] } },
      }),
    });
    const error = await api.post('/api/ping', {}, pingSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Invalid input',
      errors: { email: ['Please enter a valid email address'] },
    });
  });

  it('throws an ApiError with an empty message when the body has none', async () => {
    mockApi({ 'GET /api/ping': () => ({ status: 502 }) });
    const error = await api.get('/api/ping', pingSchema).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, message: '', errors: undefined });
    expect(messageOf(error, 'Something went wrong')).toBe('Something went wrong');
  });

  it('forgets a stored session the server answers 401 to, so the guard sends the person to log in', async () => {
    signIn('staff', {}, 'old-token');
    mockApi({ 'GET /api/ping': () => ({ status: 401, body: { message: 'Please log in to continue' } }) });
    await expect(api.get('/api/ping', pingSchema)).rejects.toMatchObject({ status: 401 });
    expect(authStore.get()).toBeNull();
  });

  it('keeps the session on other refusals, and a newer session than the refused one', async () => {
    signIn('staff', {}, 'old-token');
    mockApi({
      'GET /api/forbidden': () => ({ status: 403, body: { message: 'No' } }),
      'GET /api/ping': () => {
        // Someone logged in again while the old session's call was on its way.
        signIn('staff', {}, 'new-token');
        return { status: 401 };
      },
    });
    await expect(api.get('/api/forbidden', pingSchema)).rejects.toMatchObject({ status: 403 });
    expect(authStore.get()?.token).toBe('old-token');
    await expect(api.get('/api/ping', pingSchema)).rejects.toMatchObject({ status: 401 });
    expect(authStore.get()?.token).toBe('new-token');
  });

  it('refuses a successful answer that does not match the schema', async () => {
    mockApi({ 'GET /api/ping': () => ({ body: { pong: 'yes' } }) });
    await expect(api.get('/api/ping', pingSchema)).rejects.toThrow();
  });

  it("prefers the server's message, and falls back for anything else", () => {
    expect(messageOf(new ApiError(409, 'Email already exists'), 'x')).toBe('Email already exists');
    expect(messageOf(new TypeError('Failed to fetch'), 'Something went wrong')).toBe('Something went wrong');
  });
});
