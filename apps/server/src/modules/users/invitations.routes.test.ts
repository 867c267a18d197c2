import { AUTH_MESSAGES, INVITATION_MESSAGES, INVITATION_PAGE } from '@gym/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffInvitations, users } from '../../db/schema/index.ts';
import type { Mail } from '../../lib/mailer.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { setClock } from '../../test/clock.ts';
import { type Cast, type CastName, loginAs, makeCast } from '../../test/factories.ts';

const START = '2026-03-10T09:00:00Z';
const HOUR = 60 * 60 * 1000;

let t: TestApp;
let cast: Cast;
beforeAll(async () => {
  setClock(START);
  t = await createTestApp();
  cast = await makeCast(t);
});
afterAll(() => t.close());

let counter = 0;
const colleague = (role: 'staff' | 'trainer', overrides: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    role,
    username: `invited_${counter}`,
    email: `invited.${counter}@example.com`,
    fullName: 'Ines Invited',
    ...(role === 'trainer' ? { specialty: 'Pilates', experience: 4, pricePerHour: 40 } : {}),
    ...overrides,
  };
};

const create = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/users/create-by-admin', headers: cast.headers('admin'), payload });
const lookup = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/invitation', payload: { token } });
const accept = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/invitation/accept', payload: { token, password } });
const resend = (id: number, who: CastName = 'admin') =>
  t.app.inject({ method: 'POST', url: `/api/users/${id}/invitation`, headers: cast.headers(who) });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

/** The last e-mail sent to the address, and the token its link carries. */
function invitationTo(email: string): { mail: Mail; token: string } {
  const mail = t.sent.filter((m) => m.to === email).at(-1);
  if (!mail) throw new Error(`no e-mail to ${email}`);
  const link = mail.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link in the e-mail to ${email}`);
  const url = new URL(link);
  expect(url.pathname).toBe(INVITATION_PAGE);
  return { mail, token: url.hash.slice(1) };
}

/** An instant as hours after the start of the file, to the minute (the set clock runs on from where it is set). */
const hoursAfterStart = (iso: string) => Math.round((Date.parse(iso) - Date.parse(START)) / 60_000) / 60;

/** Moves the clock to `hours` after the start of the file. */
const after = (hours: number) => setClock(new Date(Date.parse(START) + hours * HOUR).toISOString());

describe('a staff member or trainer created without a password', () => {
  it('gets an invitation e-mail whose link sets the password once and logs them in', async () => {
    after(0);
    const body = colleague('trainer');
    const res = await create(body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      message: `Successfully created new trainer account! ${INVITATION_MESSAGES.sent(body.email)}`,
      user: { email: body.email, role: 'trainer', fullName: 'Ines Invited', birthday: null },
    });
    expect(res.json().user.invitation.status).toBe('pending');
    expect(hoursAfterStart(res.json().user.invitation.expiresAt)).toBe(72);

    const { mail, token } = invitationTo(body.email);
    expect(mail.subject).toBe('You are invited to Pulse Gym: choose your password');
    expect(mail.text).toContain('Hello Ines Invited,');
    expect(mail.text).toContain('72 hours');
    // The link points at the host the admin's request came to (PUBLIC_URL when set); a button in the HTML.
    expect(mail.text).toContain(`Choose your password: http://localhost${INVITATION_PAGE}#${token}`);
    expect(mail.html).toContain(`<a href="http://localhost${INVITATION_PAGE}#${token}"`);
    // Only a hash of the token is stored.
    const [row] = await t.db.select().from(staffInvitations).where(eq(staffInvitations.userId, res.json().user.id));
    expect(row?.tokenHash).not.toContain(token);
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.invitedBy).toBe(cast.admin.user.id);

    // No password yet: no password logs in, with the usual message.
    for (const guess of ['', 'Secret123', 'anything-at-all']) {
      const refused = await login(body.email, guess || 'x');
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toBe(AUTH_MESSAGES.loginFailed);
    }

    expect((await lookup(token)).json()).toEqual({
      email: body.email,
      username: body.username,
      fullName: 'Ines Invited',
      role: 'trainer',
      expiresAt: res.json().user.invitation.expiresAt,
    });

    const accepted = await accept(token, 'Chosen-Pass-42');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      success: true,
      message: INVITATION_MESSAGES.welcome,
      user: { email: body.email, role: 'trainer' },
      token: expect.any(String),
    });
    // The answer's token is a working session of the trainer.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/trainer-auth',
      headers: { authorization: `Bearer ${accepted.json().token}` },
    });
    expect(me.statusCode).toBe(200);
    await loginAs(t, body.email, 'Chosen-Pass-42');

    // The link worked once.
    const second = await accept(token, 'Another-Pass-43');
    expect(second.statusCode).toBe(410);
    expect(second.json().message).toBe(INVITATION_MESSAGES.used);
    expect((await lookup(token)).statusCode).toBe(410);
    expect((await login(body.email, 'Another-Pass-43')).statusCode).toBe(401);
    // Nothing left to resend.
    const again = await resend(res.json().user.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(INVITATION_MESSAGES.hasPassword);
  });

  it('runs out after 72 hours; the admin sends a new link, and only the new one works', async () => {
    after(0);
    const body = colleague('staff');
    const res = await create(body);
    const id = res.json().user.id as number;
    const first = invitationTo(body.email).token;

    after(71.9);
    expect((await lookup(first)).statusCode).toBe(200);
    after(72);
    const expired = await accept(first, 'Chosen-Pass-42');
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(INVITATION_MESSAGES.expired);
    expect((await lookup(first)).json().message).toBe(INVITATION_MESSAGES.expired);

    // The back office sees it expired, and may send it again.
    const list = await t.app.inject({ method: 'GET', url: '/api/users?role=staff', headers: cast.headers('admin') });
    const listed = list.json().find((u: { id: number }) => u.id === id).invitation;
    expect(listed.status).toBe('expired');
    expect(hoursAfterStart(listed.expiresAt)).toBe(72);
    for (const who of ['staff', 'trainer', 'member'] as const) expect((await resend(id, who)).statusCode).toBe(403);
    const sent = await resend(id);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      success: true,
      message: INVITATION_MESSAGES.resent(body.email),
      invitation: { status: 'pending' },
    });
    // A fresh 72 hours from the resend.
    expect(hoursAfterStart(sent.json().invitation.expiresAt)).toBe(144);
    const second = invitationTo(body.email).token;
    expect(second).not.toBe(first);
    const old = await accept(first, 'Chosen-Pass-42');
    expect(old.statusCode).toBe(404);
    expect(old.json().message).toBe(INVITATION_MESSAGES.invalid);
    expect((await accept(second, 'Chosen-Pass-42')).statusCode).toBe(200);
    await loginAs(t, body.email, 'Chosen-Pass-42');
  });

  it('may be sent again while still pending; the earlier link stops working', async () => {
    after(0);
    const body = colleague('staff');
    const id = (await create(body)).json().user.id as number;
    const first = invitationTo(body.email).token;
    expect((await resend(id)).statusCode).toBe(200);
    expect((await lookup(first)).statusCode).toBe(404);
    expect((await lookup(invitationTo(body.email).token)).statusCode).toBe(200);
  });

  it('chooses a password by the rule of every new password', async () => {
    after(0);
    const body = colleague('staff');
    await create(body);
    const { token } = invitationTo(body.email);
    const short = await accept(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ password: [AUTH_MESSAGES.passwordTooShort] });
    const common = await accept(token, 'qwerty123');
    expect(common.statusCode).toBe(400);
    expect(common.json().errors).toEqual({ password: [AUTH_MESSAGES.passwordCommon] });
    // Refused passwords do not use the link up.
    expect((await accept(token, 'Chosen-Pass-42')).statusCode).toBe(200);
  });

  it('refuses a link that is not one, with the same clear message', async () => {
    for (const token of ['', 'abc', 'x'.repeat(43)]) {
      const res = await accept(token, 'Chosen-Pass-42');
      expect([400, 404]).toContain(res.statusCode);
      expect(res.json().message).toBe(INVITATION_MESSAGES.invalid);
    }
  });
});

describe('an account created with a password', () => {
  it('gets no invitation and logs in at once, as older clients expect', async () => {
    after(0);
    const body = colleague('staff', { password: 'Given-Pass-77', birthday: '1990-04-02' });
    const before = t.sent.length;
    const res = await create(body);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Successfully created new staff account!');
    expect(res.json().user.invitation).toBeUndefined();
    expect(t.sent.slice(before).filter((m) => m.to === body.email)).toEqual([]);
    expect(await t.db.select().from(staffInvitations).where(eq(staffInvitations.userId, res.json().user.id))).toEqual(
      [],
    );
    await loginAs(t, body.email, 'Given-Pass-77');
    const again = await resend(res.json().user.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(INVITATION_MESSAGES.hasPassword);
  });

  it('speaks the gym’s default language: a new account and its invitation in Spanish', async () => {
    after(0);
    const setLanguage = async (language: 'en' | 'es') => {
      const gym = (await t.app.inject({ method: 'GET', url: '/api/gym' })).json();
      const saved = await t.app.inject({
        method: 'PUT',
        url: '/api/gym',
        headers: cast.headers('admin'),
        payload: { ...gym, language },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    };
    await setLanguage('es');
    try {
      const body = colleague('staff');
      expect((await create(body)).statusCode).toBe(201);
      const { mail, token } = invitationTo(body.email);
      expect(mail.subject).toBe('Te invitamos a Pulse Gym: elige tu contraseña');
      expect(mail.text).toContain('Hola, Ines Invited:');
      expect(mail.text).toContain('Hemos creado para ti una cuenta de personal en Pulse Gym.');
      expect(mail.text).toContain('durante 72 horas');
      expect(mail.text).toContain(`Elige tu contraseña: http://localhost${INVITATION_PAGE}#${token}`);
      const [row] = await t.db.select({ language: users.language }).from(users).where(eq(users.email, body.email));
      expect(row?.language).toBe('es');
    } finally {
      await setLanguage('en');
    }
  });

  it('a member always needs one: members are not invited', async () => {
    expect((await resend(cast.member.user.id)).statusCode).toBe(409);
    expect((await resend(999_999)).statusCode).toBe(404);
  });
});

describe('a failed e-mail or a refused account', () => {
  it('leaves no account and no invitation behind', async () => {
    after(0);
    const taken = colleague('staff', { email: cast.staff.user.email });
    const before = t.sent.length;
    expect((await create(taken)).statusCode).toBe(409);
    expect(t.sent.length).toBe(before);
    const [row] = await t.db.select().from(users).where(eq(users.username, taken.username));
    expect(row).toBeUndefined();
  });
});
