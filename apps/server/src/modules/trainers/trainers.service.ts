import type { Page, PageQuery, Trainer } from '@gym/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { trainers, users } from '../../db/schema/index.ts';
import { countRows, listOrPage } from '../../lib/paging.ts';

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
  return listOrPage(query, select, () => countRows(db, trainers), toTrainer);
}
