import {
  type DeleteAccountResponse,
  imageIdOf,
  imageUrl,
  type ListQuery,
  type Page,
  type PublicTrainer,
  TRAINER_MESSAGES,
  type Trainer,
  type TrainerDetails,
  type TrainerUpdateInput,
} from '@gym/contract';
import { and, asc, eq, gt, lt, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { trainers, users } from '../../db/schema/index.ts';
import { badRequest, fieldError, forbidden, notFound } from '../../lib/errors.ts';
import { byCreation, EXPORT_BATCH, inBatches, listOrPage } from '../../lib/paging.ts';
import type { Caller } from '../../plugins/auth.ts';
import { findImageOwner } from '../images/images.service.ts';
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
  biography: trainer.biography,
  photoUrl: trainer.photoImageId === null ? null : imageUrl(trainer.photoImageId),
  user,
});

/** What the public site shows of a trainer (decisions §1, §4): no e-mail, phone or price. */
const toPublicTrainer = ({ trainer, user }: TrainerRow): PublicTrainer => ({
  trainerId: trainer.id,
  fullName: user.fullName ?? user.username,
  specialty: trainer.specialty,
  experience: trainer.experience,
  biography: trainer.biography,
  photoUrl: trainer.photoImageId === null ? null : imageUrl(trainer.photoImageId),
});

/**
 * `GET /api/trainers/public`: the gym's trainers in the order they joined, read fresh on every call (a trainer the
 * admin adds shows at once; the list is small and the landing page asks once per visit).
 */
export async function listPublicTrainers(db: Db): Promise<PublicTrainer[]> {
  const rows = await selectTrainers(db).orderBy(asc(trainers.id));
  return rows.map(toPublicTrainer);
}

/** `GET /api/trainers/public/{trainerId}`: one live trainer's public profile; 404 'Trainer not found'. */
export async function findPublicTrainer(db: Db, trainerId: number): Promise<PublicTrainer> {
  const [row] = await selectTrainers(db, eq(trainers.id, trainerId));
  if (!row) throw notFound(TRAINER_MESSAGES.notFound);
  return toPublicTrainer(row);
}

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

/**
 * `GET /api/Trainer?format=csv`: every trainer in the list's order (`order=desc`: newest first), read `batchSize` at a
 * time after the last trainer id given, so a trainer added or deleted meanwhile neither shifts nor repeats another.
 */
export async function* allTrainers(
  db: Db,
  query: Pick<ListQuery, 'order'>,
  batchSize = EXPORT_BATCH,
): AsyncGenerator<Trainer> {
  const newestFirst = query.order === 'desc';
  const batches = inBatches<TrainerRow>(
    ({ after, limit }) =>
      selectTrainers(db, after && (newestFirst ? lt(trainers.id, after.trainer.id) : gt(trainers.id, after.trainer.id)))
        .orderBy(byCreation(query, trainers.id))
        .limit(limit),
    batchSize,
  );
  for await (const rows of batches) yield* rows.map(toTrainer);
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

/**
 * The photo column for a `photoUrl`: null removes it; the photo they have stays; any other address must name a
 * stored image, and for a trainer one they uploaded themself.
 */
async function photoColumn(
  db: Db,
  caller: Caller,
  photoUrl: string | null,
  current: string | null,
): Promise<number | null> {
  if (photoUrl === null) return null;
  const id = imageIdOf(photoUrl);
  if (id !== null && photoUrl === current) return id;
  const image = id === null ? undefined : await findImageOwner(db, id);
  if (id === null || !image) throw fieldError(400, 'photoUrl', TRAINER_MESSAGES.photoNotFound);
  if (caller.role === 'trainer' && image.createdBy !== caller.id) {
    throw fieldError(400, 'photoUrl', TRAINER_MESSAGES.photoInvalid);
  }
  return id;
}

/**
 * `PUT /api/Trainer/{id}` (the trainer's id). The admin: specialty, experience and hourly price, each required as
 * before, and the biography and photo when sent. A trainer: their own biography and photo only; another trainer's
 * id, or any other field, is refused with 403 (decisions §4). A field left out keeps its value.
 */
export async function updateTrainer(
  db: Db,
  caller: Caller,
  trainerId: number,
  body: TrainerUpdateInput,
): Promise<Trainer> {
  const current = await findTrainer(db, { trainerId });
  const details = { specialty: body.specialty, experience: body.experience, pricePerHour: body.pricePerHour };
  if (caller.role === 'trainer') {
    if (current.userId !== caller.id) throw forbidden(TRAINER_MESSAGES.ownProfileOnly);
    if (Object.values(details).some((v) => v !== undefined)) throw forbidden(TRAINER_MESSAGES.ownFieldsOnly);
  } else {
    const missing: Record<string, string[]> = {};
    if (details.specialty === undefined) missing.specialty = [TRAINER_MESSAGES.specialtyRequired];
    if (details.experience === undefined) missing.experience = [TRAINER_MESSAGES.experienceRequired];
    if (details.pricePerHour === undefined) missing.pricePerHour = [TRAINER_MESSAGES.priceRequired];
    const [first] = Object.values(missing);
    if (first?.[0]) throw badRequest(first[0], missing);
  }
  const photoImageId =
    body.photoUrl === undefined ? undefined : await photoColumn(db, caller, body.photoUrl, current.photoUrl);
  await db
    .update(trainers)
    .set({
      ...(details.specialty === undefined ? {} : { specialty: details.specialty }),
      ...(details.experience === undefined ? {} : { experience: details.experience }),
      ...(details.pricePerHour === undefined ? {} : { pricePerHour: priceColumn(details.pricePerHour) }),
      ...(body.biography === undefined ? {} : { biography: body.biography }),
      ...(photoImageId === undefined ? {} : { photoImageId }),
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
