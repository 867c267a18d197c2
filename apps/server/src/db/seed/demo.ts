import type { Role } from '@gym/contract';
import { sql } from 'drizzle-orm';
import { createAccount } from '../../modules/auth/auth.service.ts';
import type { Db } from '../client.ts';
import { users } from '../schema/index.ts';

/** The demo accounts of decisions §5. README lists the same four. */
export const DEMO_ACCOUNTS: {
  role: Role;
  email: string;
  password: string;
  username: string;
  fullName: string;
  phone: string;
}[] = [
  {
    role: 'admin',
    email: 'admin@gym.test',
    password: 'Admin1234',
    username: 'admin',
    fullName: 'Alex Morgan',
    phone: '0900000001',
  },
  {
    role: 'staff',
    email: 'staff@gym.test',
    password: 'Staff1234',
    username: 'staff',
    fullName: 'Sam Rivera',
    phone: '0900000002',
  },
  {
    role: 'trainer',
    email: 'trainer@gym.test',
    password: 'Trainer1234',
    username: 'trainer',
    fullName: 'John Carter',
    phone: '0900000003',
  },
  {
    role: 'user',
    email: 'member@gym.test',
    password: 'Member1234',
    username: 'member',
    fullName: 'Maya Lopez',
    phone: '0900000004',
  },
];

/** Loads demo data into an empty database; a database that has any account is left as it is. */
export async function seedDemoData(db: Db): Promise<boolean> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return false;
  for (const account of DEMO_ACCOUNTS) {
    await createAccount(db, { ...account, birthday: '1990-01-15' });
  }
  return true;
}
