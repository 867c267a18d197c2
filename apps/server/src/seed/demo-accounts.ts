import type { Role } from '@gym/contract';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { hashSecret } from '../lib/passwords.ts';

type DemoPerson = { username: string; email: string; fullName: string; phone?: string; birthday?: string };

/**
 * Demo accounts of one role that share a password, in one statement with one hash: an argon2 hash takes tens of
 * milliseconds, the largest part of a first start, so each demo password is hashed once rather than per person.
 * Answers the new ids by e-mail (lower case, as createAccount stores it).
 */
export async function insertDemoAccounts(db: Db, role: Role, password: string, people: DemoPerson[]) {
  if (people.length === 0) return new Map<string, number>();
  const passwordHash = await hashSecret(password);
  const rows = await db
    .insert(users)
    .values(people.map((p) => ({ ...p, email: p.email.toLowerCase(), role, passwordHash })))
    .returning({ id: users.id, email: users.email });
  return new Map(rows.map((r) => [r.email, r.id]));
}
