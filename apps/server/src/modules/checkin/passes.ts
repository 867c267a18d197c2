import { createHmac } from 'node:crypto';
import { PASS_MINUTES_VALID } from '@gym/contract';
import { errors, jwtVerify, SignJWT } from 'jose';

/**
 * The member's passes (docs/decisions/024): JWTs (HS256) under a key of their own, derived from the server's secret,
 * so that a sign-in token is never a pass and a pass never signs anyone in.
 *
 * - The minute pass belongs to the minute it was made (`iat` at the minute's start) and expires PASS_MINUTES_VALID
 *   minutes later, so the code on the member's screen changes every minute and a photo of it is soon worthless. Made
 *   from the minute alone, it is the same text for every ask in that minute.
 * - The day pass names the gym's date it is for; the desk accepts it once on that date (`checkins_day_pass_unique`).
 */

const MINUTE_MS = 60_000;
const keys = new Map<string, Uint8Array>();
/** The passes' key: an HMAC of the server's secret, computed once per secret. */
function passKey(secret: string): Uint8Array {
  let key = keys.get(secret);
  if (!key) {
    key = new Uint8Array(createHmac('sha256', secret).update('gym check-in pass').digest());
    keys.set(secret, key);
  }
  return key;
}

/** The minute pass for `now`: its text and when the desk stops accepting it. */
export async function minutePass(secret: string, userId: number, now: Date) {
  const minute = Math.floor(now.getTime() / MINUTE_MS);
  const expiresAt = new Date((minute + PASS_MINUTES_VALID) * MINUTE_MS);
  const token = await new SignJWT({ typ: 'pass' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuedAt((minute * MINUTE_MS) / 1000)
    .setExpirationTime(expiresAt.getTime() / 1000)
    .sign(passKey(secret));
  return { token, expiresAt };
}

/** The day pass for the gym's date `validOn`. */
export function dayPass(secret: string, userId: number, validOn: string): Promise<string> {
  return new SignJWT({ typ: 'day', d: validOn })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .sign(passKey(secret));
}

export type PassReading =
  | { ok: true; userId: number; kind: 'pass' | 'day-pass' }
  | { ok: false; reason: 'invalid-pass' | 'expired-pass'; userId?: number };

/**
 * What a scanned text is, judged at `at` (the scan's instant) on the gym's date `gymDate`: a genuine minute pass
 * still in its window, a day pass for that date, or not a pass (forged, altered, another kind of token: invalid) or
 * one too old (expired; a genuine pass still names its member).
 */
export async function readPass(secret: string, token: string, at: Date, gymDate: string): Promise<PassReading> {
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, passKey(secret), { algorithms: ['HS256'], currentDate: at }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) {
      const userId = Number(error.payload.sub);
      return Number.isInteger(userId) && userId > 0
        ? { ok: false, reason: 'expired-pass', userId }
        : { ok: false, reason: 'invalid-pass' };
    }
    return { ok: false, reason: 'invalid-pass' };
  }
  const userId = Number(payload.sub);
  if (!Number.isInteger(userId) || userId <= 0) return { ok: false, reason: 'invalid-pass' };
  if (payload.typ === 'pass' && typeof payload.exp === 'number') return { ok: true, userId, kind: 'pass' };
  if (payload.typ === 'day' && typeof payload.d === 'string')
    return payload.d === gymDate
      ? { ok: true, userId, kind: 'day-pass' }
      : { ok: false, reason: 'expired-pass', userId };
  return { ok: false, reason: 'invalid-pass' };
}
