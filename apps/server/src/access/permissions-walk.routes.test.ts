import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { addDays, PERMISSIONS, type Permission } from '@gym/contract';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { equipment, exercises, feedback } from '../db/schema/index.ts';
import { loadExerciseCatalogue } from '../db/seed/exercises.ts';
import { guardedRoutes } from '../plugins/auth.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { setClock } from '../test/clock.ts';
import {
  CAST,
  type Cast,
  DEFAULT_PASSWORD,
  giveSubscription,
  makeAccount,
  makeCast,
  makePayment,
  makePlan,
  makeRoom,
  makeSession,
  makeSubscription,
  makeTrainer,
} from '../test/factories.ts';
import { CALLERS, type Caller, ENDPOINTS, partsOf, ROLE_OF, rolesOf, rowName } from './endpoints.ts';
import { PERMISSIONS_DOC, withEndpointTable } from './permissions-doc.ts';

/**
 * The permission table, walked (issue 11): `ENDPOINTS` against the routes the app registers, the contract's
 * `PERMISSIONS` and docs/permissions.md, then every row as each of the seven callers.
 */

const TODAY = '2026-03-10';
const CHECKS = ENDPOINTS.length * CALLERS.length;

let t: TestApp;
let cast: Cast;
/** What the requests are aimed at, made once; what a request changes or deletes is made fresh for each. */
let fx: {
  plan: number;
  room: number;
  bookingRoom: number;
  feedback: number;
  equipment: number;
  exercise: number;
  subscription: number;
  walkerEmail: string;
  /** A coming session of `member`'s for each caller allowed to cancel one, and one the others are refused. */
  cancellable: Record<'member' | 'staff' | 'admin' | 'refused', number>;
};

beforeAll(async () => {
  setClock(`${TODAY}T09:00:00Z`);
  // The walk signs up, logs in and writes to public forms hundreds of times from one address.
  t = await createTestApp({
    LOGIN_MAX_FAILURES: '1000000',
    RESET_MAX_PER_HOUR: '1000000',
    PUBLIC_WRITES_PER_MINUTE: '1000000',
  });
  cast = await makeCast(t);
  const member = cast.member.user.id;
  const room = await makeRoom(t.db);
  const [item] = await t.db
    .insert(equipment)
    .values({ roomId: room.id, name: 'Rowing machine', quantity: 2, importDate: '2026-01-05', warranty: '2028-01-05' })
    .returning();
  await loadExerciseCatalogue(t.db);
  const [exercise] = await t.db.select({ id: exercises.id }).from(exercises).orderBy(asc(exercises.id)).limit(1);
  fx = {
    plan: (await makePlan(t.db)).id,
    room: room.id,
    bookingRoom: (await makeRoom(t.db, { roomQuantity: 20 })).id,
    feedback: await memberFeedback(),
    equipment: (item as { id: number }).id,
    exercise: (exercise as { id: number }).id,
    // The member's subscription, which their bookings need and the renew call answers.
    subscription: (await giveSubscription(t.db, member)).id,
    walkerEmail: (await makeAccount(t.db)).email,
    cancellable: await cancellableSessions(),
  };
});

/** `member`'s sessions with `trainer` weeks ahead (after the walk's bookings), each on a day of its own. */
async function cancellableSessions(): Promise<Record<'member' | 'staff' | 'admin' | 'refused', number>> {
  const room = await makeRoom(t.db);
  const on = async (day: number) =>
    (
      await makeSession(t.db, {
        userId: cast.member.user.id,
        trainerId: cast.trainer.trainerId,
        roomId: room.id,
        start: new Date(`${addDays(TODAY, day)}T10:00:00Z`),
      })
    ).id;
  return { member: await on(20), staff: await on(21), admin: await on(22), refused: await on(23) };
}
afterAll(() => t?.close());

let serial = 0;
const unique = () => {
  serial += 1;
  return serial;
};

async function memberFeedback() {
  const [row] = await t.db
    .insert(feedback)
    .values({ userId: cast.member.user.id, message: 'The sauna is lovely.', rating: 5 })
    .returning({ id: feedback.id });
  return (row as { id: number }).id;
}

/** `member`'s calendar feed secret, made through the API on the first ask. */
async function memberSecret() {
  const res = await t.app.inject({ method: 'GET', url: '/api/calendar/feed', headers: cast.member.headers });
  return /\/api\/calendar\/([^/]+)\.ics$/.exec(res.json().url)?.[1] ?? 'missing';
}

/** A subscription of the member's to a plan of its own; renewing (extended) when told. */
async function memberSubscription(autoRenew = false) {
  const plan = await makePlan(t.db);
  const sub = await makeSubscription(t.db, {
    userId: cast.member.user.id,
    planId: plan.id,
    startDate: addDays(TODAY, -1),
    endDate: addDays(TODAY, 29),
    autoRenew,
  });
  return sub.id;
}

/** What a row's request carries besides its method and path: `:name` and `*` fillings, a query, a body. */
type Request = { params?: Record<string, string | number>; query?: string; payload?: unknown };
type Build = (who: Caller) => Request | Promise<Request>;

const id = (value: number) => ({ params: { id: value } });
const planBody = () => ({
  name: `Walk plan ${unique()}`,
  description: 'Gym floor access.',
  price: 19.99,
  durationInDays: 30,
  imageUrl: '/images/plans/basic.svg',
});
const equipmentBody = { name: 'Rowing machine', quantity: 2, importDate: '2026-01-05', warranty: '2028-01-05' };
const days = { query: 'from=2026-03-01&to=2026-03-31' };

/** One request per row (by `rowName`), aimed at `member`'s records. */
const REQUESTS: Record<string, Build> = {
  // Auth
  'POST /api/auth/register': () => {
    const n = unique();
    return {
      payload: {
        username: `walker${n}`,
        email: `walker${n}@example.com`,
        password: DEFAULT_PASSWORD,
        fullname: 'Walk Er',
        phone: '0123456789',
      },
    };
  },
  'POST /api/auth/login': () => ({ payload: { email: fx.walkerEmail, password: DEFAULT_PASSWORD } }),
  'POST /api/v1/auth/forgot-password': () => ({ payload: { email: fx.walkerEmail } }),
  'PUT /api/auth/profile': (who) => {
    const user = who === 'anonymous' ? cast.member.user : cast[who].user;
    return { payload: { username: user.username, email: user.email, fullName: 'Walked Person', phone: null } };
  },
  'GET /api/auth/admin-auth': () => ({}),
  'GET /api/auth/staff-auth': () => ({}),
  'GET /api/auth/trainer-auth': () => ({}),
  'GET /api/auth/user-auth': () => ({}),

  // System
  'GET /api/health': () => ({}),
  'GET /api/gym': () => ({}),
  'GET /api/openapi.json': () => ({}),
  'GET /api/docs': () => ({}),
  'GET /api/docs/static/index.html': () => ({}),
  'GET /api/docs/static/swagger-initializer.js': () => ({}),
  'GET /api/docs/static/*': () => ({ params: { '*': 'swagger-ui.css' } }),
  'GET /api/docs/json': () => ({}),
  'GET /api/docs/yaml': () => ({}),

  // Newsletter
  'POST /api/newsletter': () => ({ payload: { email: `reader${unique()}@example.com` } }),

  // Plans
  'GET /api/plan': () => ({}),
  'GET /api/plan?includeInactive=true': () => ({}),
  'GET /api/plan/:id': () => id(fx.plan),
  'GET /api/v1/plan/get-plan/:id': () => id(fx.plan),
  'POST /api/plan': () => ({ payload: planBody() }),
  'PUT /api/plan/:id': () => ({ ...id(fx.plan), payload: planBody() }),
  'DELETE /api/plan/:id': async () => id((await makePlan(t.db)).id),

  // Users
  'GET /api/users': () => ({}),
  'GET /api/users/:id': () => id(cast.member.user.id),
  "GET /api/users/:id [a trainer's account]": () => id(cast.trainer.user.id),
  'PUT /api/users/:id': () => {
    const { id: memberId, username, email } = cast.member.user;
    return { ...id(memberId), payload: { username, email, fullName: 'Walked Member' } };
  },
  "PUT /api/users/:id [a trainer's account]": async () => {
    const { user } = await makeTrainer(t.db);
    return { ...id(user.id), payload: { username: user.username, email: user.email, fullName: 'Walked Trainer' } };
  },
  'DELETE /api/users/:id': async () => id((await makeAccount(t.db)).id),
  'POST /api/users/create-by-admin': () => {
    const n = unique();
    return {
      payload: {
        role: 'staff',
        username: `desk${n}`,
        email: `desk${n}@example.com`,
        password: DEFAULT_PASSWORD,
        birthday: '1990-01-01',
      },
    };
  },

  // Statistics
  'GET /api/Admin': () => ({}),
  'GET /api/stats/admin': () => ({}),
  'GET /api/stats/staff': () => ({}),
  'GET /api/stats/trainer': () => ({}),

  // Subscriptions
  'GET /api/subscription': () => ({}),
  'GET /api/users/:id/subscriptions': () => id(cast.member.user.id),
  'POST /api/subscription': async () => {
    const plan = await makePlan(t.db);
    const payment = await makePayment(t.db, { userId: cast.member.user.id, planId: plan.id, amount: plan.price });
    return { payload: { userId: cast.member.user.id, planId: plan.id, paymentId: payment.id } };
  },
  'POST /api/subscription [a payment, no `userId`]': async () => {
    const plan = await makePlan(t.db);
    const payment = await makePayment(t.db, { userId: cast.member.user.id, planId: plan.id, amount: plan.price });
    return { payload: { planId: plan.id, paymentId: payment.id } };
  },
  'PUT /api/subscription/toggle-auto-renew': async () => ({
    payload: { id: await memberSubscription(true), autoRenew: false },
  }),
  'PUT /api/subscription/:id': () => id(fx.subscription),
  'DELETE /api/subscription/:id': async () => id(await memberSubscription()),

  // Payments
  'POST /api/payment': async () => {
    const plan = await makePlan(t.db);
    return { payload: { userId: cast.member.user.id, amount: 19.99, paymentMethod: 'Cash', planId: plan.id } };
  },

  'POST /api/payment [extending a subscription, no `userId`]': async () => ({
    payload: { amount: 19.99, paymentMethod: 'Cash', subscriptionId: await memberSubscription() },
  }),

  // Contact
  'POST /api/contact': () => ({
    payload: { name: 'Walk Er', email: `visitor${unique()}@example.com`, message: 'When do you open' },
  }),
  'GET /api/contact': () => ({}),

  // Feedback
  'POST /api/feedback': () => ({ payload: { message: 'Great classes.', rating: 5 } }),
  'GET /api/feedback/my-feedbacks': () => ({}),
  'GET /api/feedback': () => ({}),
  'DELETE /api/feedback/:id': async () => id(await memberFeedback()),
  'PUT /api/feedback/:id/process': () => id(fx.feedback),

  // Rooms
  'GET /api/gymroom': () => ({}),
  'POST /api/GymRoom': () => ({ payload: { roomName: `Walk room ${unique()}`, roomType: 'Studio', roomQuantity: 8 } }),
  'PUT /api/GymRoom/:id': () => ({
    ...id(fx.room),
    payload: { roomName: 'Walk room', roomType: 'Studio', roomQuantity: 10, roomStatus: 'Active' },
  }),

  // Equipment
  'GET /api/Gymroom/:id/equipment': () => id(fx.room),
  'POST /api/Equipment': () => ({ payload: { ...equipmentBody, roomId: fx.room } }),
  'PUT /api/Equipment/:id': () => ({ ...id(fx.equipment), payload: { ...equipmentBody, status: 'Active' } }),
  'GET /api/maintenance': () => ({}),

  // Trainers
  'GET /api/trainer': () => ({}),
  'GET /api/Trainer/:id/users': () => id(cast.trainer.user.id),
  'GET /api/Trainer/:id/sessions': () => ({ ...id(cast.trainer.user.id), ...days }),
  'GET /api/Trainer/:id/sessions/days': () => ({ ...id(cast.trainer.user.id), ...days }),
  'PUT /api/Trainer/:id': () => ({
    ...id(cast.trainer.trainerId),
    payload: { specialty: 'Strength', experience: 5, pricePerHour: 40.5 },
  }),
  'DELETE /api/Trainer/:id': async () => id((await makeTrainer(t.db)).trainerId),

  // Sessions
  'GET /api/TrainingSession': () => days,
  'GET /api/TrainingSession/days': () => days,
  'PUT /api/TrainingSession/:id': () => ({
    ...id(cast.session.id),
    payload: { sessionType: 'Strength', notes: 'Walked', attendanceStatus: false },
  }),
  // A day of its own for each caller, so that allowed bookings never overlap.
  'POST /api/trainingsession': (who) => ({
    payload: {
      userId: cast.member.user.id,
      trainerId: cast.trainer.trainerId,
      roomId: fx.bookingRoom,
      date: addDays(TODAY, 2 + CALLERS.indexOf(who)),
      startTime: '10:00',
    },
  }),
  // Named for `member`, whose subscription covers the day.
  'GET /api/trainingsession/availability': () => ({
    query: `trainerId=${cast.trainer.trainerId}&date=${addDays(TODAY, 2)}&userId=${cast.member.user.id}`,
  }),
  'GET /api/users/:id/trainingSessions': () => id(cast.member.user.id),
  // Each allowed caller cancels a session of its own; the others are refused one that stays booked.
  'POST /api/trainingsession/:id/cancel': (who) =>
    id(who === 'member' || who === 'staff' || who === 'admin' ? fx.cancellable[who] : fx.cancellable.refused),

  // Calendar
  'GET /api/calendar/feed': () => ({}),
  'POST /api/calendar/feed/reset': () => ({}),
  // `member`'s real secret, read when the request is built (a reset in the walk changes it).
  'GET /api/calendar/:secret.ics': async () => ({ params: { secret: await memberSecret() } }),
  'GET /api/calendar/:secret.ics [an unknown, reset or deleted account’s secret]': () => ({
    params: { secret: 'A'.repeat(43) },
  }),

  // Reminders
  'GET /api/reminders': () => ({}),
  'PUT /api/reminders': () => ({ payload: { enabled: true } }),

  // Mail
  'GET /api/mail/failed': () => ({}),

  // Exercises
  'GET /api/exercises': () => ({}),
  'GET /api/exercises/bodyparts': () => ({}),
  'GET /api/exercises/:id': () => id(fx.exercise),
};

const keyOf = (method: string, path: string) => `${method} ${path.toLowerCase()}`;

describe('the permission table', () => {
  it('has a row for every route the server registers, a route for every row, and each row names its route’s guard', () => {
    const routes = new Map(guardedRoutes(t.app).map((r) => [keyOf(r.method, r.url), r.guard]));
    const rows = ENDPOINTS.map((row) => {
      const { method, path } = partsOf(row);
      const key = keyOf(method, path);
      return { name: rowName(row), key, guard: row.guard, routeGuard: routes.get(key) };
    });
    const rowKeys = new Set(rows.map((row) => row.key));
    const unmatched = [...routes.keys()].filter((key) => !rowKeys.has(key));
    expect.soft(unmatched, 'routes without a row in ENDPOINTS').toEqual([]);
    const stale = rows.filter((row) => row.routeGuard === undefined).map((row) => row.name);
    expect.soft(stale, 'rows without a route').toEqual([]);
    const misguarded = rows
      .filter((row) => row.routeGuard !== undefined && row.routeGuard !== row.guard)
      .map((row) => `${row.name}: row ${row.guard}, route ${row.routeGuard}`);
    expect.soft(misguarded, 'rows whose guard is not the route’s').toEqual([]);

    // The OpenAPI document, built by another path, lists nothing the routes above miss.
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => keyOf(method.toUpperCase(), path.replace(/\{(\w+)\}/g, ':$1'))),
    );
    expect(operations.length).toBeGreaterThan(50);
    expect(operations.filter((key) => !routes.has(key))).toEqual([]);
  });

  it('answers as the contract’s PERMISSIONS say: 401 and 403 outside the guard’s roles, and only a row that says whose record it is refuses inside them', () => {
    expect([...CALLERS]).toEqual([...CAST]);
    expect(new Set(ENDPOINTS.map(rowName)).size, 'row names are unique').toBe(ENDPOINTS.length);
    const wrong: string[] = [];
    for (const row of ENDPOINTS) {
      const roles = rolesOf(row.checks ?? row.guard);
      for (const caller of CALLERS) {
        const role = ROLE_OF[caller];
        const mayTry = roles === null || (role !== null && (roles.length === 0 || roles.includes(role)));
        const outcome = row.walk[caller];
        if (!mayTry && outcome !== (role === null ? 401 : 403)) wrong.push(`${rowName(row)} as ${caller}: ${outcome}`);
        if (mayTry && outcome !== 'ok' && !row.who) wrong.push(`${rowName(row)} as ${caller}: ${outcome} unexplained`);
      }
    }
    expect(wrong).toEqual([]);
    const used = new Set(ENDPOINTS.flatMap((row) => [row.guard, row.checks]));
    expect(
      (Object.keys(PERMISSIONS) as Permission[]).filter((p) => !used.has(p)),
      'permissions no row uses',
    ).toEqual([]);
  });

  it('is what docs/permissions.md shows', () => {
    const path = join(fileURLToPath(new URL('../../../../', import.meta.url)), PERMISSIONS_DOC);
    const doc = readFileSync(path, 'utf8');
    expect(doc === withEndpointTable(doc), `${PERMISSIONS_DOC} is stale: run node scripts/permissions-doc.mjs`).toBe(
      true,
    );
  });

  it('has a request for every row', () => {
    const names = ENDPOINTS.map(rowName);
    expect(names.filter((name) => !REQUESTS[name])).toEqual([]);
    expect(Object.keys(REQUESTS).filter((name) => !names.includes(name))).toEqual([]);
  });
});

describe('the walk', () => {
  it(`sends ${ENDPOINTS.length} rows × ${CALLERS.length} callers = ${CHECKS} requests, each answered as its row says`, async () => {
    const wrong: string[] = [];
    let checks = 0;
    for (const row of ENDPOINTS) {
      const { method, path, query } = partsOf(row);
      const build = REQUESTS[rowName(row)] as Build;
      for (const who of CALLERS) {
        const request = await build(who);
        const filled = path.replace(/:(\w+)|\*/g, (part, name?: string) => String(request.params?.[name ?? part]));
        const search = [query, request.query].filter(Boolean).join('&');
        const res = await t.app.inject({
          method: method as 'GET' | 'POST' | 'PUT' | 'DELETE',
          url: search ? `${filled}?${search}` : filled,
          headers: cast.headers(who),
          ...(request.payload === undefined ? {} : { payload: request.payload as object }),
        });
        const outcome = row.walk[who];
        const expected = outcome === 'ok' ? (row.answer ?? 200) : outcome;
        if (res.statusCode !== expected) {
          wrong.push(
            `${rowName(row)} as ${who}: expected ${expected}, got ${res.statusCode} ${res.body.slice(0, 160)}`,
          );
        }
        checks += 1;
      }
    }
    console.log(`permission walk: ${ENDPOINTS.length} rows, ${checks} checks`);
    expect(wrong).toEqual([]);
    expect(checks).toBe(CHECKS);
  });
});
