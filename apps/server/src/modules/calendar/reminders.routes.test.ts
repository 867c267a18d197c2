import { CANCEL_MESSAGES } from '@gym/contract';
import { eq, inArray } from 'drizzle-orm';
import Fastify from 'fastify';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config.ts';
import { classBookings, classSessions, trainingSessions, users } from '../../db/schema/index.ts';
import type { Mail, Mailer } from '../../lib/mailer.ts';
import { createMailNudge, sendPendingMail } from '../../lib/outbox.ts';
import { createTestApp, secondInstanceDatabase, type TestApp } from '../../test/app.ts';
import { setClock } from '../../test/clock.ts';
import { makeClass, makeRoom, makeSession, makeTrainer, person } from '../../test/factories.ts';
import { queueDueReminders, type ReminderDeps, scheduleReminders } from './reminders.ts';

/**
 * The reminder job (docs/decisions/011), called directly as the scheduler calls it, and the mail outbox that sends
 * what it queues (docs/decisions/016): one e-mail per due session, in total, however many runners start at once.
 */

const NOW = '2026-03-10T09:00:00Z';
const HOUR = 3_600_000;
const config = testConfig({ GYM_TIME_ZONE: 'Europe/Berlin' });

let t: TestApp;
beforeAll(async () => {
  setClock(NOW);
  t = await createTestApp({ GYM_TIME_ZONE: 'Europe/Berlin' });
});
afterAll(() => t.close());

/** A mailer that keeps what it sends, after a little while (so parallel runners overlap), or fails. */
function capturingMailer(options: { fail?: (mail: Mail) => boolean; delayMs?: number } = {}) {
  const sent: Mail[] = [];
  const mailer: Mailer = {
    async send(mail) {
      await new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 5));
      if (options.fail?.(mail)) throw new Error('connect ECONNREFUSED 127.0.0.1:587');
      sent.push(mail);
    },
  };
  return { sent, mailer };
}
const depsWith = (db = t.db): ReminderDeps => ({ db, config });

/** One run of the reminder job and then of the mail sender through `mailer`: what the sender sent and failed. */
async function remind(mailer: Mailer) {
  await queueDueReminders(depsWith());
  return sendPendingMail({ db: t.db, mailer });
}

/** Clears every pending reminder the other tests left, so each test counts its own sessions only. */
async function settleEarlier() {
  await remind(capturingMailer({ delayMs: 0 }).mailer);
}

async function world() {
  const trainer = await makeTrainer(t.db, { fullName: 'Alex Carter' });
  const room = await makeRoom(t.db, { roomName: 'Studio B' });
  const inHours = (h: number) => new Date(Date.now() + h * HOUR);
  // Each session a trainer of its own, so that the sessions' times never clash for a trainer.
  const session = async (
    userId: number,
    startsIn: number,
    values: Partial<typeof trainingSessions.$inferInsert> = {},
  ) =>
    makeSession(t.db, {
      userId,
      trainerId: (await makeTrainer(t.db, { fullName: 'Alex Carter' })).trainerId,
      roomId: room.id,
      start: inHours(startsIn),
      sessionType: 'Strength',
      ...values,
    });
  return { trainer, room, session };
}

/** A class starting in `startsIn` hours with a trainer and a room of its own, and places straight into the table. */
async function classIn(startsIn: number, places: { userId: number; status?: 'Booked' | 'Waitlisted' | 'Cancelled' }[]) {
  const trainer = await makeTrainer(t.db, { fullName: 'Rita Stone' });
  const room = await makeRoom(t.db, { roomName: 'Spin Studio', roomQuantity: 20 });
  const cls = await makeClass(t.db, {
    trainerId: trainer.trainerId,
    roomId: room.id,
    start: new Date(Date.now() + startsIn * HOUR),
    capacity: 10,
  });
  for (const p of places)
    await t.db
      .insert(classBookings)
      .values({ classSessionId: cls.id, userId: p.userId, status: p.status ?? 'Booked', queuedAt: new Date() });
  return cls;
}

const classUids = (mails: Mail[]) =>
  mails
    .map((m) => /UID:class-(\d+)@/.exec(m.icalEvent?.content ?? '')?.[1])
    .filter((id) => id !== undefined)
    .map(Number);

const sentAt = async (ids: number[]) =>
  Object.fromEntries(
    (
      await t.db
        .select({ id: trainingSessions.id, at: trainingSessions.reminderSentAt })
        .from(trainingSessions)
        .where(inArray(trainingSessions.id, ids))
    ).map((r) => [r.id, r.at]),
  );

describe('queueDueReminders and the outbox', () => {
  it('sends one reminder per due session with two runners at once, none off-window, cancelled or switched off, and nothing more on a second run', async () => {
    setClock(NOW);
    await settleEarlier();
    const { session } = await world();
    const a = await person(t, 'user', { fullName: 'Jamie Lee' });
    const b = await person(t);
    const off = await person(t);
    await t.app.inject({ method: 'PUT', url: '/api/reminders', headers: off.headers, payload: { enabled: false } });
    const due = [
      await session(a.user.id, 2),
      await session(a.user.id, 23.5),
      await session(b.user.id, 5),
      await session(b.user.id, 8),
      await session(b.user.id, 12),
    ];
    const notDue = [
      await session(a.user.id, 26), // beyond the window
      await session(b.user.id, 3, { cancelledAt: new Date() }), // cancelled
      await session(off.user.id, 4), // switched off
      await session(a.user.id, -1), // started
      await session(b.user.id, 15, { reminderSentAt: new Date(Date.now() - HOUR) }), // already reminded
    ];

    const one = capturingMailer();
    const two = capturingMailer();
    const runs = await Promise.all([remind(one.mailer), remind(two.mailer)]);
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(due.length);
    expect(runs.every((r) => r.failed === 0)).toBe(true);
    const mails = [...one.sent, ...two.sent];
    expect(mails).toHaveLength(due.length);
    const uids = mails.map((m) => /UID:session-(\d+)@/.exec(m.icalEvent?.content ?? '')?.[1]);
    expect(uids.map(Number).toSorted((x, y) => x - y)).toEqual(due.map((s) => s.id));
    expect(mails.filter((m) => m.to === a.user.email)).toHaveLength(2);
    expect(mails.filter((m) => m.to === b.user.email)).toHaveLength(3);

    const stamps = await sentAt([...due, ...notDue].map((s) => s.id));
    for (const s of due) expect(stamps[s.id]).toBeInstanceOf(Date);
    for (const s of notDue.slice(0, 4)) expect(stamps[s.id]).toBeNull();

    // A second run, and a third in parallel with a fourth: nothing more.
    const again = capturingMailer();
    expect(await remind(again.mailer)).toEqual({ sent: 0, failed: 0 });
    await Promise.all([remind(again.mailer), remind(again.mailer)]);
    expect(again.sent).toEqual([]);
  });

  it("says when, with whom, where, and how to cancel, in the gym's zone, with the booking's calendar event", async () => {
    setClock(NOW);
    await settleEarlier();
    const { trainer, room } = await world();
    const member = await person(t, 'user', { fullName: 'Jamie Lee' });
    // 08:00 in Berlin (CET, UTC+1) tomorrow, 22 hours ahead.
    const s = await makeSession(t.db, {
      userId: member.user.id,
      trainerId: trainer.trainerId,
      roomId: room.id,
      start: new Date('2026-03-11T07:00:00Z'),
      sessionType: 'Strength',
    });
    const { sent, mailer } = capturingMailer();
    expect(await remind(mailer)).toEqual({ sent: 1, failed: 0 });
    const [mail] = sent;
    expect(mail?.to).toBe(member.user.email);
    expect(mail?.subject).toBe('Reminder: your training session on Wednesday, March 11, 2026 at 08:00');
    for (const part of [
      'Hello Jamie Lee,',
      'Alex Carter',
      'Studio B',
      'Wednesday, March 11, 2026 at 08:00–10:00 (Europe/Berlin)',
      'Pulse Gym',
      // The cut-off (12 hours before) falls at 20:00 the evening before, on the gym's clock.
      'by Tuesday, March 10, 2026 at 20:00',
      CANCEL_MESSAGES.policy(12),
    ]) {
      expect(mail?.text).toContain(part);
      expect(mail?.html).toContain(part.replace("'", '&#39;'));
    }
    expect(mail?.icalEvent?.method).toBe('REQUEST');
    const calendar = new ICAL.Component(ICAL.parse(mail?.icalEvent?.content ?? ''));
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
    expect(event.uid).toBe(`session-${s.id}@pulse-gym.invalid`);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-03-11T07:00:00.000Z');
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
  });

  it('tells a member past the cut-off to contact the gym instead', async () => {
    setClock(NOW);
    await settleEarlier();
    const { session } = await world();
    const member = await person(t);
    await session(member.user.id, 3);
    const { sent, mailer } = capturingMailer();
    await remind(mailer);
    expect(sent[0]?.text).toContain(CANCEL_MESSAGES.tooLate(12));
    expect(sent[0]?.text).not.toContain(CANCEL_MESSAGES.policy(12));
  });

  it('queues a reminder once even when its e-mail fails, and the outbox sends it once the mail server answers', async () => {
    setClock(NOW);
    await settleEarlier();
    const { session } = await world();
    const unlucky = await person(t);
    const lucky = await person(t);
    const failing = await session(unlucky.user.id, 2);
    const fine = await session(lucky.user.id, 3);
    const down = capturingMailer({ fail: (mail) => mail.to === unlucky.user.email });
    expect(await remind(down.mailer)).toEqual({ sent: 1, failed: 1 });
    expect(down.sent.map((m) => m.to)).toEqual([lucky.user.email]);
    const stamps = await sentAt([failing.id, fine.id]);
    expect(stamps[failing.id]).toBeInstanceOf(Date);
    expect(stamps[fine.id]).toBeInstanceOf(Date);

    // Not again at once (the outbox waits a minute after a first failure), nor queued a second time.
    const up = capturingMailer();
    expect(await remind(up.mailer)).toEqual({ sent: 0, failed: 0 });
    setClock('2026-03-10T09:02:00Z');
    expect(await remind(up.mailer)).toEqual({ sent: 1, failed: 0 });
    expect(up.sent.map((m) => m.to)).toEqual([unlucky.user.email]);
  });

  it('sends a session booked inside the window on the next run, and none to a deleted account', async () => {
    setClock(NOW);
    await settleEarlier();
    const { session } = await world();
    const member = await person(t);
    const late = await session(member.user.id, 1);
    const gone = await person(t);
    await session(gone.user.id, 2);
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.user.id));
    const { sent, mailer } = capturingMailer();
    expect(await remind(mailer)).toEqual({ sent: 1, failed: 0 });
    expect(sent.map((m) => m.icalEvent?.content.includes(`UID:session-${late.id}@`))).toEqual([true]);
  });
});

describe('reminders of group classes', () => {
  it('reminds each Booked place once with two runners at once: not the waitlist, a left place, a cancelled class, nor a far one', async () => {
    setClock(NOW);
    await settleEarlier();
    const a = await person(t);
    const b = await person(t);
    const off = await person(t);
    const waiting = await person(t);
    const left = await person(t);
    await t.app.inject({ method: 'PUT', url: '/api/reminders', headers: off.headers, payload: { enabled: false } });
    const soon = await classIn(3, [
      { userId: a.user.id },
      { userId: b.user.id },
      { userId: off.user.id },
      { userId: waiting.user.id, status: 'Waitlisted' },
      { userId: left.user.id, status: 'Cancelled' },
    ]);
    const later = await classIn(20, [{ userId: a.user.id }]);
    const cancelled = await classIn(4, [{ userId: b.user.id }]);
    await t.db.update(classSessions).set({ cancelledAt: new Date() }).where(eq(classSessions.id, cancelled.id));
    await classIn(30, [{ userId: b.user.id }]); // beyond the window

    const one = capturingMailer();
    const two = capturingMailer();
    const runs = await Promise.all([remind(one.mailer), remind(two.mailer)]);
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(3);
    const mails = [...one.sent, ...two.sent];
    expect(mails.map((m) => m.to).toSorted()).toEqual([a.user.email, a.user.email, b.user.email].toSorted());
    expect(classUids(mails).toSorted((x, y) => x - y)).toEqual([soon.id, soon.id, later.id]);
    const stamped = await t.db
      .select({ userId: classBookings.userId, at: classBookings.reminderSentAt })
      .from(classBookings)
      .where(eq(classBookings.classSessionId, soon.id));
    for (const row of stamped)
      expect(row.at instanceof Date, `place of ${row.userId}`).toBe([a.user.id, b.user.id].includes(row.userId));

    const again = capturingMailer();
    await Promise.all([remind(again.mailer), remind(again.mailer)]);
    expect(again.sent).toEqual([]);
  });

  it("says which class, when, with whom and until when to leave, in the member's language, with the class's event", async () => {
    setClock(NOW);
    await settleEarlier();
    const member = await person(t, 'user', { fullName: 'Lucía Gómez' });
    await t.db.update(users).set({ language: 'es' }).where(eq(users.id, member.user.id));
    // 08:00 in Berlin (CET, UTC+1) tomorrow, 22 hours ahead; the cut-off (12 hours before) at 20:00 today.
    const trainer = await makeTrainer(t.db, { fullName: 'Rita Stone' });
    const room = await makeRoom(t.db, { roomName: 'Spin Studio', roomQuantity: 20 });
    const cls = await makeClass(t.db, {
      trainerId: trainer.trainerId,
      roomId: room.id,
      start: new Date('2026-03-11T07:00:00Z'),
    });
    await t.db
      .insert(classBookings)
      .values({ classSessionId: cls.id, userId: member.user.id, status: 'Booked', queuedAt: new Date() });
    const { sent, mailer } = capturingMailer();
    expect(await remind(mailer)).toEqual({ sent: 1, failed: 0 });
    const [mail] = sent;
    expect(mail?.to).toBe(member.user.email);
    expect(mail?.subject).toMatch(/^Recordatorio: Class \d+ el miércoles, 11 de marzo de 2026 a las 08:00$/);
    for (const part of [
      'Hola, Lucía Gómez:',
      'Rita Stone',
      'Spin Studio',
      'antes del martes, 10 de marzo de 2026 a las 20:00',
    ])
      expect(mail?.text).toContain(part);
    expect(mail?.icalEvent?.method).toBe('REQUEST');
    const calendar = new ICAL.Component(ICAL.parse(mail?.icalEvent?.content ?? ''));
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
    expect(event.uid).toBe(`class-${cls.id}@pulse-gym.invalid`);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-03-11T07:00:00.000Z');
    expect(event.description).toContain('Entrenador: Rita Stone');
  });

  it('tells a member past the cut-off to tell the gym, and reminds a place promoted from the waitlist', async () => {
    setClock(NOW);
    await settleEarlier();
    const member = await person(t);
    const promoted = await person(t);
    const cls = await classIn(2, [{ userId: member.user.id }, { userId: promoted.user.id, status: 'Waitlisted' }]);
    const first = capturingMailer();
    await remind(first.mailer);
    expect(first.sent.map((m) => m.to)).toEqual([member.user.email]);
    expect(first.sent[0]?.text).toContain('It is too late to leave the class in the app');

    await t.db.update(classBookings).set({ status: 'Booked' }).where(eq(classBookings.userId, promoted.user.id));
    const second = capturingMailer();
    await remind(second.mailer);
    expect(second.sent.map((m) => m.to)).toEqual([promoted.user.email]);
    expect(classUids(second.sent)).toEqual([cls.id]);
  });
});

describe('scheduleReminders', () => {
  it('sends each reminder once when two instances on one database start together', async () => {
    setClock(NOW);
    await settleEarlier();
    const { session } = await world();
    const members = await Promise.all([person(t), person(t), person(t)]);
    const due = [];
    for (const [i, m] of members.entries()) {
      due.push(await session(m.user.id, 1 + i));
      due.push(await session(m.user.id, 10 + i));
    }
    // And a class all three have a place in: one reminder each, the class's UID in all three.
    const cls = await classIn(
      6,
      members.map((m) => ({ userId: m.user.id })),
    );
    // The second instance: its own connections on PostgreSQL; PGlite is one process with one connection.
    const second = await secondInstanceDatabase(t.db);
    const one = capturingMailer({ delayMs: 10 });
    const two = capturingMailer({ delayMs: 10 });
    const appOne = Fastify({ logger: { level: 'error' } });
    const appTwo = Fastify({ logger: false });
    const jobOne = scheduleReminders(appOne, { ...depsWith(), mail: createMailNudge() });
    const jobTwo = scheduleReminders(appTwo, { ...depsWith(second?.db ?? t.db), mail: createMailNudge() });
    try {
      await Promise.all([appOne.ready(), appTwo.ready()]);
      await Promise.all([jobOne.settled(), jobTwo.settled()]);
      // Each instance's mail sender, at once.
      await Promise.all([
        sendPendingMail({ db: t.db, mailer: one.mailer }),
        sendPendingMail({ db: second?.db ?? t.db, mailer: two.mailer }),
      ]);
      const mails = [...one.sent, ...two.sent];
      expect(mails).toHaveLength(due.length + members.length);
      expect(new Set(mails.map((m) => m.icalEvent?.content.match(/UID:(\S+)/)?.[1])).size).toBe(due.length + 1);
      expect(classUids(mails)).toEqual([cls.id, cls.id, cls.id]);
      for (const m of members) expect(mails.filter((mail) => mail.to === m.user.email)).toHaveLength(3);
    } finally {
      await Promise.all([appOne.close(), appTwo.close()]);
      await second?.close();
    }
  });
});
