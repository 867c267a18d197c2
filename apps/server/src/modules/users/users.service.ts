import type { User } from '@gym/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/auth.ts';
import { toUser } from '../auth/auth.service.ts';
import { assertCanSeeMember, MEMBER_NOT_FOUND } from './member-access.ts';

/** One account's safe view: own, admin, staff, or a trainer of that member (decisions §4). */
export async function getUser(db: Db, caller: Caller, id: number): Promise<User> {
  await assertCanSeeMember(db, caller, id);
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound(MEMBER_NOT_FOUND);
  return toUser(row);
}
