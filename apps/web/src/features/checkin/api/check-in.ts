import { API, type CheckinRefused, type CheckinRequest, checkinRefusedSchema, checkinSchema } from '@gym/contract';
import { ApiError, api } from '../../../lib/api-client.ts';

/** `POST /api/checkin` (staff, admin): the member is in (201), or refused with the reason (409). */
export const postCheckin = (body: CheckinRequest) => api.post(API.checkin.create, body, checkinSchema);

/** A refusal's body (reason, and the member when the pass was genuine), or null if the error is something else. */
export function refusalOf(error: unknown): CheckinRefused | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = checkinRefusedSchema.safeParse(error.body);
  return parsed.success ? parsed.data : null;
}

/** The request never reached the server (no network, the server unreachable): the scan waits in the queue. */
export const isUnreachable = (error: unknown) => !(error instanceof ApiError);
