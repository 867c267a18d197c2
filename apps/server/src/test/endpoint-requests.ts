import { addDays } from '@gym/contract';
import { asc, eq } from 'drizzle-orm';
import { CALLERS, type Caller, type Endpoint, partsOf } from '../access/endpoints.ts';
import { equipment, exercises, feedback, paymentRefunds, subscriptions, trainerTimeOff } from '../db/schema/index.ts';
import { issueCardUpdateLink } from '../modules/billing/dunning.ts';
import { loadExerciseCatalogue } from '../seed/exercises.ts';
import type { TestApp } from './app.ts';
import {
  type Cast,
  DEFAULT_PASSWORD,
  giveClassPlan,
  giveSubscription,
  invitedAccount,
  invitedToken,
  makeAccount,
  makeClass,
  makePayment,
  makePlan,
  makeRoom,
  makeSession,
  makeSubscription,
  makeTrainer,
} from './factories.ts';
import { makeImage, multipartBody } from './images.ts';

/** What a row's request carries besides its method and path: `:name` and `*` fillings, a query, a body. */
export type EndpointRequest = {
  params?: Record<string, string | number>;
  query?: string;
  payload?: unknown;
  /** Headers the body needs (a multipart upload's content type); the caller's token is added to them. */
  headers?: Record<string, string>;
};
export type Build = (who: Caller) => EndpointRequest | Promise<EndpointRequest>;

/**
 * One request per `ENDPOINTS` row (by `rowName`) that the row's allowed callers may send and get its answer, aimed at
 * `member`'s records: the permission walk sends each as all seven callers, and the API fuzz starts each operation's
 * runs with it, so that some of them reach the handler. Makes what the requests are aimed at first, once; what a
 * request changes or deletes is made fresh for each. `today` is the date the test's clock is set to.
 */
export async function endpointRequests(t: TestApp, cast: Cast, today: string): Promise<Record<string, Build>> {
  const member = cast.member.user.id;
  const room = await makeRoom(t.db);
  const [item] = await t.db
    .insert(equipment)
    .values({ roomId: room.id, name: 'Rowing machine', quantity: 2, importDate: '2026-01-05', warranty: '2028-01-05' })
    .returning();
  await loadExerciseCatalogue(t.db);
  const [exercise] = await t.db.select({ id: exercises.id }).from(exercises).orderBy(asc(exercises.id)).limit(1);

  /** A checkout of a plan of its own, opened by `member` (docs/decisions/022): its payment's id. */
  async function memberCheckout(): Promise<number> {
    const plan = await makePlan(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: cast.headers('member'),
      payload: { planId: plan.id },
    });
    return res.json().paymentId as number;
  }

  /** `member`'s sessions with `trainer` weeks ahead (after the walk's bookings), each on a day of its own. */
  async function cancellableSessions(): Promise<Record<'member' | 'staff' | 'admin' | 'refused', number>> {
    const sessionRoom = await makeRoom(t.db);
    const on = async (day: number) =>
      (
        await makeSession(t.db, {
          userId: cast.member.user.id,
          trainerId: cast.trainer.trainerId,
          roomId: sessionRoom.id,
          start: new Date(`${addDays(today, day)}T10:00:00Z`),
        })
      ).id;
    return { member: await on(20), staff: await on(21), admin: await on(22), refused: await on(23) };
  }

  /**
   * A coming class of `trainer`'s in a room of its own, `day` days ahead at 10:00 UTC; with `member` booked in it
   * when told (leaving needs a place to leave).
   */
  async function aClass(day: number, withMember = false) {
    const classRoom = await makeRoom(t.db);
    const row = await makeClass(t.db, {
      trainerId: cast.trainer.trainerId,
      roomId: classRoom.id,
      start: new Date(`${addDays(today, day)}T10:00:00Z`),
    });
    if (withMember) {
      await t.app.inject({
        method: 'POST',
        url: `/api/classes/${row.id}/book`,
        headers: cast.admin.headers,
        payload: { userId: cast.member.user.id },
      });
    }
    return row.id;
  }

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
  async function memberSubscription(autoRenew = false, days = 30) {
    const plan = await makePlan(t.db);
    const sub = await makeSubscription(t.db, {
      userId: cast.member.user.id,
      planId: plan.id,
      startDate: addDays(today, -1),
      endDate: addDays(today, days - 1),
      autoRenew,
    });
    return sub.id;
  }

  /** A payment of the member's recorded by staff at the desk, which issues its receipt. */
  async function deskPayment() {
    const plan = await makePlan(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment',
      headers: cast.staff.headers,
      payload: { userId: cast.member.user.id, amount: Number(plan.price), paymentMethod: 'Cash', planId: plan.id },
    });
    return res.json().payment.id as number;
  }

  /** Part of a desk payment of the member's given back by the admin, which issues the refund's receipt. */
  async function deskRefund() {
    const payment = await deskPayment();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/payment/${payment}/refund`,
      headers: cast.admin.headers,
      payload: { amount: 5, reason: 'Overcharged at the desk' },
    });
    const [refund] = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment));
    if (res.statusCode !== 200 || !refund) throw new Error(`the walk's refund failed: ${res.body}`);
    return refund.id;
  }

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
  let timeOffDays = 0;

  const fx = {
    plan: (await makePlan(t.db)).id,
    room: room.id,
    bookingRoom: (await makeRoom(t.db, { roomQuantity: 20 })).id,
    feedback: await memberFeedback(),
    equipment: (item as { id: number }).id,
    exercise: (exercise as { id: number }).id,
    // The member's subscription, which their bookings need and the renew call answers.
    subscription: (await giveSubscription(t.db, member)).id,
    walkerEmail: (await makeAccount(t.db)).email,
    /** A coming session of `member`'s for each caller allowed to cancel one, and one the others are refused. */
    cancellable: await cancellableSessions(),
    // A plan with group classes for `member`, which their class bookings need.
    classPlan: (await giveClassPlan(t.db, member)).id,
    rosterClass: await aClass(30, true),
    /** A class of `trainer`'s today with `member` booked: attendance is recorded from the class's day. */
    todaysClass: await aClass(0, true),
    /** A payment of `member`'s recorded at the desk, with its receipt. */
    receiptPayment: await deskPayment(),
    /** A refund of another desk payment of `member`'s, with its own receipt. */
    refund: await deskRefund(),
  };

  /** One request per row, by `rowName`. */
  return {
    // Auth
    'POST /api/auth/register': () => {
      const n = unique();
      return {
        payload: {
          username: `walker${n}`,
          email: `walker${n}@example.com`,
          password: DEFAULT_PASSWORD,
          fullname: 'Walk Er',
          phone: '+12125550123',
        },
      };
    },
    'POST /api/auth/login': () => ({ payload: { email: fx.walkerEmail, password: DEFAULT_PASSWORD } }),
    'POST /api/v1/auth/forgot-password': () => ({ payload: { email: fx.walkerEmail } }),
    'POST /api/auth/invitation': async () => ({ payload: { token: await invitedToken(t) } }),
    'POST /api/auth/invitation/accept': async () => ({
      payload: { token: await invitedToken(t), password: 'Walked-Invitee-1' },
    }),
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
    // The settings as they are, saved again: the same answer for every allowed caller.
    'PUT /api/gym': async () => ({ payload: (await t.app.inject({ method: 'GET', url: '/api/gym' })).json() }),
    'GET /api/gym/sessions-outside-hours': () => ({}),
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
    'POST /api/users/create-by-admin [a member account]': () => {
      const n = unique();
      return { payload: { role: 'user', email: `walkin${n}@example.com`, fullName: 'Walked In', phone: null } };
    },
    'POST /api/users/create-by-admin [a staff account]': () => {
      const n = unique();
      return {
        payload: {
          role: 'staff',
          username: `desk${n}`,
          email: `desk${n}@example.com`,
          password: DEFAULT_PASSWORD,
          birthday: '1990-01-01',
          fullName: 'Walked Desk',
        },
      };
    },
    'POST /api/users/:id/invitation': async () => id(await invitedAccount(t)),
    'GET /api/users/:id/export': () => id(cast.member.user.id),

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
    'POST /api/subscription/:id/cancel-renewal': async () => ({
      ...id(await memberSubscription()),
      payload: { reason: 'Moving away' },
    }),
    // A week within a member's rules on a fresh, long plan, months after the walk's bookings.
    'POST /api/subscription/:id/freeze': async () => ({
      ...id(await memberSubscription(false, 200)),
      payload: { startDate: addDays(today, 150), endDate: addDays(today, 156) },
    }),
    'DELETE /api/subscription/:id/freeze': async () => {
      const sub = await memberSubscription();
      await t.db
        .update(subscriptions)
        .set({ frozenFrom: addDays(today, 2), frozenUntil: addDays(today, 8) })
        .where(eq(subscriptions.id, sub));
      return id(sub);
    },

    // Payments
    'POST /api/payment': async () => {
      const plan = await makePlan(t.db);
      return { payload: { userId: cast.member.user.id, amount: 19.99, paymentMethod: 'Cash', planId: plan.id } };
    },

    'POST /api/payment [extending a subscription, no `userId`]': async () => ({
      payload: { amount: 19.99, paymentMethod: 'Cash', subscriptionId: await memberSubscription() },
    }),
    'GET /api/payments': () => ({ query: 'status=Completed&page=1' }),
    'GET /api/users/:id/payments': () => id(cast.member.user.id),
    'GET /api/payment/:id/receipt': () => id(fx.receiptPayment),
    'GET /api/refunds/:id/receipt': () => id(fx.refund),

    'POST /api/payment/:id/refund': async () => {
      const plan = await makePlan(t.db);
      const payment = await makePayment(t.db, {
        userId: cast.member.user.id,
        planId: plan.id,
        amount: '19.99',
        status: 'Completed',
      });
      return { ...id(payment.id), payload: { reason: 'Charged twice at the desk' } };
    },
    'POST /api/checkout': async () => ({ payload: { planId: (await makePlan(t.db)).id } }),
    'GET /api/checkout/:paymentId': async () => ({ params: { paymentId: await memberCheckout() } }),
    'POST /api/checkout/card-update': async () => {
      const plan = await makePlan(t.db);
      const sub = await makeSubscription(t.db, {
        userId: cast.member.user.id,
        planId: plan.id,
        startDate: addDays(today, -30),
        endDate: addDays(today, 1),
        autoRenew: true,
      });
      return { payload: { token: await issueCardUpdateLink(t.db, sub.id, sub.endDate) } };
    },
    'POST /api/payments/demo/:paymentId/pay': async () => ({
      params: { paymentId: await memberCheckout() },
      payload: { cardNumber: '4242 4242 4242 4242' },
    }),
    'POST /api/payments/stripe/webhook': () => ({ payload: { id: 'evt_walk', type: 'ping' } }),

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
    'POST /api/GymRoom': () => ({
      payload: { roomName: `Walk room ${unique()}`, roomType: 'Studio', roomQuantity: 8 },
    }),
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
    // The admin edits the whole profile in one form; the trainer sends their own biography alone.
    "PUT /api/Trainer/:id [the trainer's own biography and photo]": (who) => ({
      ...id(cast.trainer.trainerId),
      payload:
        who === 'admin'
          ? { specialty: 'Strength', experience: 5, pricePerHour: 40.5, biography: 'Walked by the admin.' }
          : { biography: 'Coaches barbell basics.' },
    }),
    'GET /api/trainers/public': () => ({}),
    'GET /api/trainers/public/:trainerId': () => ({ params: { trainerId: cast.trainer.trainerId } }),

    // Images
    'POST /api/images [a trainer photo]': async () => ({
      query: `purpose=trainer-photo&trainerId=${cast.trainer.trainerId}`,
      ...multipartBody(await makeImage('png')),
    }),
    "POST /api/images [a member's photo]": async () => ({
      query: `purpose=member-photo&userId=${member}`,
      ...multipartBody(await makeImage('jpeg'), 'me.jpg', 'image/jpeg'),
    }),
    'POST /api/images [a plan image or the logo]': async () => ({
      query: 'purpose=plan',
      ...multipartBody(await makeImage('jpeg'), 'plan.jpg', 'image/jpeg'),
    }),
    'GET /api/images/:id': async () => {
      const body = multipartBody(await makeImage('png'));
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/images?purpose=logo',
        headers: { ...cast.headers('admin'), ...body.headers },
        payload: body.payload,
      });
      return id(Number(/\d+$/.exec(res.json().url)?.[0]));
    },
    'DELETE /api/Trainer/:id': async () => id((await makeTrainer(t.db)).trainerId),
    // `trainer`'s time off, far beyond every booking the walk makes, a day of its own for each request.
    'POST /api/trainer/:trainerId/time-off': () => {
      const day = addDays(today, 300 + timeOffDays++);
      return {
        params: { trainerId: cast.trainer.trainerId },
        payload: { start: `${day}T09:00:00Z`, end: `${day}T12:00:00Z`, reason: 'Course' },
      };
    },
    'GET /api/trainer/:trainerId/time-off': () => ({ params: { trainerId: cast.trainer.trainerId } }),
    'DELETE /api/trainer/:trainerId/time-off/:id': async () => {
      const day = addDays(today, 300 + timeOffDays++);
      const [row] = await t.db
        .insert(trainerTimeOff)
        .values({
          trainerId: cast.trainer.trainerId,
          startTime: new Date(`${day}T09:00:00Z`),
          endTime: new Date(`${day}T12:00:00Z`),
        })
        .returning({ id: trainerTimeOff.id });
      return { params: { trainerId: cast.trainer.trainerId, id: (row as { id: number }).id } };
    },

    // Sessions
    'GET /api/TrainingSession': () => days,
    'GET /api/TrainingSession/days': () => days,
    'PUT /api/TrainingSession/:id': () => ({
      ...id(cast.session.id),
      payload: { sessionType: 'Strength', notes: 'Walked', attendanceStatus: false },
    }),
    // Staff edit the whole session; its trainer sends the private note alone.
    "PUT /api/TrainingSession/:id [the trainer's attendance and private note]": (who) => ({
      ...id(cast.session.id),
      payload:
        who === 'trainer' || who === 'otherTrainer'
          ? { staffNotes: 'Walked by the trainer.', attendanceStatus: false }
          : { sessionType: 'Strength', staffNotes: 'Walked by the desk.', attendanceStatus: false },
    }),
    'PUT /api/TrainingSession/:id/attendance': () => ({ ...id(cast.session.id), payload: { attendanceStatus: false } }),
    // A day of its own for each caller, so that allowed bookings never overlap.
    'POST /api/trainingsession': (who) => ({
      payload: {
        userId: cast.member.user.id,
        trainerId: cast.trainer.trainerId,
        roomId: fx.bookingRoom,
        date: addDays(today, 2 + CALLERS.indexOf(who)),
        startTime: '10:00',
      },
    }),
    // Named for `member`, whose subscription covers the day.
    'GET /api/trainingsession/availability': () => ({
      query: `trainerId=${cast.trainer.trainerId}&date=${addDays(today, 2)}&userId=${cast.member.user.id}`,
    }),
    'GET /api/users/:id/trainingSessions': () => id(cast.member.user.id),
    // Each allowed caller cancels a session of its own; the others are refused one that stays booked.
    'POST /api/trainingsession/:id/cancel': (who) =>
      id(who === 'member' || who === 'staff' || who === 'admin' ? fx.cancellable[who] : fx.cancellable.refused),

    // Group classes
    'GET /api/classes': () => ({ query: `from=${today}&to=${addDays(today, 40)}` }),
    'GET /api/classes/types': () => ({}),
    'POST /api/classes/types': () => ({
      payload: { name: `Walk class ${unique()}`, level: 'Beginner', durationMinutes: 45, defaultCapacity: 12 },
    }),
    'PUT /api/classes/types/:id': async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/classes/types',
        headers: cast.admin.headers,
        payload: { name: `Walk type ${unique()}`, durationMinutes: 45, defaultCapacity: 12 },
      });
      return {
        ...id(res.json().id),
        payload: { name: `Walk type ${unique()}`, durationMinutes: 50, defaultCapacity: 8 },
      };
    },
    // A room and a trainer of its own for each request, so that allowed series never clash.
    'POST /api/classes/schedule': async () => {
      const classRoom = await makeRoom(t.db);
      const coach = await makeTrainer(t.db);
      return {
        payload: {
          name: 'Walk Yoga',
          trainerId: coach.trainerId,
          roomId: classRoom.id,
          capacity: 8,
          weekdays: [1, 3],
          startTime: '10:00',
          durationMinutes: 60,
          fromDate: addDays(today, 1),
          toDate: addDays(today, 14),
        },
      };
    },
    'PUT /api/classes/:id': async () => ({ ...id(await aClass(31 + unique())), payload: { capacity: 6 } }),
    'POST /api/classes/:id/cancel': async () => id(await aClass(31 + unique())),
    'POST /api/classes/:id/book': async () => ({
      ...id(await aClass(31 + unique())),
      payload: { userId: cast.member.user.id },
    }),
    'POST /api/classes/:id/leave': async () => ({
      ...id(await aClass(31 + unique(), true)),
      payload: { userId: cast.member.user.id },
    }),
    'GET /api/classes/:id/roster': () => id(fx.rosterClass),
    'PUT /api/classes/:id/attendance': () => ({
      ...id(fx.todaysClass),
      payload: { userId: cast.member.user.id, attended: true },
    }),
    'GET /api/classes/mine': () => ({ query: `from=${today}&to=${addDays(today, 40)}` }),

    // Calendar
    'GET /api/calendar/feed': () => ({}),
    'POST /api/calendar/feed/reset': () => ({}),
    // `member`'s real secret, read when the request is built (a reset in the walk changes it).
    'GET /api/calendar/:secret.ics': async () => ({ params: { secret: await memberSecret() } }),
    'GET /api/calendar/:secret.ics [an unknown, reset or deleted account’s secret]': () => ({
      params: { secret: 'A'.repeat(43) },
    }),

    // Check-in
    'GET /api/checkin/pass': () => ({}),
    // `member` holds a running subscription, so the desk lets them in each time.
    'POST /api/checkin': () => ({ payload: { userId: cast.member.user.id } }),
    'GET /api/checkins': () => ({ query: `date=${today}` }),
    'GET /api/users/:id/checkins': () => id(cast.member.user.id),

    // Front desk
    'POST /api/desk/sales': async () => {
      const buyer = await makeAccount(t.db);
      const plan = await makePlan(t.db);
      return { payload: { userId: buyer.id, planId: plan.id, paymentMethod: 'Cash' } };
    },
    'GET /api/desk/members': () => ({ query: 'status=Active&sort=endDate&page=1' }),

    // Reminders
    'GET /api/reminders': () => ({}),
    'PUT /api/reminders': () => ({ payload: { enabled: true } }),

    // Mail
    'GET /api/mail/failed': () => ({}),

    // The gym's data: the walk's gym has members, so an import is refused past the guard (409).
    'GET /api/export': () => ({}),
    'POST /api/import': () => multipartBody(Buffer.from('PK'), 'gym-export.zip', 'application/zip'),

    // Audit
    'GET /api/audit': () => ({ query: 'kind=money&page=1' }),
    'GET /api/reports/revenue': () => ({ query: `from=${addDays(today, -60)}&to=${today}` }),
    'GET /api/reports/members': () => ({ query: `from=${addDays(today, -60)}&to=${today}&format=csv` }),
    'GET /api/reports/expiring': () => ({ query: 'days=30' }),
    'GET /api/reports/retention': () => ({ query: `from=${addDays(today, -60)}&to=${today}` }),
    'GET /api/reports/attendance': () => ({
      query: `from=${addDays(today, -60)}&to=${today}&format=csv&table=absent`,
    }),
    'GET /api/reports/classes': () => ({
      query: `from=${addDays(today, -60)}&to=${today}&format=csv&table=slots`,
    }),
    'GET /api/reports/at-risk': () => ({ query: 'format=csv' }),
    'POST /api/reports/at-risk/:userId/contacted': () => ({ params: { userId: member }, payload: { note: 'Called' } }),
    'POST /api/reports/at-risk/:userId/snooze': () => ({
      params: { userId: member },
      payload: { until: addDays(today, 7) },
    }),
    'GET /api/audit/verify': () => ({}),

    // Exercises
    'GET /api/exercises': () => ({}),
    'GET /api/exercises/bodyparts': () => ({}),
    'GET /api/exercises/:id': () => id(fx.exercise),
  };
}

/** A row's request as `inject` takes it, sent by the caller whose headers are added. */
export function injectOptions(row: Pick<Endpoint, 'call'>, request: EndpointRequest) {
  const { method, path, query } = partsOf(row);
  const filled = path.replace(/:(\w+)|\*/g, (part, name?: string) => String(request.params?.[name ?? part]));
  const search = [query, request.query].filter(Boolean).join('&');
  return {
    method: method as 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: search ? `${filled}?${search}` : filled,
    ...(request.payload === undefined ? {} : { payload: request.payload as object }),
    ...(request.headers ? { headers: request.headers } : {}),
  };
}
