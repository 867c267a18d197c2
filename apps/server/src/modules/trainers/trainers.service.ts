import type { Page, PageQuery, Trainer } from '@gym/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { trainers, users } from '../../db/schema/index.ts';

const trainerColumns = {
  trainer: trainers,
  user: { id: users.id, username: users.username, email: users.email, phone: users.phone, fullName: users.fullName },
};
type TrainerRow = {
  trainer: typeof trainers.$inferSelect;
  user: { id: number; username: string; email: string; phone: string | null; fullName: string | null };
};

/** The list item of decisions §6; a trainer without a full name is shown by username. */
export const toTrainer = ({ trainer, user }: TrainerRow): Trainer => ({
  trainerId: trainer.id,
  userId: trainer.userId,
  fullName: user.fullName ?? user.username,
  specialty: trainer.specialty,
  specialization: trainer.specialty,
  experience: trainer.experience,
  pricePerHour: Number(trainer.pricePerHour),
  user,
});

/** Every trainer with their account, in the order they joined, as a page when one is asked for. */
export async function listTrainers(db: Db, query: PageQuery): Promise<Trainer[] | Page<Trainer>> {
  const select = db
    .select(trainerColumns)
    .from(trainers)
    .innerJoin(users, eq(users.id, trainers.userId))
    .orderBy(asc(trainers.id))
    .$dynamic();
  if (query.page === undefined) return (await select).map(toTrainer);
  const { page, pageSize } = query;
  const [rows, [counted]] = await Promise.all([
    select.limit(pageSize).offset((page - 1) * pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(trainers),
  ]);
  return { items: rows.map(toTrainer), total: counted?.total ?? 0, page, pageSize };
}
