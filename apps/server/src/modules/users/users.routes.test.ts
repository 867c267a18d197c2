import { AUTH_MESSAGES, type Page, PHONE_MESSAGES, USER_MESSAGES, type User } from '@gym/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { setClock } from '../../test/clock.ts';
import { csvRecords, expectCsvFile } from '../../test/csv.ts';
import {
  type Cast,
  type CastName,
  loginAs,
  makeAccount,
  makeCast,
  makeInvitation,
  makeSessionWith,
  signedIn,
} from '../../test/factories.ts';
import { createAccount } from '../auth/auth.service.ts';
import { allUsers } from './users.service.ts';

let t: TestApp;
let cast: Cast;
beforeAll(async () => {
  setClock('2026-03-10T23:30:00Z');
  t = await createTestApp();
  cast = await makeCast(t);
});
afterAll(() => t.close());

const request = (method: 'GET' | 'PUT', url: string, who: CastName, payload?: object) =>
  t.app.inject({ method, url, headers: cast.headers(who), ...(payload ? { payload } : {}) });
const ids = (list: User[]) => list.map((u) => u.id);

describe('GET /api/users', () => {
  it('shows admin and staff every account, a trainer only their members, and refuses everyone else', async () => {
    const everyone = (await t.db.select({ id: users.id }).from(users)).map((u) => u.id);
    const expected: Record<CastName, number | number[]> = {
      anonymous: 401,
      member: 403,
      otherMember: 403,
      trainer: [cast.member.user.id],
      otherTrainer: [],
      staff: everyone,
      admin: everyone,
    };
    for (const [who, answer] of Object.entries(expected) as [CastName, number | number[]][]) {
      const res = await request('GET', '/api/users', who);
      if (typeof answer === 'number') {
        expect(res.statusCode, who).toBe(answer);
        expect(res.json().message, who).toBe(answer === 401 ? AUTH_MESSAGES.notSignedIn : AUTH_MESSAGES.forbidden);
      } else {
        expect(res.statusCode, who).toBe(200);
        expect(ids(res.json()).sort(), who).toEqual([...answer].sort());
      }
    }
  });

  it('answers the safe view under either spelling, never a hash or a token version', async () => {
    const res = await request('GET', '/api/Users?role=user', 'admin');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContainEqual(cast.member.user);
    expect(res.body).not.toMatch(/password|hash|argon|tokenVersion|deletedAt/i);
  });

  it('filters by role; a trainer’s role filter stays within their members', async () => {
    const staff = (await request('GET', '/api/users?role=staff', 'admin')).json() as User[];
    expect(staff.map((u) => u.role)).toEqual(['staff']);
    expect((await request('GET', '/api/users?role=staff', 'trainer')).json()).toEqual([]);
    expect(ids((await request('GET', '/api/users?role=user', 'trainer')).json())).toEqual([cast.member.user.id]);
  });

  it('searches full name, username, e-mail and phone (as written or by its digits) regardless of case; % and _ literally', async () => {
    const percent = await makeAccount(t.db, { fullName: 'Percent 50% Off' });
    const lookalike = await makeAccount(t.db, { fullName: 'Percent 500 Off' });
    const underscore = await makeAccount(t.db, { username: 'under_score1' });
    await makeAccount(t.db, { username: 'underxscore2' });
    const phone = await makeAccount(t.db, { phone: '+13125550177' });
    const mailbox = await makeAccount(t.db, { email: 'unique.mailbox@example.com' });
    const search = async (text: string) =>
      ids((await request('GET', `/api/users?search=${encodeURIComponent(text)}`, 'staff')).json()).sort();

    expect(await search('PERCENT')).toEqual([percent.id, lookalike.id].sort());
    expect(await search('50%')).toEqual([percent.id]);
    expect(await search('UNDER_')).toEqual([underscore.id]);
    expect(await search('3125550177')).toEqual([phone.id]);
    // As people write it: the national form with brackets, and with the trunk prefix of countries that use one.
    expect(await search('(312) 555-0177')).toEqual([phone.id]);
    expect(await search('+1 312 555 0177')).toEqual([phone.id]);
    const hanoi = await makeAccount(t.db, { phone: '+84912345678' });
    expect(await search('0912 345 678')).toEqual([hanoi.id]);
    expect(await search('MailBox@')).toEqual([mailbox.id]);
    expect(await search('no such person')).toEqual([]);
    // Role and search together.
    expect(ids((await request('GET', '/api/users?role=staff&search=percent', 'admin')).json())).toEqual([]);
  });

  it('a trainer’s search stays within their members', async () => {
    const name = encodeURIComponent(cast.otherMember.user.username);
    expect((await request('GET', `/api/users?search=${name}`, 'trainer')).json()).toEqual([]);
    expect(ids((await request('GET', `/api/users?search=${name}`, 'staff')).json())).toEqual([
      cast.otherMember.user.id,
    ]);
  });

  describe('order and pages', () => {
    let sorted: User[];
    beforeAll(async () => {
      // Letters only, so that every collation agrees on the order; the case differs to show it is ignored.
      const made = [];
      for (const fullName of ['SortableBravo', 'sortablealpha', 'SortableCharlie', 'SortableBravo'])
        made.push(await makeAccount(t.db, { fullName }));
      // No full name: listed by username, between Bravo and Charlie (not last, where a missing name would go).
      made.push(
        await createAccount(t.db, {
          role: 'user',
          username: 'SortableBz',
          email: 'sortablebz@example.com',
          password: 'Secret123',
        }),
      );
      const [bravo1, alpha, charlie, bravo2, unnamed] = made as User[];
      sorted = [alpha, bravo1, bravo2, unnamed, charlie] as User[];
    });
    const list = async (query: string) =>
      (await request('GET', `/api/users?search=sortable&${query}`, 'admin')).json() as User[];

    it('lists by name, then id, by default; the other direction reverses both', async () => {
      expect(ids(await list(''))).toEqual(ids(sorted));
      expect(ids(await list('sort=fullName&order=desc'))).toEqual(ids(sorted).reverse());
    });

    it('sorts by username, e-mail or id when asked', async () => {
      const lower = (u: User) => u.username.toLowerCase();
      const byUsername = [...sorted].sort((a, b) => (lower(a) < lower(b) ? -1 : 1));
      expect(ids(await list('sort=username'))).toEqual(ids(byUsername));
      const byEmail = [...sorted].sort((a, b) => (a.email < b.email ? 1 : -1));
      expect(ids(await list('sort=email&order=desc'))).toEqual(ids(byEmail));
      expect(ids(await list('sort=id'))).toEqual(ids(sorted).sort((a, b) => a - b));
    });

    it('pages with the total, and the pages together are the whole ordered list', async () => {
      const first = (await list('page=1&pageSize=2')) as unknown as Page<User>;
      expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
      const pages = [first];
      for (const page of [2, 3]) pages.push((await list(`page=${page}&pageSize=2`)) as unknown as Page<User>);
      expect(pages.map((p) => p.items.length)).toEqual([2, 2, 1]);
      expect(pages.flatMap((p) => ids(p.items))).toEqual(ids(sorted));
      expect(((await list('page=9&pageSize=2')) as unknown as Page<User>).items).toEqual([]);
    });

    it('refuses an unknown column, order or role, a search over 100 characters and a page size over 100', async () => {
      for (const [query, field, message] of [
        ['sort=password', 'sort', USER_MESSAGES.sortInvalid],
        ['order=sideways', 'order', USER_MESSAGES.orderInvalid],
        [`search=${'x'.repeat(101)}`, 'search', USER_MESSAGES.searchTooLong],
        ['role=boss', 'role', undefined],
        ['page=1&pageSize=101', 'pageSize', undefined],
      ] as const) {
        const res = await request('GET', `/api/users?${query}`, 'admin');
        expect(res.statusCode, query).toBe(400);
        if (message) expect(res.json().errors[field], query).toEqual([message]);
        else expect(res.json().errors, query).toHaveProperty(field);
      }
    });
  });
});

describe('GET /api/users/:id', () => {
  it('answers the safe view of one’s own account', async () => {
    const { user, headers } = await signedIn(t);
    const res = await t.app.inject({ method: 'GET', url: `/api/users/${user.id}`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(user);
    expect(res.body).not.toMatch(/password|hash|tokenVersion/i);
  });

  it('opens a member to themself, admin, staff and that member’s trainer, not to others', async () => {
    const expected: Record<CastName, number> = {
      anonymous: 401,
      member: 200,
      otherMember: 403,
      trainer: 200,
      otherTrainer: 403,
      staff: 200,
      admin: 200,
    };
    for (const [who, status] of Object.entries(expected) as [CastName, number][]) {
      const res = await request('GET', `/api/users/${cast.member.user.id}`, who);
      expect(res.statusCode, who).toBe(status);
      if (status === 200) expect(res.json(), who).toEqual(cast.member.user);
      if (status === 403) expect(res.json(), who).toEqual({ message: AUTH_MESSAGES.forbidden });
    }
  });

  it('shows a trainer’s public fields, and nothing more, to any signed-in user; the whole view to them, admin and staff', async () => {
    const trainer = cast.trainer.user;
    const publicView = { id: trainer.id, username: trainer.username, fullName: trainer.fullName, role: 'trainer' };
    const expected: Record<CastName, number | object> = {
      anonymous: 401,
      member: publicView,
      otherMember: publicView,
      trainer,
      otherTrainer: publicView,
      staff: trainer,
      admin: trainer,
    };
    for (const [who, answer] of Object.entries(expected) as [CastName, number | object][]) {
      const res = await request('GET', `/api/users/${trainer.id}`, who);
      if (typeof answer === 'number') expect(res.statusCode, who).toBe(answer);
      else expect(res.json(), who).toEqual(answer);
    }
    expect((await request('GET', `/api/users/${trainer.id}`, 'member')).body).not.toContain(trainer.email);
  });

  it('keeps staff and admin accounts from members and trainers', async () => {
    for (const who of ['member', 'trainer'] as const) {
      expect((await request('GET', `/api/users/${cast.staff.user.id}`, who)).statusCode, who).toBe(403);
      expect((await request('GET', `/api/users/${cast.admin.user.id}`, who)).statusCode, who).toBe(403);
    }
  });

  it('answers 404 for an unknown id, 400 for a bad one and 401 without a token', async () => {
    const missing = await request('GET', '/api/users/999999', 'admin');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: USER_MESSAGES.notFound });
    expect((await request('GET', '/api/users/abc', 'admin')).statusCode).toBe(400);
    expect((await request('GET', `/api/users/${cast.member.user.id}`, 'anonymous')).statusCode).toBe(401);
  });
});

describe('PUT /api/users/:id', () => {
  const edit = (id: number, who: CastName, payload: object) => request('PUT', `/api/users/${id}`, who, payload);
  const bodyFor = (user: User, changes: object = {}) => ({ username: user.username, email: user.email, ...changes });

  it('lets the admin and staff edit a member, and nobody else', async () => {
    const target = await makeAccount(t.db);
    const expected: Record<CastName, number> = {
      anonymous: 401,
      member: 403,
      otherMember: 403,
      trainer: 403,
      otherTrainer: 403,
      staff: 200,
      admin: 200,
    };
    for (const [who, status] of Object.entries(expected) as [CastName, number][]) {
      const res = await edit(target.id, who, bodyFor(target, { fullName: `Edited by ${who}`.slice(0, 30) }));
      expect(res.statusCode, who).toBe(status);
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, target.id));
    expect(row?.fullName).toBe('Edited by admin');
    // A member edits their own account through the profile, not here.
    expect((await edit(cast.member.user.id, 'member', bodyFor(cast.member.user))).statusCode).toBe(403);
  });

  it('lets staff edit member accounts only; the admin edits any', async () => {
    for (const target of [cast.staff.user, cast.trainer.user, cast.admin.user]) {
      const refused = await edit(target.id, 'staff', bodyFor(target, { fullName: 'Not Allowed' }));
      expect(refused.statusCode, target.role).toBe(403);
      expect(refused.json(), target.role).toEqual({ message: USER_MESSAGES.staffEditMembersOnly });
    }
    const staff = await makeAccount(t.db, { role: 'staff' });
    const res = await edit(staff.id, 'admin', bodyFor(staff, { fullName: 'Front Desk Lead' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...staff, fullName: 'Front Desk Lead' });
  });

  it('answers the updated user: left-out fields keep their value, empty ones are cleared', async () => {
    const target = await makeAccount(t.db, { fullName: 'Keep Me', phone: '+12125550133' });
    const res = await edit(target.id, 'staff', {
      username: 'Renamed_One',
      email: 'renamed.one@example.com',
      phone: '',
      birthday: '1991-02-03',
    });
    expect(res.statusCode).toBe(200);
    const updated = {
      ...target,
      username: 'Renamed_One',
      email: 'renamed.one@example.com',
      fullName: 'Keep Me',
      phone: null,
      birthday: '1991-02-03',
    };
    expect(res.json()).toEqual(updated);
    expect((await request('GET', `/api/users/${target.id}`, 'admin')).json()).toEqual(updated);
  });

  it('needs username and e-mail and checks every field with the spec’s messages', async () => {
    const target = await makeAccount(t.db);
    const missing = await edit(target.id, 'admin', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({
      username: [USER_MESSAGES.usernameRequired],
      email: [AUTH_MESSAGES.emailRequired],
    });
    const bad = await edit(target.id, 'admin', {
      username: 'no spaces',
      email: 'not-an-email',
      fullName: 'Abc 3',
      phone: '123',
      birthday: '1899-12-31',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      username: [AUTH_MESSAGES.usernameInvalid],
      email: [AUTH_MESSAGES.emailInvalid],
      fullName: [AUTH_MESSAGES.fullNameInvalid],
      phone: [PHONE_MESSAGES.invalid('US')],
      birthday: [AUTH_MESSAGES.birthdayInvalid],
    });
  });

  it('refuses a username or e-mail another account uses, whatever the case, as 409 on the field', async () => {
    const target = await makeAccount(t.db);
    const other = cast.otherMember.user;
    const username = await edit(target.id, 'admin', bodyFor(target, { username: other.username.toUpperCase() }));
    expect(username.statusCode).toBe(409);
    expect(username.json()).toEqual({
      message: AUTH_MESSAGES.usernameExists,
      errors: { username: [AUTH_MESSAGES.usernameExists] },
    });
    const email = await edit(target.id, 'admin', bodyFor(target, { email: other.email }));
    expect(email.statusCode).toBe(409);
    expect(email.json()).toEqual({
      message: AUTH_MESSAGES.emailExists,
      errors: { email: [AUTH_MESSAGES.emailExists] },
    });
    // Its own values, in another case, are not a conflict.
    expect(
      (await edit(target.id, 'admin', bodyFor(target, { username: target.username.toUpperCase() }))).statusCode,
    ).toBe(200);
  });

  it('ends the account’s sessions when its e-mail changes, and only then', async () => {
    const target = await signedIn(t);
    const own = () => t.app.inject({ method: 'GET', url: `/api/users/${target.user.id}`, headers: target.headers });
    expect((await edit(target.user.id, 'staff', bodyFor(target.user, { fullName: 'Same Login' }))).statusCode).toBe(
      200,
    );
    expect((await own()).statusCode).toBe(200);
    const email = `moved.${target.user.id}@example.com`;
    expect((await edit(target.user.id, 'staff', bodyFor(target.user, { email }))).statusCode).toBe(200);
    const stale = await own();
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toEqual({ message: AUTH_MESSAGES.sessionExpired });
    await loginAs(t, email);
  });

  it('answers 404 for an unknown id', async () => {
    const res = await edit(999_999, 'admin', { username: 'nobody_here', email: 'nobody@example.com' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: USER_MESSAGES.notFound });
  });
});

describe('a trainer’s members', () => {
  it('are the members with a session with them, past or coming', async () => {
    const past = await makeAccount(t.db);
    await makeSessionWith(t.db, past.id, cast.trainer.trainerId, new Date(Date.now() - 30 * 86_400_000));
    const res = await request('GET', '/api/users', 'trainer');
    expect(ids(res.json()).sort()).toEqual([cast.member.user.id, past.id].sort());
  });
});

it('describes each back-office call in the OpenAPI document, with its tag, summary and bearer security', async () => {
  const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
  const calls = [
    ['/api/users', 'get', 'Users'],
    ['/api/users/create-by-admin', 'post', 'Users'],
    ['/api/users/{id}', 'get', 'Users'],
    ['/api/users/{id}', 'put', 'Users'],
    ['/api/users/{id}', 'delete', 'Users'],
    ['/api/trainer/{id}/users', 'get', 'Trainers'],
    ['/api/trainer/{id}', 'put', 'Trainers'],
    ['/api/trainer/{id}', 'delete', 'Trainers'],
  ] as const;
  for (const [path, method, tag] of calls) {
    const operation = doc.paths[path]?.[method];
    expect(operation, `${method} ${path}`).toMatchObject({ tags: [tag], security: [{ bearerAuth: [] }] });
    expect(operation.summary, `${method} ${path}`).toEqual(expect.any(String));
  }
  expect(doc.paths['/api/users'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
    expect.arrayContaining(['role', 'search', 'sort', 'order', 'page', 'pageSize']),
  );
});

describe('GET /api/users?format=csv', () => {
  const csv = (query: string, headers: Record<string, string> | undefined = cast.headers('admin')) =>
    t.app.inject({ method: 'GET', url: `/api/users?format=csv&${query}`, headers });

  it('exports every account the filters match, in the list’s order, not the page: phones national, formulas neutralised', async () => {
    const cmd = await makeAccount(t.db, { fullName: '=cmd|calc', email: 'csvu-cmd@example.com' });
    await t.db.update(users).set({ birthday: '1990-04-02' }).where(eq(users.id, cmd.id));
    for (const letter of 'ABCDEFG') await makeAccount(t.db, { fullName: `Csvu ${letter}` });
    await makeAccount(t.db, { role: 'staff', fullName: 'Csvu Staff' });

    const res = await csv('role=user&search=csvu&sort=fullName&order=desc&page=2&pageSize=3');
    expect(res.statusCode, res.body).toBe(200);
    expectCsvFile(res, 'members.csv');
    const lines = csvRecords(res.body);
    expect(lines[0]).toBe('User ID,Full name,Username,Email,Phone,Role,Birthday,Invitation');
    // Every member the search finds (the staff account filtered out), name descending, not page 2 of 3.
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual([
      'Csvu G',
      'Csvu F',
      'Csvu E',
      'Csvu D',
      'Csvu C',
      'Csvu B',
      'Csvu A',
      "'=cmd|calc",
    ]);
    expect(lines.at(-1)).toMatch(/^\d+,'=cmd\|calc,u_\w+,csvu-cmd@example\.com,\(212\) 555-0123,Member,1990-04-02,$/);
    // The safe view: no password hash, token or its version in any cell.
    expect(res.body).not.toMatch(/argon|password|token/i);
  });

  it('writes headers and words in the caller’s language and says which invitations wait', async () => {
    const invited = await makeInvitation(t);
    const spanish = await makeAccount(t.db, { role: 'admin' });
    await t.db.update(users).set({ language: 'es' }).where(eq(users.id, spanish.id));
    const res = await csv(`role=staff&search=${invited.user.username}`, await loginAs(t, spanish.email));
    expect(res.headers['content-disposition']).toBe('attachment; filename="staff.csv"');
    expect(csvRecords(res.body)).toEqual([
      'ID de usuario,Nombre completo,Nombre de usuario,Correo electrónico,Teléfono,Rol,Fecha de nacimiento,Invitación',
      `${invited.user.id},Invited Person,${invited.user.username},${invited.user.email},,Personal,,Invitación enviada`,
    ]);
  });

  it('gives a trainer their own members only, and refuses members', async () => {
    const rows = csvRecords((await csv('sort=id', cast.headers('trainer'))).body).slice(1);
    const own = ids((await request('GET', '/api/users?sort=id', 'trainer')).json());
    expect(own).toContain(cast.member.user.id);
    expect(rows.map((row) => Number(row.split(',')[0]))).toEqual(own);
    expect((await csv('', cast.headers('member'))).statusCode).toBe(403);
    expect((await csv('', {})).statusCode).toBe(401);
  });

  it('reads the list in batches that neither overlap nor skip', async () => {
    const query = { sort: 'email', order: 'asc', pageSize: 20 } as const;
    const listed = (await request('GET', '/api/users?sort=email', 'admin')).json() as User[];
    const batched: number[] = [];
    for await (const user of allUsers(t.db, cast.admin.user, query, 3)) batched.push(user.id);
    expect(batched).toEqual(ids(listed));
  });
});
