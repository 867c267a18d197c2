import { AUTH_MESSAGES, PHONE_MESSAGES, type User } from '@gym/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, jobRuns, users } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { makeAccount, signedIn } from '../test/factories.ts';
import { migratePhonesToE164, PHONES_E164_JOB } from './phones-e164.ts';

/** A gym in Vietnam: phones written without a country code are Vietnamese numbers. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ GYM_COUNTRY: 'VN', PUBLIC_WRITES_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

describe('a gym whose country is not the default', () => {
  it('tells the forms its country', async () => {
    expect((await t.app.inject({ url: '/api/gym' })).json().country).toBe('VN');
  });

  it('reads a phone without a country code as a number of the gym’s country, and answers it in E.164', async () => {
    const res = await post('/api/auth/register', {
      username: 'lan_nguyen',
      email: 'lan@example.com',
      password: 'Sen vàng 2026',
      fullname: 'Nguyễn Thị Lan',
      phone: '0912 345 678',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().user).toMatchObject({ fullName: 'Nguyễn Thị Lan', phone: '+84912345678' });
  });

  it('still takes a number written with its country code, and names a Vietnamese example when refusing', async () => {
    const contact = { name: 'Jane Doe', email: 'jane@example.com', city: 'Hà Nội', message: 'A tour, please' };
    expect((await post('/api/contact', { ...contact, phone: '+1 212 555 0123' })).statusCode).toBe(201);
    const refused = await post('/api/contact', { ...contact, phone: '0400 000 000' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ phone: [PHONE_MESSAGES.invalid('VN')] });
    expect(PHONE_MESSAGES.invalid('VN')).toContain('0912 345 678');
  });
});

describe('phones written under the older rules', () => {
  it('are rewritten in E.164 once, and those that do not parse are kept as written and listed to staff', async () => {
    const parses = await makeAccount(t.db, { fullName: 'Old Vietnamese Number' });
    const foreign = await makeAccount(t.db, { fullName: 'Kept As Written' });
    const fine = await makeAccount(t.db, { fullName: 'Already Fine', phone: '+12125550123' });
    // Rows as the older rules stored them: ten digits starting with 0 (register) or with 6 to 9 (contact).
    await t.db.update(users).set({ phone: '0912345678' }).where(eq(users.id, parses.id));
    await t.db.update(users).set({ phone: '0400000000' }).where(eq(users.id, foreign.id));
    const [message] = await t.db
      .insert(contactMessages)
      .values({ name: 'Old Sender', email: 'old@example.com', phone: '0987654321', message: 'Hello' })
      .returning();

    const result = await migratePhonesToE164(t.db, 'VN');
    expect(result?.rewritten).toBeGreaterThanOrEqual(2);
    expect(result?.keptAsWritten).toBeGreaterThanOrEqual(1);
    const phoneOf = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]?.phone;
    expect(await phoneOf(parses.id)).toBe('+84912345678');
    expect(await phoneOf(foreign.id)).toBe('0400000000');
    expect(await phoneOf(fine.id)).toBe('+12125550123');
    const [stored] = await t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, message?.id ?? 0));
    expect(stored?.phone).toBe('+84987654321');

    // Recorded: a second start (or a second instance) finds it done and changes nothing.
    await t.db.update(users).set({ phone: '0912345679' }).where(eq(users.id, parses.id));
    expect(await migratePhonesToE164(t.db, 'VN')).toBeUndefined();
    expect(await phoneOf(parses.id)).toBe('0912345679');
    expect(await t.db.select().from(jobRuns).where(eq(jobRuns.job, PHONES_E164_JOB))).toHaveLength(1);

    // Staff find the accounts whose number needs fixing.
    const staff = await signedIn(t, 'staff');
    const listed = await t.app.inject({ url: '/api/users?phoneNeedsFix=true', headers: staff.headers });
    expect(listed.statusCode).toBe(200);
    const names = (listed.json() as User[]).map((u) => u.fullName).sort();
    expect(names).toEqual(['Kept As Written', 'Old Vietnamese Number']);
  });

  it('asks the owner for a valid number on their next profile save, showing no other change', async () => {
    const { user, headers } = await signedIn(t, 'user', { fullName: 'Kept Number' });
    await t.db.update(users).set({ phone: '0400000000' }).where(eq(users.id, user.id));
    const profile = { username: user.username, email: user.email, fullName: 'Kept Number' };
    const put = (phone: string) =>
      t.app.inject({ method: 'PUT', url: '/api/auth/profile', payload: { ...profile, phone }, headers });
    const refused = await put('0400000000');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: PHONE_MESSAGES.invalid('VN'),
      errors: { phone: [PHONE_MESSAGES.invalid('VN')] },
    });
    const saved = await put('0912 345 601');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().phone).toBe('+84912345601');
  });

  it('answers a common password with its own message on the field', async () => {
    const res = await post('/api/auth/register', {
      username: 'common_pw',
      email: 'common@example.com',
      password: 'password1',
      fullname: 'Common Password',
      phone: '0912 345 602',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ password: [AUTH_MESSAGES.passwordCommon] });
  });
});
