import { CALENDAR_MESSAGES } from '@gym/contract';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classBookings, classSessions, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { setClock } from '../../test/clock.ts';
import { makeClass, makeRoom, makeSession, makeTrainer, person, signedIn } from '../../test/factories.ts';

type Headers = { authorization: string };

const NOW = '2026-03-10T11:00:00Z';
const DAY = 86_400_000;
const at = (offsetDays: number, hour = 10) => {
  const d = new Date(Date.parse(NOW) + offsetDays * DAY);
  d.setUTCHours(hour, 0, 0, 0);
  return d;
};

let t: TestApp;
beforeAll(async () => {
  setClock(NOW);
  t = await createTestApp();
});
afterAll(() => t.close());

const getFeed = (app: TestApp, headers?: Headers, extra: Record<string, string> = {}) =>
  app.app.inject({ method: 'GET', url: '/api/calendar/feed', headers: { ...headers, ...extra } });
const resetFeed = (app: TestApp, headers?: Headers) =>
  app.app.inject({ method: 'POST', url: '/api/calendar/feed/reset', ...(headers ? { headers } : {}) });

async function feedUrl(app: TestApp, headers: Headers) {
  const res = await getFeed(app, headers);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { url: string }).url;
}

/** Fetches a feed URL with no token, as a calendar program does. */
const fetchFeed = (app: TestApp, url: string) => {
  const { pathname } = new URL(url);
  return app.app.inject({ method: 'GET', url: pathname });
};

type ParsedEvent = { uid: string; summary: string; start: string; end: string; status: string; location: string };
function parseFeed(body: string) {
  const calendar = new ICAL.Component(ICAL.parse(body));
  const events: ParsedEvent[] = calendar.getAllSubcomponents('vevent').map((v) => {
    const event = new ICAL.Event(v);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      status: String(v.getFirstPropertyValue('status')),
      location: event.location,
    };
  });
  return { name: String(calendar.getFirstPropertyValue('x-wr-calname')), events };
}

describe('GET /api/calendar/feed', () => {
  it('answers a member and a trainer their own absolute feed URL, the same one every time', async () => {
    setClock(NOW);
    const member = await person(t);
    const trainer = await makeTrainer(t.db);
    const trainerHeaders = await signedInAs(trainer.user.email);
    const url = await feedUrl(t, member.headers);
    expect(url).toMatch(/^http:\/\/localhost(:80)?\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await feedUrl(t, member.headers)).toBe(url);
    const trainerUrl = await feedUrl(t, trainerHeaders);
    expect(trainerUrl).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(trainerUrl).not.toBe(url);
    const [row] = await t.db.select({ secret: users.calendarSecret }).from(users).where(eq(users.id, member.user.id));
    expect(url).toContain(`/${row?.secret}.ics`);
  });

  it('makes one secret when the first asks come at once', async () => {
    setClock(NOW);
    const member = await person(t);
    const answers = await Promise.all(Array.from({ length: 8 }, () => getFeed(t, member.headers)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((r) => r.json().url)).size).toBe(1);
  });

  it('ignores X-Forwarded-* unless TRUST_PROXY is on', async () => {
    setClock(NOW);
    const member = await person(t);
    const res = await getFeed(t, member.headers, { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' });
    expect(res.json().url).toMatch(/^http:\/\/localhost/);
  });

  it('refuses staff and admin (403) and anonymous callers (401), for the feed and its reset', async () => {
    setClock(NOW);
    const staff = await signedIn(t, 'staff');
    const admin = await signedIn(t, 'admin');
    for (const headers of [staff.headers, admin.headers]) {
      expect((await getFeed(t, headers)).statusCode).toBe(403);
      expect((await resetFeed(t, headers)).statusCode).toBe(403);
    }
    expect((await getFeed(t)).statusCode).toBe(401);
    expect((await resetFeed(t)).statusCode).toBe(401);
  });
});

async function signedInAs(email: string): Promise<Headers> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'Secret123' } });
  return { authorization: `Bearer ${res.json().token}` };
}

describe('GET /api/calendar/{secret}.ics', () => {
  it("holds a member's sessions from 90 days back to a year ahead, booked and cancelled, in UTC, with no token", async () => {
    setClock(NOW);
    const member = await person(t, 'user', { fullName: 'Jamie Lee' });
    const other = await person(t);
    const trainer = await makeTrainer(t.db, { fullName: 'Alex Carter' });
    const room = await makeRoom(t.db, { roomName: 'Studio B' });
    const session = (start: Date, values: Record<string, unknown> = {}) =>
      makeSession(t.db, {
        userId: member.user.id,
        trainerId: trainer.trainerId,
        roomId: room.id,
        start,
        sessionType: 'Strength',
        ...values,
      });
    const past = await session(at(-30, 8));
    const coming = await session(at(2, 9));
    const cancelled = await session(at(3, 15), { cancelledAt: new Date(NOW) });
    await session(at(-91)); // too old
    await session(at(366)); // too far ahead
    await makeSession(t.db, { userId: other.user.id, trainerId: trainer.trainerId, roomId: room.id, start: at(4) });

    const url = await feedUrl(t, member.headers);
    const res = await fetchFeed(t, url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    const feed = parseFeed(res.body);
    expect(feed.name).toBe('Pulse Gym sessions');
    expect(feed.events).toEqual([
      {
        uid: `session-${past.id}@pulse-gym.invalid`,
        summary: 'Strength with Alex Carter',
        start: '2026-02-08T08:00:00.000Z',
        end: '2026-02-08T10:00:00.000Z',
        status: 'CONFIRMED',
        location: expect.stringContaining('Studio B, Pulse Gym'),
      },
      {
        uid: `session-${coming.id}@pulse-gym.invalid`,
        summary: 'Strength with Alex Carter',
        start: '2026-03-12T09:00:00.000Z',
        end: '2026-03-12T11:00:00.000Z',
        status: 'CONFIRMED',
        location: expect.stringContaining('Studio B, Pulse Gym'),
      },
      {
        uid: `session-${cancelled.id}@pulse-gym.invalid`,
        summary: 'Strength with Alex Carter',
        start: '2026-03-13T15:00:00.000Z',
        end: '2026-03-13T17:00:00.000Z',
        status: 'CANCELLED',
        location: expect.stringContaining('Studio B, Pulse Gym'),
      },
    ]);
    // Times are written in UTC; the cancelled event outranks the booked one a calendar already holds.
    expect(res.body).toContain('DTSTART:20260312T090000Z');
    expect(res.body).toMatch(/UID:session-\d+@pulse-gym\.invalid\r\nSEQUENCE:1/);
    expect(res.body).toContain('Trainer: Alex Carter');
    // A document anyone with the URL reads names people, never their addresses.
    expect(res.body).not.toContain('ATTENDEE');
    expect(res.body).not.toContain(member.user.email);
  });

  it("holds the sessions a trainer teaches, titled with the member's name", async () => {
    setClock(NOW);
    const member = await person(t, 'user', { fullName: 'Jamie Lee' });
    const trainer = await makeTrainer(t.db, { fullName: 'Alex Carter' });
    const otherTrainer = await makeTrainer(t.db);
    const room = await makeRoom(t.db);
    const own = await makeSession(t.db, {
      userId: member.user.id,
      trainerId: trainer.trainerId,
      roomId: room.id,
      start: at(1),
      sessionType: 'Strength',
    });
    await makeSession(t.db, {
      userId: member.user.id,
      trainerId: otherTrainer.trainerId,
      roomId: room.id,
      start: at(2),
    });
    const url = await feedUrl(t, await signedInAs(trainer.user.email));
    const feed = parseFeed((await fetchFeed(t, url)).body);
    expect(feed.events.map((e) => [e.uid, e.summary])).toEqual([
      [`session-${own.id}@pulse-gym.invalid`, 'Strength: Jamie Lee'],
    ]);
  });

  it('answers 404 with the usual JSON error for an unknown or malformed secret', async () => {
    setClock(NOW);
    for (const secret of ['A'.repeat(43), 'nope', `${'b'.repeat(43)}x`, '%27%20or%201%3D1--']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/calendar/${secret}.ics` });
      expect(res.statusCode, secret).toBe(404);
      expect(res.json()).toEqual({ message: CALENDAR_MESSAGES.feedNotFound });
    }
  });

  it('stops the old URL at once when its owner resets it, and the new one works', async () => {
    setClock(NOW);
    const member = await person(t);
    const old = await feedUrl(t, member.headers);
    expect((await fetchFeed(t, old)).statusCode).toBe(200);
    const res = await resetFeed(t, member.headers);
    expect(res.statusCode, res.body).toBe(200);
    const renewed = (res.json() as { url: string }).url;
    expect(renewed).not.toBe(old);
    expect((await fetchFeed(t, old)).statusCode).toBe(404);
    expect((await fetchFeed(t, renewed)).statusCode).toBe(200);
    expect(await feedUrl(t, member.headers)).toBe(renewed);
  });

  it("answers 404 for a deleted account's feed", async () => {
    setClock(NOW);
    const admin = await signedIn(t, 'admin');
    // The member has a subscription, so the account stays, anonymised; and one with no history, deleted outright.
    const kept = await person(t);
    const gone = await person(t, 'user', { subscribed: false });
    const urls = [await feedUrl(t, kept.headers), await feedUrl(t, gone.headers)];
    for (const { user } of [kept, gone]) {
      const res = await t.app.inject({ method: 'DELETE', url: `/api/users/${user.id}`, headers: admin.headers });
      expect(res.statusCode, res.body).toBe(200);
    }
    for (const url of urls) expect((await fetchFeed(t, url)).statusCode).toBe(404);
    const [row] = await t.db.select({ secret: users.calendarSecret }).from(users).where(eq(users.id, kept.user.id));
    expect(row?.secret).toBeNull();
  });
});

describe('group classes in the feeds', () => {
  /** A class at `start` taught by `trainerId` in a room of its own, with places straight into the table. */
  async function classWith(
    trainerId: number,
    start: Date,
    places: { userId: number; status: 'Booked' | 'Waitlisted' | 'Cancelled' }[] = [],
  ) {
    const room = await makeRoom(t.db, { roomName: 'Spin Studio', roomQuantity: 20 });
    const cls = await makeClass(t.db, { trainerId, roomId: room.id, start });
    for (const p of places)
      await t.db.insert(classBookings).values({ classSessionId: cls.id, queuedAt: new Date(), ...p });
    return cls;
  }
  const cancel = (id: number) =>
    t.db.update(classSessions).set({ cancelledAt: new Date() }).where(eq(classSessions.id, id));
  const classUid = (id: number) => `class-${id}@pulse-gym.invalid`;

  it("holds a member's booked classes among their sessions, a class the gym cancelled as CANCELLED, never the waitlist nor a place left", async () => {
    setClock(NOW);
    const member = await person(t, 'user', { fullName: 'Jamie Lee' });
    const trainer = await makeTrainer(t.db, { fullName: 'Rita Stone' });
    const session = await makeSession(t.db, {
      userId: member.user.id,
      trainerId: (await makeTrainer(t.db)).trainerId,
      roomId: (await makeRoom(t.db)).id,
      start: at(1, 10),
      sessionType: 'Strength',
    });
    const me = { userId: member.user.id };
    const booked = await classWith(trainer.trainerId, at(1, 18), [{ ...me, status: 'Booked' }]);
    const called = await classWith(trainer.trainerId, at(2, 18), [{ ...me, status: 'Booked' }]);
    await cancel(called.id);
    await classWith(trainer.trainerId, at(3, 18), [{ ...me, status: 'Waitlisted' }]);
    await classWith(trainer.trainerId, at(4, 18), [{ ...me, status: 'Cancelled' }]);
    await classWith(trainer.trainerId, at(5, 18)); // someone else's class
    await classWith(trainer.trainerId, at(-120, 18), [{ ...me, status: 'Booked' }]); // beyond the window

    const feed = parseFeed((await fetchFeed(t, await feedUrl(t, member.headers))).body);
    expect(feed.events.map((e) => [e.uid, e.status, e.start])).toEqual([
      [`session-${session.id}@pulse-gym.invalid`, 'CONFIRMED', at(1, 10).toISOString()],
      [classUid(booked.id), 'CONFIRMED', at(1, 18).toISOString()],
      [classUid(called.id), 'CANCELLED', at(2, 18).toISOString()],
    ]);
    expect(feed.events[1]?.summary).toMatch(/^Class \d+ · Rita Stone$/);
    expect(feed.events[1]?.location).toContain('Spin Studio');
  });

  it('holds the classes a trainer teaches, cancelled ones as CANCELLED, and not the classes of others', async () => {
    setClock(NOW);
    const trainer = await makeTrainer(t.db, { fullName: 'Rita Stone' });
    const other = await makeTrainer(t.db);
    const member = await person(t);
    const taught = await classWith(trainer.trainerId, at(1, 7), [{ userId: member.user.id, status: 'Booked' }]);
    const empty = await classWith(trainer.trainerId, at(2, 7));
    await cancel(empty.id);
    await classWith(other.trainerId, at(1, 9), [{ userId: member.user.id, status: 'Booked' }]);
    const feed = parseFeed((await fetchFeed(t, await feedUrl(t, await signedInAs(trainer.user.email)))).body);
    expect(feed.events.map((e) => [e.uid, e.status])).toEqual([
      [classUid(taught.id), 'CONFIRMED'],
      [classUid(empty.id), 'CANCELLED'],
    ]);
  });
});

describe('a feed with a deleted trainer', () => {
  it('names the trainer "Former trainer", never by the placeholder their account keeps', async () => {
    setClock(NOW);
    const admin = await signedIn(t, 'admin');
    const member = await person(t);
    const trainer = await makeTrainer(t.db, { fullName: 'Gone Coach' });
    const room = await makeRoom(t.db);
    // A past session is history: the trainer's account stays, anonymised.
    await makeSession(t.db, { userId: member.user.id, trainerId: trainer.trainerId, roomId: room.id, start: at(-3) });
    const url = await feedUrl(t, member.headers);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/users/${trainer.user.id}`, headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);

    const body = (await fetchFeed(t, url)).body;
    expect(parseFeed(body).events.map((e) => e.summary)).toEqual(['Training session with Former trainer']);
    expect(body).toContain('Trainer: Former trainer');
    expect(body).not.toContain('deleted-');
    expect(body).not.toContain('Gone Coach');
  });
});

describe('a gym outside UTC', () => {
  let ny: TestApp;
  beforeAll(async () => {
    setClock('2026-10-26T12:00:00Z');
    ny = await createTestApp({ GYM_TIME_ZONE: 'America/New_York', TRUST_PROXY: 'true' });
  });
  afterAll(() => ny.close());

  it('writes 09:00 on either side of the November change as 13:00Z and 14:00Z', async () => {
    setClock('2026-10-26T12:00:00Z');
    const member = await person(ny, 'user', { timeZone: 'America/New_York' });
    const trainer = await makeTrainer(ny.db);
    const room = await makeRoom(ny.db);
    // Booked through the API on the gym's clock: Friday 30 October (EDT) and Monday 2 November (EST).
    for (const date of ['2026-10-30', '2026-11-02']) {
      const res = await ny.app.inject({
        method: 'POST',
        url: '/api/trainingsession',
        headers: member.headers,
        payload: { trainerId: trainer.trainerId, roomId: room.id, date, startTime: '09:00' },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const res = await fetchFeed(ny, await feedUrl(ny, member.headers));
    expect(res.statusCode).toBe(200);
    expect(parseFeed(res.body).events.map((e) => e.start)).toEqual([
      '2026-10-30T13:00:00.000Z',
      '2026-11-02T14:00:00.000Z',
    ]);
    expect(res.body).toContain('DTSTART:20261030T130000Z');
    expect(res.body).toContain('DTSTART:20261102T140000Z');
  });

  it('builds the URL from X-Forwarded-Proto and -Host when TRUST_PROXY is on', async () => {
    setClock('2026-10-26T12:00:00Z');
    const member = await person(ny);
    const res = await getFeed(ny, member.headers, {
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'gym.example.com',
    });
    expect(res.json().url).toMatch(/^https:\/\/gym\.example\.com\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  });
});

describe('PUBLIC_URL', () => {
  it('is the base of the feed URL and the domain of the event UIDs', async () => {
    setClock(NOW);
    const app = await createTestApp({ PUBLIC_URL: 'https://pulse.example.org/' });
    try {
      const member = await person(app);
      const trainer = await makeTrainer(app.db);
      const room = await makeRoom(app.db);
      const s = await makeSession(app.db, {
        userId: member.user.id,
        trainerId: trainer.trainerId,
        roomId: room.id,
        start: at(1),
      });
      const url = await feedUrl(app, member.headers);
      expect(url).toMatch(/^https:\/\/pulse\.example\.org\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
      const feed = parseFeed((await fetchFeed(app, url)).body);
      expect(feed.events.map((e) => [e.uid, e.summary])).toEqual([
        [`session-${s.id}@pulse.example.org`, expect.stringMatching(/^Training session with /)],
      ]);
    } finally {
      await app.close();
    }
  });
});

describe('GET and PUT /api/reminders', () => {
  it("answers and saves the member's setting, with the gym's hours before", async () => {
    setClock(NOW);
    const member = await person(t);
    const get = () => t.app.inject({ method: 'GET', url: '/api/reminders', headers: member.headers });
    expect((await get()).json()).toEqual({ enabled: true, hoursBefore: 24 });
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/reminders',
      headers: member.headers,
      payload: { enabled: false },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ enabled: false, hoursBefore: 24 });
    expect((await get()).json()).toEqual({ enabled: false, hoursBefore: 24 });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/reminders',
      headers: member.headers,
      payload: { enabled: 'maybe' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('is for members only', async () => {
    setClock(NOW);
    const trainer = await makeTrainer(t.db);
    const staff = await signedIn(t, 'staff');
    const admin = await signedIn(t, 'admin');
    for (const headers of [await signedInAs(trainer.user.email), staff.headers, admin.headers]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/reminders', headers })).statusCode).toBe(403);
      const put = await t.app.inject({ method: 'PUT', url: '/api/reminders', headers, payload: { enabled: false } });
      expect(put.statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/reminders' })).statusCode).toBe(401);
  });
});
