import type { OpeningWeek, Role } from '@gym/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { createAccount } from '../modules/auth/auth.service.ts';
import { insertDemoAccounts } from './demo-accounts.ts';
import { seedDemoClasses } from './demo-classes.ts';
import { seedDemoEquipment } from './demo-equipment.ts';
import { seedDemoFeedback } from './demo-feedback.ts';
import { seedDemoGym } from './demo-gym.ts';
import { seedDemoMembership } from './demo-membership.ts';
import { seedDemoPlans } from './demo-plans.ts';
import { seedDemoSessions } from './demo-sessions.ts';

// `seed/` fills a database at start: the exercise catalogue (`exercises.ts`, every start) and the demo gym (this
// file, an empty database only). It sits above `modules/`, not in `db/`, because the demo writes through the
// services (`createAccount`, `createPlan`) so that its rows keep their rules; its imports point down.

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
    phone: '+12125550111',
  },
  {
    role: 'staff',
    email: 'staff@gym.test',
    password: 'Staff1234',
    username: 'staff',
    fullName: 'Sam Rivera',
    phone: '+12125550112',
  },
  {
    role: 'trainer',
    email: 'trainer@gym.test',
    password: 'Trainer1234',
    username: 'trainer',
    fullName: 'John Carter',
    phone: '+12125550113',
  },
  {
    role: 'user',
    email: 'member@gym.test',
    password: 'Member1234',
    username: 'member',
    fullName: 'Maya Lopez',
    phone: '+12125550114',
  },
];

/** Two more of the front desk, so that the admin's staff list is not a single row. Same password as the demo staff. */
export const DEMO_STAFF = [
  { username: 'jordan_b', email: 'jordan.blake@gym.test', fullName: 'Jordan Blake', phone: '+12125550115' },
  { username: 'ines_m', email: 'ines.moreno@gym.test', fullName: 'Ines Moreno', phone: '+12125550116' },
];

/**
 * Loads demo data into an empty database; a database that has any account is left as it is. Each area seeds
 * its own part, in this order because later parts use earlier ones (members need plans, equipment needs rooms and
 * the staff who reported repairs, sessions need trainers, rooms and subscriptions, classes go around the sessions).
 */
export async function seedDemoData(
  db: Db,
  options: { timeZone: string; openingHours?: OpeningWeek },
): Promise<boolean> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return false;
  for (const account of DEMO_ACCOUNTS) {
    await createAccount(db, { ...account, birthday: '1990-01-15' });
  }
  await insertDemoAccounts(
    db,
    'staff',
    'Staff1234',
    DEMO_STAFF.map((account) => ({ ...account, birthday: '1988-06-01' })),
  );
  await seedDemoPlans(db);
  await seedDemoGym(db);
  await seedDemoEquipment(db, options);
  await seedDemoMembership(db, options);
  await seedDemoSessions(db, options);
  await seedDemoClasses(db, options);
  await seedDemoFeedback(db);
  return true;
}
