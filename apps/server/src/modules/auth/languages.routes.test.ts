import { AUTH_MESSAGES } from '@gym/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import type { Mail } from '../../lib/mailer.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { setClock } from '../../test/clock.ts';
import { signedIn } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  setClock('2026-03-10T10:00:00Z');
  t = await createTestApp({ PUBLIC_WRITES_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

const newMember = (overrides: Record<string, unknown> = {}) => {
  const tag = Math.random().toString(36).slice(2, 8);
  return {
    username: `l_${tag}`,
    email: `l${tag}@example.com`,
    password: 'Secret123',
    fullname: 'Lucía Gómez',
    phone: '(212) 555-0123',
    ...overrides,
  };
};

const register = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload, headers });

/** What the outbox sent to `email` (the test app sends it before the request's answer). */
const mailsTo = async (email: string): Promise<Mail[]> => t.sent.filter((mail) => mail.to === email);

const profileOf = (user: { username: string; email: string }, extra: Record<string, unknown> = {}) => ({
  username: user.username,
  email: user.email,
  fullName: 'Test Person',
  phone: null,
  birthday: null,
  ...extra,
});

describe('API messages in the request language', () => {
  const badRegister = { ...newMember(), email: 'not-an-email', password: 'short' };

  it('answers the spec’s English without an Accept-Language header', async () => {
    const res = await register(badRegister);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.email).toEqual([AUTH_MESSAGES.emailInvalid]);
    expect(res.json().errors.password).toEqual(['Password must be at least 8 characters']);
  });

  it('answers validation messages in Spanish for Accept-Language: es', async () => {
    const res = await register(badRegister, { 'accept-language': 'es-ES,es;q=0.9,en;q=0.8' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.email).toEqual(['Introduce un correo electrónico válido']);
    expect(res.json().errors.password).toEqual(['La contraseña debe tener al menos 8 caracteres']);
    expect(res.json().message).toMatch(/correo electrónico válido|al menos 8 caracteres/);
  });

  it('prefers the language the header weighs highest, and English when none is supported', async () => {
    const spanishSecond = await register(badRegister, { 'accept-language': 'en-GB;q=0.9, es;q=0.4' });
    expect(spanishSecond.json().errors.email).toEqual([AUTH_MESSAGES.emailInvalid]);
    const french = await register(badRegister, { 'accept-language': 'fr-FR' });
    expect(french.json().errors.email).toEqual([AUTH_MESSAGES.emailInvalid]);
  });

  it('translates a message built from a template (the phone example) and a guard’s message', async () => {
    const res = await register({ ...newMember(), phone: '12' }, { 'accept-language': 'es' });
    expect(res.json().errors.phone?.[0]).toMatch(/^Introduce un teléfono válido, por ejemplo /);
    const guard = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user-auth',
      headers: { 'accept-language': 'es' },
    });
    expect(guard.statusCode).toBe(401);
    expect(guard.json().message).toBe('Inicia sesión para continuar');
  });

  it('translates the settings’ messages built from a template for an admin who speaks Spanish', async () => {
    const admin = await signedIn(t, 'admin');
    await t.db.update(users).set({ language: 'es' }).where(eq(users.id, admin.user.id));
    const gym = (await t.app.inject({ method: 'GET', url: '/api/gym' })).json();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/gym',
      headers: admin.headers,
      payload: { ...gym, currency: 'KWD', cancelCutoffHours: 1000 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      currency: [
        'KWD tiene 3 decimales; aquí los importes tienen como máximo dos, así que elige una moneda con dos o menos',
      ],
      cancelCutoffHours: [expect.stringMatching(/^Introduce un número entero de horas de 0 a \d+$/)],
    });
  });
});

describe('the account language', () => {
  it('keeps a Spanish visitor’s language and e-mails a Spanish welcome', async () => {
    const body = newMember();
    const res = await register(body, { 'accept-language': 'es-ES' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('¡Registro completado!');
    expect(res.json().user.language).toBe('es');
    const [welcome, ...more] = await mailsTo(body.email);
    expect(more).toEqual([]);
    expect(welcome?.subject).toBe('Te damos la bienvenida a Pulse Gym');
    expect(welcome?.text).toContain('Hola, Lucía Gómez:');
    expect(welcome?.text).toContain(`Tu cuenta de Pulse Gym ya está lista. Tu nombre de usuario es ${body.username}.`);
    expect(welcome?.html).toContain('<html lang="es">');
  });

  it('welcomes in English without a header, and a register body’s language wins over the header', async () => {
    const english = newMember();
    expect((await register(english)).json().user.language).toBe('en');
    expect((await mailsTo(english.email))[0]?.subject).toBe('Welcome to Pulse Gym');
    const asked = newMember();
    const res = await register({ ...asked, language: 'es' }, { 'accept-language': 'en-US' });
    expect(res.json().user.language).toBe('es');
    expect((await mailsTo(asked.email))[0]?.subject).toBe('Te damos la bienvenida a Pulse Gym');
  });

  it('saves the language with the profile, answers it on login, and speaks it without a header', async () => {
    const { user, headers } = await signedIn(t, 'user');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers,
      payload: profileOf(user, { language: 'es' }),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().language).toBe('es');
    const [row] = await t.db.select({ language: users.language }).from(users).where(eq(users.id, user.id));
    expect(row?.language).toBe('es');

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'Secret123' },
    });
    expect(login.json().user.language).toBe('es');
    expect(login.json().message).toBe('¡Has iniciado sesión!');

    // The account's choice wins over the header for the signed-in caller.
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: { ...headers, 'accept-language': 'en' },
      payload: profileOf(user, { email: 'other@example.com' }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('El correo electrónico no se puede cambiar');

    // A save without `language` (an older client) keeps the account's choice.
    const kept = await t.app.inject({ method: 'PUT', url: '/api/auth/profile', headers, payload: profileOf(user) });
    expect(kept.json().language).toBe('es');
  });

  it('refuses a language other than en or es with a 400 and writes nothing', async () => {
    const { user, headers } = await signedIn(t, 'user');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers,
      payload: profileOf(user, { language: 'fr', fullName: 'Changed Name' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.language).toEqual([AUTH_MESSAGES.languageInvalid]);
    const [row] = await t.db
      .select({ language: users.language, fullName: users.fullName })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row).toEqual({ language: 'en', fullName: 'Test Person' });
  });

  it('keeps the column to en or es in the database too', async () => {
    const { user } = await signedIn(t, 'user');
    await expect(t.db.execute(sql`update users set language = 'fr' where id = ${user.id}`)).rejects.toThrow();
  });
});
