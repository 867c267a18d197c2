import { AUTH_MESSAGES, FEEDBACK_MESSAGE_MAX, FEEDBACK_MESSAGES, type Role } from '@gym/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { csvRecords, expectCsvFile } from '../../test/csv.ts';
import { loginAs, makeAccount, signedIn } from '../../test/factories.ts';
import { allFeedback } from './feedback.service.ts';

let t: TestApp;
type Session = Awaited<ReturnType<typeof signedIn>>;
let member: Session;
let otherMember: Session;
const as: Partial<Record<Exclude<Role, 'user'>, Session>> = {};

beforeAll(async () => {
  t = await createTestApp({ GYM_TIME_ZONE: 'Europe/Madrid' });
  member = await signedIn(t, 'user');
  otherMember = await signedIn(t, 'user');
  for (const role of ['admin', 'staff', 'trainer'] as const) as[role] = await signedIn(t, role);
});
afterAll(() => t.close());

const headersOf = (who: Session | undefined) => (who ? who.headers : {});
const submit = (who: Session | undefined, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/feedback', headers: headersOf(who), payload: payload as object });
const get = (who: Session | undefined, url: string) => t.app.inject({ method: 'GET', url, headers: headersOf(who) });
const remove = (who: Session | undefined, id: number | string) =>
  t.app.inject({ method: 'DELETE', url: `/api/feedback/${id}`, headers: headersOf(who) });
const processIt = (who: Session | undefined, id: number | string) =>
  t.app.inject({ method: 'PUT', url: `/api/feedback/${id}/process`, headers: headersOf(who) });

/** Stores feedback straight in the database (a fresh row per call). */
async function stored(userId: number, message = 'Nice place', rating = 4) {
  const [row] = await t.db.insert(feedback).values({ userId, message, rating }).returning();
  return row as typeof feedback.$inferSelect;
}
const exists = async (id: number) => (await t.db.select().from(feedback).where(eq(feedback.id, id))).length === 1;

describe('POST /api/feedback', () => {
  it('stores a member’s feedback for themself and answers 201 with the list shape', async () => {
    const res = await submit(member, { message: '  Great trainers  ', rating: '5', userId: otherMember.user.id });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(Number),
      userId: member.user.id,
      userName: member.user.fullName,
      message: 'Great trainers',
      rating: 5,
      createdAt: expect.any(String),
      isProcessed: false,
    });
    expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt);
    expect(await exists(body.id)).toBe(true);
  });

  it('names an account without a full name by its username', async () => {
    const bare = await makeAccount(t.db, { fullName: undefined });
    await t.db.insert(feedback).values({ userId: bare.id, message: 'Hi', rating: 3 });
    expect(bare.fullName).toBeNull();
    const list = (await get(as.admin, '/api/feedback')).json() as { userId: number; userName: string }[];
    expect(list.find((f) => f.userId === bare.id)?.userName).toBe(bare.username);
  });

  it.each([
    [{ rating: 4 }, 'message', FEEDBACK_MESSAGES.messageRequired],
    [{ message: '   ', rating: 4 }, 'message', FEEDBACK_MESSAGES.messageRequired],
    [{ message: 'x'.repeat(FEEDBACK_MESSAGE_MAX + 1), rating: 4 }, 'message', FEEDBACK_MESSAGES.messageTooLong],
    [{ message: 'Good' }, 'rating', FEEDBACK_MESSAGES.ratingRequired],
    [{ message: 'Good', rating: '' }, 'rating', FEEDBACK_MESSAGES.ratingRequired],
    [{ message: 'Good', rating: 0 }, 'rating', FEEDBACK_MESSAGES.ratingInvalid],
    [{ message: 'Good', rating: '6' }, 'rating', FEEDBACK_MESSAGES.ratingInvalid],
    [{ message: 'Good', rating: 2.5 }, 'rating', FEEDBACK_MESSAGES.ratingInvalid],
    [{ message: 'Good', rating: 'five' }, 'rating', FEEDBACK_MESSAGES.ratingInvalid],
  ])('refuses %j with 400 and the message on %s', async (payload, field, message) => {
    const res = await submit(member, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, errors: { [field]: [message] } });
  });

  it('accepts any text of exactly 2,000 characters', async () => {
    const message = `Great coach! Ça va? 10/10 — "would" return.\n${'x'.repeat(FEEDBACK_MESSAGE_MAX)}`.slice(0, 2000);
    expect(FEEDBACK_MESSAGE_MAX).toBe(2000);
    expect((await submit(member, { message, rating: 1 })).statusCode).toBe(201);
  });

  it('needs a token (401) of a member (403)', async () => {
    const valid = { message: 'Hello', rating: 3 };
    const anonymous = await submit(undefined, valid);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(AUTH_MESSAGES.notSignedIn);
    for (const role of ['admin', 'staff', 'trainer'] as const) {
      const res = await submit(as[role], valid);
      expect(res.statusCode, role).toBe(403);
      expect(res.json().message).toBe(AUTH_MESSAGES.forbidden);
    }
  });
});

describe('GET /api/feedback', () => {
  it('lists everyone’s feedback newest first for admin, staff and trainers', async () => {
    const older = await stored(otherMember.user.id, 'Older');
    const newer = await stored(member.user.id, 'Newer');
    for (const role of ['admin', 'staff', 'trainer'] as const) {
      const res = await get(as[role], '/api/feedback');
      expect(res.statusCode, role).toBe(200);
      const list = res.json() as { id: number; createdAt: string }[];
      expect(Array.isArray(list)).toBe(true);
      const ids = list.map((f) => f.id);
      expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
      const sorted = [...list].sort((a, b) =>
        a.createdAt === b.createdAt ? b.id - a.id : a.createdAt < b.createdAt ? 1 : -1,
      );
      expect(list.map((f) => f.id)).toEqual(sorted.map((f) => f.id));
      expect(Object.keys(list[0] ?? {}).sort()).toEqual(
        ['createdAt', 'id', 'isProcessed', 'message', 'rating', 'userId', 'userName'].sort(),
      );
    }
  });

  it('answers one page with the total when asked for a page', async () => {
    const all = (await get(as.staff, '/api/feedback')).json() as { id: number }[];
    expect(all.length).toBeGreaterThanOrEqual(3);
    const page = await get(as.staff, '/api/feedback?page=2&pageSize=2');
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({ items: all.slice(2, 4), total: all.length, page: 2, pageSize: 2 });
    expect((await get(as.staff, '/api/feedback?page=1')).json()).toMatchObject({ page: 1, pageSize: 20 });
    expect((await get(as.staff, '/api/feedback?page=1&pageSize=101')).statusCode).toBe(400);
    expect((await get(as.staff, '/api/feedback?page=0')).statusCode).toBe(400);
  });

  it('keeps what is still to be processed, or what was, with processed=false|true, paged alike', async () => {
    const waiting = await stored(member.user.id, 'Still waiting');
    const handled = await stored(member.user.id, 'Handled');
    expect((await processIt(as.staff, handled.id)).statusCode).toBe(200);

    const all = (await get(as.staff, '/api/feedback')).json() as { id: number; isProcessed: boolean }[];
    const unprocessed = (await get(as.staff, '/api/feedback?processed=false')).json() as typeof all;
    const processed = (await get(as.trainer, '/api/feedback?processed=true')).json() as typeof all;
    expect(unprocessed.map((f) => f.id)).toEqual(all.filter((f) => !f.isProcessed).map((f) => f.id));
    expect(processed.map((f) => f.id)).toEqual(all.filter((f) => f.isProcessed).map((f) => f.id));
    expect(unprocessed.map((f) => f.id)).toContain(waiting.id);
    expect(processed.map((f) => f.id)).toContain(handled.id);

    const page = await get(as.admin, '/api/feedback?processed=false&page=1&pageSize=1');
    expect(page.json()).toEqual({ items: unprocessed.slice(0, 1), total: unprocessed.length, page: 1, pageSize: 1 });
    expect((await get(as.staff, '/api/feedback?processed=maybe')).statusCode).toBe(400);
  });

  it('is closed to visitors (401) and members (403)', async () => {
    expect((await get(undefined, '/api/feedback')).statusCode).toBe(401);
    expect((await get(member, '/api/feedback')).statusCode).toBe(403);
  });
});

describe('GET /api/feedback/my-feedbacks', () => {
  it('answers only the caller’s own feedback, newest first, also by page', async () => {
    const fresh = await signedIn(t, 'user');
    const first = await stored(fresh.user.id, 'First');
    const second = await stored(fresh.user.id, 'Second');
    await stored(otherMember.user.id, 'Not mine');
    const res = await get(fresh, '/api/feedback/my-feedbacks');
    expect(res.statusCode).toBe(200);
    expect(res.json().map((f: { id: number }) => f.id)).toEqual([second.id, first.id]);
    expect(res.json()[0]).toMatchObject({ userId: fresh.user.id, message: 'Second', rating: 4, isProcessed: false });
    const page = (await get(fresh, '/api/feedback/my-feedbacks?page=1&pageSize=1')).json();
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 1, items: [{ id: second.id }] });
  });

  it('answers an empty list to a member without feedback', async () => {
    const fresh = await signedIn(t, 'user');
    expect((await get(fresh, '/api/feedback/my-feedbacks')).json()).toEqual([]);
  });

  it('is for members only (401, 403)', async () => {
    expect((await get(undefined, '/api/feedback/my-feedbacks')).statusCode).toBe(401);
    for (const role of ['admin', 'staff', 'trainer'] as const) {
      expect((await get(as[role], '/api/feedback/my-feedbacks')).statusCode, role).toBe(403);
    }
  });
});

describe('DELETE /api/feedback/:id', () => {
  it('lets a member delete their own feedback', async () => {
    const mine = await stored(member.user.id);
    const res = await remove(member, mine.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: FEEDBACK_MESSAGES.deleted });
    expect(await exists(mine.id)).toBe(false);
  });

  it('refuses someone else’s feedback to a member (403) and keeps it', async () => {
    const theirs = await stored(otherMember.user.id);
    const res = await remove(member, theirs.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(AUTH_MESSAGES.forbidden);
    expect(await exists(theirs.id)).toBe(true);
  });

  it.each(['admin', 'staff'] as const)('lets %s delete any feedback', async (role) => {
    const theirs = await stored(otherMember.user.id);
    expect((await remove(as[role], theirs.id)).statusCode).toBe(200);
    expect(await exists(theirs.id)).toBe(false);
  });

  it('refuses trainers (403) and visitors (401)', async () => {
    const theirs = await stored(otherMember.user.id);
    expect((await remove(as.trainer, theirs.id)).statusCode).toBe(403);
    expect((await remove(undefined, theirs.id)).statusCode).toBe(401);
    expect(await exists(theirs.id)).toBe(true);
  });

  it('answers 404 for unknown feedback and 400 for an id that is not one', async () => {
    for (const who of [member, as.admin]) {
      const res = await remove(who, 999_999);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(FEEDBACK_MESSAGES.notFound);
    }
    expect((await remove(as.admin, 'abc')).statusCode).toBe(400);
  });
});

describe('PUT /api/feedback/:id/process', () => {
  it.each(['admin', 'staff'] as const)('lets %s mark feedback processed, saved and idempotent', async (role) => {
    const item = await stored(member.user.id, 'Please fix the shower');
    const first = await processIt(as[role], item.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id: item.id, userId: member.user.id, isProcessed: true });
    const again = await processIt(as[role], item.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const list = (await get(as.trainer, '/api/feedback')).json() as { id: number; isProcessed: boolean }[];
    expect(list.find((f) => f.id === item.id)?.isProcessed).toBe(true);
  });

  it('refuses members and trainers (403) and visitors (401)', async () => {
    const item = await stored(member.user.id);
    expect((await processIt(member, item.id)).statusCode).toBe(403);
    expect((await processIt(as.trainer, item.id)).statusCode).toBe(403);
    expect((await processIt(undefined, item.id)).statusCode).toBe(401);
    const [row] = await t.db.select().from(feedback).where(eq(feedback.id, item.id));
    expect(row?.isProcessed).toBe(false);
  });

  it('answers 404 for unknown feedback', async () => {
    const res = await processIt(as.staff, 999_999);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(FEEDBACK_MESSAGES.notFound);
  });
});

describe('OpenAPI', () => {
  it('describes the feedback and contact calls', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/feedback',
        '/api/feedback/my-feedbacks',
        '/api/feedback/{id}',
        '/api/feedback/{id}/process',
        '/api/contact',
      ]),
    );
    expect(doc.paths['/api/feedback'].post.tags).toEqual(['Feedback']);
  });
});

describe('GET /api/feedback?format=csv', () => {
  const csv = (who: Session | undefined, query = '') => get(who, `/api/feedback?format=csv&${query}`);
  const ours = (lines: string[]) => lines.filter((line) => line.includes('Csvf'));
  const sameInstant = new Date('2026-03-08T10:00:00Z');

  beforeAll(async () => {
    const ana = await makeAccount(t.db, { fullName: 'Csvf Ana' });
    const evil = await makeAccount(t.db, { fullName: '=cmd|calc' });
    await t.db.insert(feedback).values([
      {
        userId: ana.id,
        message: 'Csvf great',
        rating: 5,
        isProcessed: true,
        createdAt: new Date('2026-03-10T23:30:00Z'),
      },
      { userId: evil.id, message: '=1+1 Csvf', rating: 1, createdAt: new Date('2026-03-09T12:00:00Z') },
      // Three in the same microsecond: the export's batches go on by id, neither repeating nor skipping one.
      ...'ABC'
        .split('')
        .map((letter) => ({ userId: ana.id, message: `Csvf same ${letter}`, rating: 3, createdAt: sameInstant })),
    ]);
  });

  it('exports all the feedback, newest first, not a page: the gym’s clock, words, formulas neutralised', async () => {
    const res = await csv(as.staff, 'page=2&pageSize=1');
    expect(res.statusCode, res.body).toBe(200);
    expectCsvFile(res, 'feedback.csv');
    const lines = csvRecords(res.body);
    expect(lines[0]).toBe('Date,Time,Member,Rating,Message,Processed');
    expect(ours(lines)).toEqual([
      '2026-03-11,00:30,Csvf Ana,5,Csvf great,Yes',
      "2026-03-09,13:00,'=cmd|calc,1,'=1+1 Csvf,No",
      '2026-03-08,11:00,Csvf Ana,3,Csvf same C,No',
      '2026-03-08,11:00,Csvf Ana,3,Csvf same B,No',
      '2026-03-08,11:00,Csvf Ana,3,Csvf same A,No',
    ]);
    const everything = (await get(as.staff, '/api/feedback')).json() as unknown[];
    expect(lines).toHaveLength(1 + everything.length);
  });

  it('keeps the filter, and writes the headers and words in the caller’s language', async () => {
    const spanish = await makeAccount(t.db, { role: 'staff' });
    await t.db.update(users).set({ language: 'es' }).where(eq(users.id, spanish.id));
    const headers = await loginAs(t, spanish.email);
    const res = await t.app.inject({ method: 'GET', url: '/api/feedback?format=csv&processed=false', headers });
    const lines = csvRecords(res.body);
    expect(lines[0]).toBe('Fecha,Hora,Socio,Valoración,Mensaje,Atendida');
    expect(ours(lines)).toHaveLength(4);
    expect(lines.slice(1).filter((line) => !line.endsWith(',No'))).toEqual([]);
    const unprocessed = (await get(as.staff, '/api/feedback?processed=false')).json() as unknown[];
    expect(lines).toHaveLength(1 + unprocessed.length);
    const done = csvRecords(
      (await t.app.inject({ method: 'GET', url: '/api/feedback?format=csv&processed=true', headers })).body,
    );
    expect(ours(done)).toEqual(['2026-03-11,00:30,Csvf Ana,5,Csvf great,Sí']);
  });

  it('is for admin, staff and trainers: members are refused', async () => {
    expect((await csv(as.trainer)).statusCode).toBe(200);
    expect((await csv(member)).statusCode).toBe(403);
    expect((await csv(undefined)).statusCode).toBe(401);
  });

  it('reads the feedback in batches after the last one given, in the list’s order', async () => {
    const listed = (await get(as.admin, '/api/feedback')).json() as { id: number }[];
    const batched: number[] = [];
    for await (const item of allFeedback(t.db, { pageSize: 20 }, 2)) batched.push(item.id);
    expect(batched).toEqual(listed.map((f) => f.id));
  });
});
