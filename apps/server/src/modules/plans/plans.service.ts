import {
  AMENITY_AVAILABLE,
  AMENITY_NOT_AVAILABLE,
  AUTH_MESSAGES,
  can,
  LEGACY_MONTH_DAYS,
  LEGACY_YEAR_DAYS,
  type LegacyPlanFeatures,
  type Page,
  PLAN_AMENITIES,
  PLAN_MESSAGES,
  type Plan,
  type PlanAmenities,
  type PlanInput,
  type PlanListQuery,
  priceForDays,
} from '@gym/contract';
import { eq } from 'drizzle-orm';
import { constraintName, type Db, sqlState } from '../../db/client.ts';
import { plans } from '../../db/schema/index.ts';
import { catalogueRead } from '../../lib/cache/catalogue.ts';
import { conflict, forbidden, notFound, unauthorized } from '../../lib/errors.ts';
import { byCreation, countRows, listOrPage } from '../../lib/paging.ts';
import type { Caller } from '../../plugins/auth.ts';
import { appendAudit } from '../audit/audit.service.ts';

type PlanRow = typeof plans.$inferSelect;

/** Anything that can run a select: the database or a transaction. */
type Reader = Pick<Db, 'select'>;

const amenitiesOf = (row: PlanRow) =>
  Object.fromEntries(PLAN_AMENITIES.map(({ key }) => [key, row[key]])) as PlanAmenities;

/**
 * A row as the API answers it. The only place where the exact decimal price (a string from either driver)
 * becomes a number: prices have at most two decimals and stay far below 2^53 cents, so nothing is lost.
 */
export const toPlan = (row: PlanRow): Plan => ({
  id: row.id,
  name: row.name,
  description: row.description,
  price: Number(row.price),
  durationInDays: row.durationInDays,
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
  imageUrl: row.imageUrl,
  planType: row.planType,
  maxMembers: row.maxMembers,
  amenities: amenitiesOf(row),
});

/**
 * The plan with this id, whether on offer or not (members keep seeing the plan they hold), or 404.
 * `forUpdate` locks the row for the rest of the caller's transaction, so that checks on the plan (such as
 * `maxMembers`) and the writes that depend on them cannot interleave with another buyer's.
 */
export async function loadPlan(db: Reader, id: number, options: { forUpdate?: boolean } = {}): Promise<Plan> {
  const query = db.select().from(plans).where(eq(plans.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound(PLAN_MESSAGES.notFound);
  return toPlan(row);
}

/** Retired plans are listed only to the people who manage plans (decisions §4: POST, PUT, DELETE). */
function assertMayListInactive(caller: Caller | null) {
  if (!caller) throw unauthorized(AUTH_MESSAGES.notSignedIn);
  if (!can(caller.role, 'plans.listRetired')) throw forbidden(AUTH_MESSAGES.forbidden);
}

/**
 * Plans oldest first (so the landing page's first four stay put), newest first with `order=desc` (the back office),
 * as a page when one is asked for.
 */
export async function listPlans(db: Db, caller: Caller | null, query: PlanListQuery): Promise<Plan[] | Page<Plan>> {
  const includeInactive = query.includeInactive === 'true';
  if (includeInactive) assertMayListInactive(caller);
  const where = includeInactive ? undefined : eq(plans.isActive, true);
  const select = db.select().from(plans).where(where).orderBy(byCreation(query, plans.id)).$dynamic();
  return listOrPage(query, select, () => countRows(db, plans, where), toPlan);
}

/** The public catalogue's plan reads, cached under `catalogue_version` (`lib/cache/`), with the tables each reads. */
export const plansOnOffer = catalogueRead({
  name: 'plans',
  tables: ['plans'],
  // Plans on offer only: the route lists retired ones (managers only) without the cache.
  load: ({ db }, query: PlanListQuery) => listPlans(db, null, query),
});
export const planById = catalogueRead({
  name: 'plan',
  tables: ['plans'],
  load: ({ db }, id: number) => loadPlan(db, id),
});

/**
 * The columns a request sets. Optional fields left out are not touched: on create the database defaults
 * apply (type Standard, no member limit, active, no amenities), on update the saved values stay.
 */
function columnsOf(input: PlanInput) {
  const amenities = Object.fromEntries(
    Object.entries(input.amenities ?? {}).filter(([, value]) => value !== undefined),
  ) as Partial<PlanAmenities>;
  return {
    name: input.name,
    description: input.description,
    price: input.price.toFixed(2),
    durationInDays: input.durationInDays,
    imageUrl: input.imageUrl,
    ...(input.maxMembers !== undefined && { maxMembers: input.maxMembers }),
    ...(input.planType !== undefined && { planType: input.planType }),
    ...(input.isActive !== undefined && { isActive: input.isActive }),
    ...amenities,
  };
}

export async function createPlan(db: Db, input: PlanInput): Promise<Plan> {
  const [row] = await db.insert(plans).values(columnsOf(input)).returning();
  return toPlan(row as PlanRow);
}

/** Saves a plan; a change of its price is a money event, written to the audit trail with the save. */
export async function updatePlan(db: Db, actorId: number, id: number, input: PlanInput) {
  const row = await db.transaction(async (tx) => {
    const [before] = await tx.select({ price: plans.price }).from(plans).where(eq(plans.id, id)).for('update');
    if (!before) throw notFound(PLAN_MESSAGES.notFound);
    const [saved] = await tx
      .update(plans)
      .set({ ...columnsOf(input), updatedAt: new Date() })
      .where(eq(plans.id, id))
      .returning();
    const updated = saved as PlanRow;
    if (Number(before.price) !== Number(updated.price))
      await appendAudit(tx, {
        actorId,
        action: 'plan.priceChanged',
        subject: { type: 'plan', id },
        before: { price: Number(before.price) },
        after: { price: Number(updated.price) },
      });
    return updated;
  });
  return { success: true as const, message: PLAN_MESSAGES.updated, data: toPlan(row) };
}

/**
 * PostgreSQL 15 reports a RESTRICT foreign key as 23503 (foreign_key_violation); newer versions, PGlite's
 * among them, as 23001 (restrict_violation). Only the subscriptions key counts here: payments let go of a
 * deleted plan (ON DELETE SET NULL).
 */
const isSubscriptionReference = (error: unknown) =>
  (sqlState(error) === '23503' || sqlState(error) === '23001') &&
  constraintName(error) === 'subscriptions_plan_id_plans_id_fk';

/**
 * Deletes a plan nobody ever subscribed to. The database refuses to delete a plan that subscriptions still
 * point at (the foreign key restricts), which holds even against a purchase made at the same moment; that
 * refusal becomes a 409 telling the person to retire the plan instead (decisions §3).
 */
export async function deletePlan(db: Db, id: number) {
  try {
    const deleted = await db.delete(plans).where(eq(plans.id, id)).returning({ id: plans.id });
    if (deleted.length === 0) throw notFound(PLAN_MESSAGES.notFound);
  } catch (error) {
    if (isSubscriptionReference(error)) throw conflict(PLAN_MESSAGES.hasSubscriptions);
    throw error;
  }
  return { success: true as const, message: PLAN_MESSAGES.deleted };
}

const availability = (included: boolean) => (included ? AMENITY_AVAILABLE : AMENITY_NOT_AVAILABLE);

/** The old plan-features shape (spec §3): amounts per 30-day month and 365-day year, amenities as text. */
export async function getLegacyPlanFeatures(db: Db, id: number): Promise<LegacyPlanFeatures> {
  const plan = await loadPlan(db, id);
  const amenities = Object.fromEntries(
    PLAN_AMENITIES.map(({ key }) => [key, availability(plan.amenities[key])]),
  ) as Record<keyof PlanAmenities, ReturnType<typeof availability>>;
  return {
    success: true,
    plan: {
      planName: plan.name,
      monthlyPlanAmount: priceForDays(plan.price, plan.durationInDays, LEGACY_MONTH_DAYS),
      yearlyPlanAmount: priceForDays(plan.price, plan.durationInDays, LEGACY_YEAR_DAYS),
      ...amenities,
    },
  };
}
