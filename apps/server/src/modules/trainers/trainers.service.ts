import {
  type DeleteAccountResponse,
  type ListQuery,
  type Page,
  TRAINER_MESSAGES,
  type Trainer,
  type TrainerDetails,
} from '@gym/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { trainers, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { byCreation, listOrPage } from '../../lib/paging.ts';
import type { Caller } from '../../plugins/auth.ts';
import { deleteAccount } from '../users/account-deletion.ts';
import { isLive } from '../users/account-scopes.ts';

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

/** Trainers with their accounts; a deleted trainer's profile stays for past sessions but is never listed. */
const selectTrainers = (db: Db, where?: SQL) =>
  db
    .select(trainerColumns)
    .from(trainers)
    .innerJoin(users, eq(users.id, trainers.userId))
    .where(and(isLive(), where))
    .$dynamic();

/** Every trainer with their account, in the order they joined (`order=desc`: newest first), paged when asked. */
export async function listTrainers(db: Db, query: ListQuery): Promise<Trainer[] | Page<Trainer>> {
  const count = async () => {
    const [row] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(trainers)
      .innerJoin(users, eq(users.id, trainers.userId))
      .where(isLive());
    return row?.total ?? 0;
  };
  return listOrPage(query, selectTrainers(db).orderBy(byCreation(query, trainers.id)), count, toTrainer);
}

/** A live trainer by their trainer id or their account's id; 404 'Trainer not found' otherwise. */
export async function findTrainer(db: Db, by: { trainerId: number } | { userId: number }): Promise<Trainer> {
  const [row] = await selectTrainers(
    db,
    'trainerId' in by ? eq(trainers.id, by.trainerId) : eq(trainers.userId, by.userId),
  );
  if (!row) throw notFound(TRAINER_MESSAGES.notFound);
  return toTrainer(row);
}

/** What the price column is given: the contract allows at most cents, so two decimals are exact. */
const priceColumn = (pricePerHour: number) => pricePerHour.toFixed(2);

/** A trainer's professional profile for a new trainer account (create-by-admin runs it in its transaction). */
export async function createTrainerProfile(db: Db, userId: number, details: TrainerDetails) {
  await db.insert(trainers).values({
    userId,
    specialty: details.specialty,
    experience: details.experience,
    pricePerHour: priceColumn(details.pricePerHour),
  });
}

/** `PUT /api/Trainer/{id}` (the trainer's id, admin): specialty, experience and hourly price. */
export async function updateTrainer(db: Db, trainerId: number, details: TrainerDetails): Promise<Trainer> {
  await findTrainer(db, { trainerId });
  await db
    .update(trainers)
    .set({
      specialty: details.specialty,
      experience: details.experience,
      pricePerHour: priceColumn(details.pricePerHour),
    })
    .where(eq(trainers.id, trainerId));
  return findTrainer(db, { trainerId });
}

/**
 * `DELETE /api/Trainer/{id}` (the trainer's id, admin): the trainer's account is deleted like any other
 * (docs/decisions/005): their future sessions are cancelled and the members told by e-mail, past ones stay.
 */
export async function deleteTrainer(
  ctx: AppContext,
  caller: Caller,
  trainerId: number,
): Promise<DeleteAccountResponse> {
  const trainer = await findTrainer(ctx.db, { trainerId });
  await deleteAccount(ctx, caller, trainer.userId, TRAINER_MESSAGES.notFound);
  return { success: true, message: TRAINER_MESSAGES.deleted };
}
