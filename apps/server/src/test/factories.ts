import type { Role, User } from '@gym/contract';
import type { Db } from '../db/client.ts';
import { createAccount } from '../modules/auth/auth.service.ts';
import type { TestApp } from './app.ts';

let counter = 0;
export const DEFAULT_PASSWORD = 'Secret123';

/** An account of any role, straight through the service; overrides win. */
export async function makeAccount(
  db: Db,
  overrides: Partial<{
    role: Role;
    username: string;
    email: string;
    password: string;
    fullName: string;
    phone: string;
  }> = {},
): Promise<User> {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return createAccount(db, {
    role: 'user',
    username: `u_${tag}`.slice(0, 20),
    email: `person${tag}@example.com`,
    password: DEFAULT_PASSWORD,
    fullName: 'Test Person',
    phone: '0123456789',
    ...overrides,
  });
}

/** Logs in through the API and answers the bearer header for the account. */
export async function loginAs(t: TestApp, email: string, password = DEFAULT_PASSWORD) {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const token = res.json().token as string;
  return { authorization: `Bearer ${token}`, token };
}

/** An account of the role, logged in. */
export async function signedIn(t: TestApp, role: Role = 'user') {
  const user = await makeAccount(t.db, { role });
  const { authorization, token } = await loginAs(t, user.email);
  return { user, headers: { authorization }, token };
}
