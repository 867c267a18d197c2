import {
  AUTH_MESSAGES,
  type Availability,
  BOOKING_MESSAGES,
  CANCEL_MESSAGES,
  SESSION_MESSAGES,
  type TrainingSession,
} from '@gym/contract';
import { and, eq, isNull } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { trainingSessions } from '../../db/schema/index.ts';
import type { Mail } from '../../lib/mailer.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { setClock } from '../../test/clock.ts';
import { loginAs, makeRoom, makeSession, makeTrainer, person } from '../../test/factories.ts';

/**
 * Cancelling a session (decisions §1, §4; docs/decisions/011): who may, until when, what a cancelled session still
 * is (listed, with its status) and no longer is (in anyone's way), and the e-mails of a booking and a cancellation.
 * The gym is in New York; the suite's own zone is another one, so nothing here reads the machine's zone.
 */

const timeZone = 'America/New_York';
const NOW = '2026-11-24T14:00:00Z'; // Tuesday 24 November, 09:00 in the gym
const MONDAY = '2026-11-30'; // 06:00 to 22:00; EST, UTC−5
const HOUR = 3_600_000;
/** An instant on the gym's clock (EST in late November). */
const local = (date: string, time: string) => new Date(`${date}T${time}:00-05:00`);

type Headers = { authorization: string };
let t: TestApp;
beforeAll(async () => {
  setClock(NOW);
  t = await createTestApp({ GYM_TIME_ZONE: timeZone, GYM_NAME: 'Pulse Gym', CANCEL_CUTOFF_HOURS: '12' });
});
beforeEach(() => {
  setClock(NOW);
  t.sent.length = 0;
  t.mailServer.down = false;
});
afterAll(() => t.close());

const cancel = (headers: Headers | undefined, id: number) =>
  t.app.inject({ method: 'POST', url: `/api/trainingsession/${id}/cancel`, ...(headers ? { headers } : {}) });
const book = (headers: Headers, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/trainingsession', headers, payload });
const sessionsOf = async (headers: Headers, memberId: number) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/users/${memberId}/trainingSessions`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TrainingSession[];
};
const row = async (id: number) => (await t.db.select().from(trainingSessions).where(eq(trainingSessions.id, id)))[0];

/** A member with a subscription, a trainer and a room, and the member's session on Monday at `time` (gym's clock). */
async function aSession(time = '09:00', options: { roomQuantity?: number } = {}) {
  const member = await person(t, 'user', { fullName: 'Ann Member', timeZone });
  const trainer = await makeTrainer(t.db, { fullName: 'Rita Stone' });
  const { authorization } = await loginAs(t, trainer.user.email);
  const trainerHeaders = { authorization };
  const room = await makeRoom(t.db, { roomName: 'Spin Studio', roomQuantity: options.roomQuantity ?? 10 });
  const start = local(MONDAY, time);
  const session = await makeSession(t.db, {
    userId: member.user.id,
    trainerId: trainer.trainerId,
    roomId: room.id,
    start,
    sessionType: 'Strength',
  });
  return { member, trainer, trainerHeaders, room, session, start };
}

/** The calendar of a mail's `.ics`: its METHOD, and its one event's UID, STATUS and SEQUENCE. */
function calendarOf(mail: Mail | undefined) {
  expect(mail?.icalEvent, 'the mail carries a calendar event').toBeDefined();
  const calendar = new ICAL.Component(ICAL.parse(mail?.icalEvent?.content as string));
  const event = calendar.getFirstSubcomponent('vevent') as ICAL.Component;
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    status: event.getFirstPropertyValue('status'),
    sequence: Number(event.getFirstPropertyValue('sequence') ?? 0),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    attendees: event.getAllProperties('attendee').map((p) => String(p.getFirstValue()).toLowerCase()),
    organizer: String(event.getFirstPropertyValue('organizer')).toLowerCase(),
  };
}

describe('POST /api/trainingsession/{id}/cancel', () => {
  it('lets a member cancel their own session before the cut-off; it stays in their list as Cancelled', async () => {
    const { member, session, start } = await aSession();
    const res = await cancel(member.headers, session.id);
    expect(res.statusCode, res.body).toBe(200);
    const cancelled = res.json() as TrainingSession;
    expect(cancelled).toMatchObject({
      id: session.id,
      status: 'Cancelled',
      cancelBy: new Date(start.getTime() - 12 * HOUR).toISOString(),
    });
    expect(Date.parse(cancelled.cancelledAt as string)).toBeGreaterThanOrEqual(Date.parse(NOW));
    expect((await row(session.id))?.cancelledBy).toBe(member.user.id);

    const listed = await sessionsOf(member.headers, member.user.id);
    expect(listed.map((s) => [s.id, s.status])).toEqual([[session.id, 'Cancelled']]);
  });

  it('refuses a member from one minute after the cut-off; staff and admin may still cancel until the start', async () => {
    const { member, session, start } = await aSession();
    const second = await makeSession(t.db, {
      userId: member.user.id,
      trainerId: session.trainerId,
      roomId: session.roomId,
      start: new Date(start.getTime() + 2 * HOUR),
    });
    const staff = await person(t, 'staff');
    const admin = await person(t, 'admin');

    setClock(new Date(start.getTime() - 12 * HOUR + 60_000).toISOString());
    const late = await cancel(member.headers, session.id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: CANCEL_MESSAGES.tooLate(12) });
    expect((await row(session.id))?.cancelledAt).toBeNull();

    setClock(new Date(start.getTime() - 60_000).toISOString());
    const byStaff = await cancel(staff.headers, session.id);
    expect(byStaff.statusCode, byStaff.body).toBe(200);
    expect(byStaff.json()).toMatchObject({ status: 'Cancelled' });
    expect((await row(session.id))?.cancelledBy).toBe(staff.user.id);
    const byAdmin = await cancel(admin.headers, second.id);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect((await row(second.id))?.cancelledBy).toBe(admin.user.id);
  });

  it('refuses another member (403), a trainer (403), a stranger (401) and an unknown session (404)', async () => {
    const { session, trainerHeaders } = await aSession();
    const other = await person(t);
    const mine = await cancel(other.headers, session.id);
    expect(mine.statusCode).toBe(403);
    expect(mine.json()).toEqual({ message: CANCEL_MESSAGES.notYours });
    const trainer = await cancel(trainerHeaders, session.id);
    expect(trainer.statusCode).toBe(403);
    expect(trainer.json()).toEqual({ message: AUTH_MESSAGES.forbidden });
    expect((await cancel(undefined, session.id)).statusCode).toBe(401);
    const unknown = await cancel(other.headers, session.id + 100_000);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: SESSION_MESSAGES.notFound });
    expect((await row(session.id))?.cancelledAt).toBeNull();
    expect(t.sent).toEqual([]);
  });

  it('refuses a session already cancelled and one that has started (409), for staff too', async () => {
    const { member, session, start } = await aSession();
    const staff = await person(t, 'staff');
    expect((await cancel(member.headers, session.id)).statusCode).toBe(200);
    const before = await row(session.id);
    for (const headers of [member.headers, staff.headers]) {
      const again = await cancel(headers, session.id);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: CANCEL_MESSAGES.alreadyCancelled });
    }
    expect(await row(session.id)).toEqual(before);

    const { session: running } = await aSession('14:00');
    setClock(new Date(start.getTime() + 5 * HOUR + 60_000).toISOString()); // 14:01 in the gym
    const started = await cancel(staff.headers, running.id);
    expect(started.statusCode).toBe(409);
    expect(started.json()).toEqual({ message: CANCEL_MESSAGES.started });
    expect((await row(running.id))?.cancelledAt).toBeNull();
  });

  it('takes no edit of a cancelled session (409) and writes nothing', async () => {
    const { member, session } = await aSession();
    const staff = await person(t, 'staff');
    expect((await cancel(member.headers, session.id)).statusCode).toBe(200);
    const before = await row(session.id);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/TrainingSession/${session.id}`,
      headers: staff.headers,
      payload: { sessionType: 'Yoga', notes: 'Changed', attendanceStatus: false },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: CANCEL_MESSAGES.notEditable });
    expect(await row(session.id)).toEqual(before);
  });

  it('frees the slot at once: the free times show it, another member books it with the same trainer and room', async () => {
    // A room of one place, so the room's count is asked as well as the trainer's.
    const { member, trainer, room, session } = await aSession('09:00', { roomQuantity: 1 });
    const next = await person(t, 'user', { timeZone });
    const slot = { trainerId: trainer.trainerId, roomId: room.id, date: MONDAY, startTime: '09:00' };
    const free = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/trainingsession/availability?trainerId=${trainer.trainerId}&date=${MONDAY}&roomId=${room.id}`,
        headers: next.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as Availability).times.map((x) => x.time);
    };
    expect(await free()).not.toContain('09:00');
    const taken = await book(next.headers, slot);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: BOOKING_MESSAGES.trainerBusy });

    expect((await cancel(member.headers, session.id)).statusCode).toBe(200);
    expect(await free()).toContain('09:00');
    const rebooked = await book(next.headers, slot);
    expect(rebooked.statusCode, rebooked.body).toBe(201);
    expect(rebooked.json()).toMatchObject({ status: 'Booked', trainerId: trainer.trainerId, roomId: room.id });
    expect(await free()).not.toContain('09:00');
  });

  it('gives a freed slot to exactly one of 20 members booking it at once', async () => {
    const { member, trainer, room, session } = await aSession('11:00', { roomQuantity: 30 });
    expect((await cancel(member.headers, session.id)).statusCode).toBe(200);
    const members = [];
    for (let i = 0; i < 20; i++) members.push(await person(t, 'user', { timeZone }));
    const answers = await Promise.all(
      members.map((m) =>
        book(m.headers, { trainerId: trainer.trainerId, roomId: room.id, date: MONDAY, startTime: '11:00' }),
      ),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, ...Array(19).fill(409)]);
    for (const r of answers.filter((a) => a.statusCode === 409))
      expect(r.json()).toEqual({ message: BOOKING_MESSAGES.trainerBusy });
    const booked = await t.db
      .select()
      .from(trainingSessions)
      .where(and(eq(trainingSessions.trainerId, trainer.trainerId), isNull(trainingSessions.cancelledAt)));
    expect(booked).toHaveLength(1);
    // The cancelled row is still there, beside the new booking.
    expect(
      await t.db.select().from(trainingSessions).where(eq(trainingSessions.trainerId, trainer.trainerId)),
    ).toHaveLength(2);
  });
});

describe('the e-mails of a booking and of its cancellation', () => {
  it('go to the member and the trainer, as text and HTML with the calendar event of one UID', async () => {
    const member = await person(t, 'user', { fullName: 'Maya Lopez', timeZone });
    const trainer = await makeTrainer(t.db, { fullName: 'John Carter' });
    const room = await makeRoom(t.db, { roomName: 'Weights Floor' });
    const res = await book(member.headers, {
      trainerId: trainer.trainerId,
      roomId: room.id,
      date: MONDAY,
      startTime: '09:00',
      sessionType: 'Strength',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json() as TrainingSession;

    const when = 'Monday, November 30, 2026 at 09:00–11:00 (America/New_York)';
    const booked = (email: string) => t.sent.find((m) => m.to === email);
    expect(t.sent.map((m) => m.to).sort()).toEqual([member.user.email, trainer.user.email].sort());
    const toMember = booked(member.user.email);
    const toTrainer = booked(trainer.user.email);
    for (const mail of [toMember, toTrainer]) {
      expect(mail?.subject).toBe('Booked: your training session on Monday, November 30, 2026');
      expect(mail?.text).toContain(`When: ${when}`);
      expect(mail?.text).toContain('Trainer: John Carter');
      expect(mail?.text).toContain('Member: Maya Lopez');
      expect(mail?.text).toContain('Room: Weights Floor');
      expect(mail?.text).toContain('Session type: Strength');
      expect(mail?.text).toContain('Pulse Gym');
      expect(mail?.html).toContain('<table');
      expect(mail?.html).toContain('Monday, November 30, 2026 at 09:00–11:00 (America/New_York)');
      expect(mail?.icalEvent?.method).toBe('REQUEST');
    }
    expect(toMember?.text).toContain(CANCEL_MESSAGES.policy(12));
    expect(toTrainer?.text).not.toContain(CANCEL_MESSAGES.policy(12));

    const invite = calendarOf(toMember);
    expect(invite).toMatchObject({ method: 'REQUEST', status: 'CONFIRMED', sequence: 0 });
    expect(invite.uid).toMatch(new RegExp(`^session-${id}@`));
    expect(invite.start).toBe(local(MONDAY, '09:00').toISOString());
    expect(invite.attendees).toEqual(
      expect.arrayContaining(
        [`mailto:${member.user.email}`, `mailto:${trainer.user.email}`].map((a) => a.toLowerCase()),
      ),
    );
    expect(invite.organizer).toBe('mailto:hello@pulsegym.test');
    expect(calendarOf(toTrainer).uid).toBe(invite.uid);

    t.sent.length = 0;
    expect((await cancel(member.headers, id)).statusCode).toBe(200);
    expect(t.sent.map((m) => m.to).sort()).toEqual([member.user.email, trainer.user.email].sort());
    for (const mail of t.sent) {
      expect(mail.subject).toBe('Cancelled: your training session on Monday, November 30, 2026');
      expect(mail.text).toContain(`When: ${when}`);
      expect(mail.text).toContain('Cancelled by: Maya Lopez');
      expect(mail.html).toContain('Cancelled by');
      const notice = calendarOf(mail);
      expect(notice).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', sequence: 1, uid: invite.uid });
    }
  });

  it('never turn a booking or a cancellation into an error when the mail server is down', async () => {
    const { member, trainer, room } = await aSession('16:00');
    t.mailServer.down = true;
    const res = await book(member.headers, {
      trainerId: trainer.trainerId,
      roomId: room.id,
      date: '2026-12-01',
      startTime: '09:00',
    });
    expect(res.statusCode, res.body).toBe(201);
    const cancelled = await cancel(member.headers, (res.json() as TrainingSession).id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(t.sent).toEqual([]);
  });
});

describe('a cancelled session counts for nothing', () => {
  it('in the day dots, the rooms’ week, the statistics and a trainer’s members; a room of cancelled ones closes at once', async () => {
    const { member, trainer, trainerHeaders, room, session } = await aSession('09:00');
    const staff = await person(t, 'staff');
    const get = async (url: string, headers: Headers) => {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const dots = () => get(`/api/TrainingSession/days?from=${MONDAY}&to=${MONDAY}`, staff.headers);
    const trainerDots = () =>
      get(`/api/Trainer/${trainer.user.id}/sessions/days?from=${MONDAY}&to=${MONDAY}`, trainerHeaders);
    const staffStats = () => get('/api/stats/staff', staff.headers);
    const trainerStats = () => get('/api/stats/trainer', trainerHeaders);
    const members = async () =>
      ((await get(`/api/Trainer/${trainer.user.id}/users`, trainerHeaders)) as { id: number }[]).map((m) => m.id);

    const dotsBefore = (await dots()) as { date: string; count: number }[];
    const statsBefore = await staffStats();
    expect(await trainerDots()).toEqual([{ date: MONDAY, count: 1 }]);
    expect(await trainerStats()).toEqual({ members: 1, sessions: 1, upcomingSessions: 1 });
    expect(await members()).toEqual([member.user.id]);

    expect((await cancel(member.headers, session.id)).statusCode).toBe(200);
    const count = (list: { date: string; count: number }[]) => list.find((d) => d.date === MONDAY)?.count ?? 0;
    expect(count(await dots())).toBe(count(dotsBefore) - 1);
    expect(await trainerDots()).toEqual([]);
    expect(await staffStats()).toMatchObject({
      trainingSessions: statsBefore.trainingSessions - 1,
      upcomingSessions: statsBefore.upcomingSessions - 1,
    });
    expect(await trainerStats()).toEqual({ members: 0, sessions: 0, upcomingSessions: 0 });
    expect(await members()).toEqual([]);
    // Still listed, with its status, in the trainer's sessions and the staff calendar.
    const listed = (await get(
      `/api/Trainer/${trainer.user.id}/sessions?from=${MONDAY}&to=${MONDAY}`,
      trainerHeaders,
    )) as TrainingSession[];
    expect(listed.map((x) => [x.id, x.status])).toEqual([[session.id, 'Cancelled']]);
    const calendar = (await get(
      `/api/TrainingSession?from=${MONDAY}&to=${MONDAY}`,
      staff.headers,
    )) as TrainingSession[];
    expect(calendar.find((x) => x.id === session.id)?.status).toBe('Cancelled');

    // The room holds only a cancelled coming session: closing it strands nothing and asks for no confirmation.
    const rooms = (await get('/api/gymroom', staff.headers)) as { id: number; sessionsThisWeek: number }[];
    expect(rooms.find((r) => r.id === room.id)?.sessionsThisWeek).toBe(0);
    t.sent.length = 0;
    const close = await t.app.inject({
      method: 'PUT',
      url: `/api/GymRoom/${room.id}`,
      headers: staff.headers,
      payload: { roomName: room.roomName, roomType: room.roomType, roomQuantity: 10, roomStatus: 'Inactive' },
    });
    expect(close.statusCode, close.body).toBe(200);
    expect(t.sent).toEqual([]);
    expect((await row(session.id))?.cancelledBy).toBe(member.user.id);
  });

  it('a room closed over booked sessions cancels them (they stay) and its e-mails carry HTML and the calendar’s CANCEL', async () => {
    const { member, trainer, room, session } = await aSession('09:00');
    const admin = await person(t, 'admin');
    const close = await t.app.inject({
      method: 'PUT',
      url: `/api/GymRoom/${room.id}`,
      headers: admin.headers,
      payload: {
        roomName: room.roomName,
        roomType: room.roomType,
        roomQuantity: 10,
        roomStatus: 'Inactive',
        confirm: true,
      },
    });
    expect(close.statusCode, close.body).toBe(200);
    expect(await row(session.id)).toMatchObject({ cancelledBy: null, cancelledAt: expect.any(Date) });
    expect(t.sent.map((m) => m.to).sort()).toEqual([member.user.email, trainer.user.email].sort());
    for (const mail of t.sent) {
      expect(mail.html).toContain('Spin Studio is closed');
      expect(calendarOf(mail)).toMatchObject({
        method: 'CANCEL',
        status: 'CANCELLED',
        sequence: 1,
        uid: expect.stringMatching(new RegExp(`^session-${session.id}@`)),
      });
    }
    const listed = await sessionsOf(member.headers, member.user.id);
    expect(listed.find((x) => x.id === session.id)?.status).toBe('Cancelled');
  });
});

describe('the e-mails of a session in each reader’s language (docs/decisions/021)', () => {
  it('tell a Spanish-speaking member in Spanish and their English-speaking trainer in English, .ics included', async () => {
    const member = await person(t, 'user', { fullName: 'Lucía Gómez', timeZone });
    const spanish = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: member.headers,
      payload: {
        username: member.user.username,
        email: member.user.email,
        fullName: 'Lucía Gómez',
        phone: null,
        birthday: null,
        language: 'es',
      },
    });
    expect(spanish.statusCode, spanish.body).toBe(200);
    const trainer = await makeTrainer(t.db, { fullName: 'John Carter' });
    const room = await makeRoom(t.db, { roomName: 'Weights Floor' });
    const res = await book(member.headers, {
      trainerId: trainer.trainerId,
      roomId: room.id,
      date: MONDAY,
      startTime: '09:00',
      sessionType: 'Strength',
    });
    expect(res.statusCode, res.body).toBe(201);

    const toMember = t.sent.find((m) => m.to === member.user.email);
    const toTrainer = t.sent.find((m) => m.to === trainer.user.email);
    expect(toMember?.subject).toBe('Reservada: tu sesión de entrenamiento del lunes, 30 de noviembre de 2026');
    expect(toMember?.text).toContain('Hola, Lucía Gómez:');
    expect(toMember?.text).toContain('Tu sesión de entrenamiento con John Carter en Pulse Gym está reservada.');
    expect(toMember?.text).toContain('Cuándo: lunes, 30 de noviembre de 2026, de 09:00 a 11:00 (America/New_York)');
    expect(toMember?.text).toContain('Tipo de sesión: Fuerza');
    expect(toMember?.text).toContain('Puedes cancelar una sesión hasta 12 horas antes de que empiece.');
    expect(toMember?.html).toContain('<html lang="es">');
    expect(toMember?.icalEvent?.content).toContain('SUMMARY:Fuerza con John Carter');

    expect(toTrainer?.subject).toBe('Booked: your training session on Monday, November 30, 2026');
    expect(toTrainer?.text).toContain('Lucía Gómez booked a training session with you at Pulse Gym.');
    expect(toTrainer?.text).toContain('Session type: Strength');
    expect(toTrainer?.html).toContain('<html lang="en">');
    expect(toTrainer?.icalEvent?.content).toContain('SUMMARY:Strength with John Carter');
  });
});
