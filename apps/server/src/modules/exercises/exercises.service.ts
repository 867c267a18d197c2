import {
  EXERCISE_MESSAGES,
  type Exercise,
  type ExerciseBodyPart,
  type exerciseQuerySchema,
  type Page,
} from '@gym/contract';
import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { exercises } from '../../db/schema/index.ts';
import { catalogueRead } from '../../lib/cache/catalogue.ts';
import type { ReadContext } from '../../lib/cache/declared.ts';
import { notFound } from '../../lib/errors.ts';
import { countRows, pageOf } from '../../lib/paging.ts';

type Row = typeof exercises.$inferSelect;

/** The API calls the image `gifUrl`, the cart's name for it (spec §3). */
const toExercise = (row: Row): Exercise => ({
  id: row.id,
  name: row.name,
  bodyPart: row.bodyPart as ExerciseBodyPart,
  target: row.target,
  equipment: row.equipment,
  instructions: row.instructions,
  gifUrl: row.imageUrl,
});

/** `%` and `_` typed by a person are letters to look for, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Search (any case) over name, target muscle and equipment, and a body part; both optional. */
function filterOf(search: string | undefined, bodyPart: ExerciseBodyPart | undefined): SQL | undefined {
  const conditions: SQL[] = [];
  if (bodyPart) conditions.push(eq(exercises.bodyPart, bodyPart));
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    const match = or(
      ilike(exercises.name, pattern),
      ilike(exercises.target, pattern),
      ilike(exercises.equipment, pattern),
    );
    if (match) conditions.push(match);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** One page of the catalogue in name order; a page past the end is empty (the total says how many there are). */
export async function listExercises(
  ctx: ReadContext,
  query: z.output<typeof exerciseQuerySchema>,
): Promise<Page<Exercise>> {
  const where = filterOf(query.search, query.bodyPart);
  const select = ctx.db
    .select()
    .from(exercises)
    .where(where)
    .orderBy(asc(exercises.name), asc(exercises.id))
    .$dynamic();
  return pageOf(query, select, () => countRows(ctx.db, exercises, where), toExercise);
}

/** The body parts that have at least one exercise, in alphabetical order. */
export async function listBodyParts(ctx: ReadContext): Promise<ExerciseBodyPart[]> {
  const rows = await ctx.db
    .selectDistinct({ bodyPart: exercises.bodyPart })
    .from(exercises)
    .orderBy(asc(exercises.bodyPart));
  return rows.map((r) => r.bodyPart as ExerciseBodyPart);
}

export async function getExercise(ctx: ReadContext, id: number): Promise<Exercise> {
  const [row] = await ctx.db.select().from(exercises).where(eq(exercises.id, id));
  if (!row) throw notFound(EXERCISE_MESSAGES.notFound);
  return toExercise(row);
}

/** The catalogue's reads, cached under `catalogue_version` (`lib/cache/`), with the tables each reads. */
export const exercisePage = catalogueRead({ name: 'exercises', tables: ['exercises'], load: listExercises });
export const exerciseBodyParts = catalogueRead({
  name: 'exercise-body-parts',
  tables: ['exercises'],
  load: (ctx, _args: undefined) => listBodyParts(ctx),
});
export const exerciseById = catalogueRead({ name: 'exercise', tables: ['exercises'], load: getExercise });
