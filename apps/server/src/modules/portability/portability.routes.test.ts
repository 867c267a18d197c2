import { promisify } from 'node:util';
import { EXPORT_FORMAT, type ExportDescription, IMPORT_MESSAGES } from '@gym/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { checkins, contactMessages, trainerTimeOff, users } from '../../db/schema/index.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { issueDemoReceipts } from '../../seed/demo-membership.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { setClock } from '../../test/clock.ts';
import { DEFAULT_PASSWORD, loginAs, makeAccount } from '../../test/factories.ts';
import { makeImage, multipartBody } from '../../test/images.ts';
import { EXPORTED_TABLES, KEPT_TRIGGERS, NOT_EXPORTED, PAUSED_TRIGGERS } from './tables.ts';

/**
 * The gym's whole data out and in again (docs/decisions/040): an archive of the demo gym, loaded into an
 * installation that has only its first admin, exports again as the same archive but for that admin and the
 * import's own audit entries. Runs on PGlite and, with TEST_DATABASE_URL, PostgreSQL.
 */

const timeZone = 'America/New_York';
type Headers = { authorization: string };
type Archive = Map<string, string>;

const fromBuffer = promisify<Buffer, yauzl.Options, yauzl.ZipFile>(yauzl.fromBuffer);

/** Every file of a zip archive as text. */
async function unzip(buffer: Buffer): Promise<Archive> {
  const zip = await fromBuffer(buffer, { lazyEntries: true });
  const files: Archive = new Map();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          files.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
          zip.readEntry();
        });
      });
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return files;
}

const lines = (csv: string | undefined) => (csv ?? '').trimEnd().split('\n');

async function exportOf(t: TestApp, headers: Headers) {
  const res = await t.app.inject({ url: '/api/export', headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  expect(String(res.headers['content-disposition'])).toMatch(
    /^attachment; filename="gym-export-\d{4}-\d{2}-\d{2}\.zip"$/,
  );
  return { raw: res.rawPayload, files: await unzip(res.rawPayload) };
}

function importInto(t: TestApp, headers: Headers, archive: Buffer) {
  const body = multipartBody(archive, 'gym-export.zip', 'application/zip');
  return t.app.inject({
    method: 'POST',
    url: '/api/import',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

const counted = (db: Db, query: ReturnType<typeof sql>) => selectRows<Record<string, unknown>>(db, query);

let source: TestApp;
let target: TestApp;
let sourceAdmin: Headers;
let first: { raw: Buffer; files: Archive };

beforeAll(async () => {
  setClock('2026-03-20T15:00:00Z');
  source = await createTestApp({ GYM_TIME_ZONE: timeZone });
  await seedDemoData(source.db, { timeZone });
  await issueDemoReceipts(source.db);
  sourceAdmin = (await loginAs(source, 'admin@gym.test', 'Admin1234')) as Headers;
  // What the demo gym lacks: a member's photo (users and images refer to each other), time off over a session
  // booked before it (a rule about new bookings, not history), text a spreadsheet would run, an empty text.
  const [member] = await source.db.select().from(users).where(sql`role = 'user' and deleted_at is null`).limit(1);
  const upload = multipartBody(await makeImage('jpeg'), 'me.jpg', 'image/jpeg');
  const photo = await source.app.inject({
    method: 'POST',
    url: `/api/images?purpose=member-photo&userId=${member?.id}`,
    payload: upload.payload,
    headers: { ...upload.headers, ...sourceAdmin },
  });
  expect(photo.statusCode).toBe(201);
  const [booked] = await selectRows<{ trainer_id: number; start_time: string; end_time: string }>(
    source.db,
    sql`SELECT trainer_id, start_time::text, end_time::text FROM training_sessions WHERE cancelled_at IS NULL LIMIT 1`,
  );
  await source.db.insert(trainerTimeOff).values({
    trainerId: booked?.trainer_id as number,
    startTime: new Date(booked?.start_time as string),
    endTime: new Date(booked?.end_time as string),
    reason: 'Dentist',
  });
  await source.db.insert(checkins).values([
    { userId: member?.id as number, at: new Date('2026-03-18T12:30:00Z'), gymDate: '2026-03-18', method: 'pass' },
    { userId: member?.id as number, at: new Date('2026-03-19T22:10:00Z'), gymDate: '2026-03-19', method: 'search' },
  ]);
  await source.db
    .insert(contactMessages)
    .values({ name: '=HYPERLINK("http://x")', email: 'eq@example.com', city: '', message: '+1 call me' });
  first = await exportOf(source, sourceAdmin);

  target = await createTestApp({ GYM_TIME_ZONE: timeZone });
}, 120_000);

afterAll(async () => {
  await source?.close();
  await target?.close();
});

describe('what an export holds', () => {
  it('every table the gym owns as CSV, described in format.json, with no password, sign-in or secret', async () => {
    const description = JSON.parse(first.files.get('format.json') as string) as ExportDescription;
    expect(description.format).toBe(EXPORT_FORMAT);
    expect(description.tables.map((t) => t.name)).toEqual(EXPORTED_TABLES.map((t) => t.name));
    for (const table of description.tables) {
      const csv = lines(first.files.get(table.file));
      expect(csv[0]).toBe(table.columns.map((c) => c.name).join(','));
      expect(csv.length - 1, table.name).toBeGreaterThanOrEqual(table.rows);
    }
    const rows = Object.fromEntries(description.tables.map((t) => [t.name, t.rows]));
    expect(rows.users).toBeGreaterThan(60);
    expect(rows.payments).toBeGreaterThan(50);
    expect(rows.class_bookings).toBeGreaterThan(0);
    expect(rows.images).toBeGreaterThan(0);
    expect(rows.checkins).toBe(2);
    const users = lines(first.files.get('tables/users.csv'));
    expect(users[0]).not.toMatch(/password|token|calendar_secret/);
    expect(first.files.get('tables/users.csv')).not.toMatch(/\$argon2|\$2[aby]\$|scrypt/);
    expect(
      [...first.files.keys()].filter((f) => /password_resets|staff_invitations|card_update_links/.test(f)),
    ).toEqual([]);
    // Machine-readable: a formula stays as it was written, and an empty text differs from no value.
    const contact = lines(first.files.get('tables/contact_messages.csv')).find((l) => l.includes('eq@example.com'));
    expect(contact).toContain('"=HYPERLINK(""http://x"")",eq@example.com,"",');
    expect(contact).toContain(',+1 call me,');
  });

  it('is the admin’s alone, and recorded in the audit trail', async () => {
    const member = await makeAccount(source.db);
    const headers = await loginAs(source, member.email);
    expect((await source.app.inject({ url: '/api/export', headers })).statusCode).toBe(403);
    expect((await source.app.inject({ url: '/api/export' })).statusCode).toBe(401);
    const audit = await source.app.inject({ url: '/api/audit?kind=settings', headers: sourceAdmin });
    expect(audit.json().items.map((e: { action: string }) => e.action)).toContain('data.exported');
  });
});

describe('an import', () => {
  let targetAdmin: Headers;
  let loaded: { name: string; rows: number }[];

  beforeAll(async () => {
    await makeAccount(target.db, {
      role: 'admin',
      email: 'owner@newgym.com',
      username: 'owner',
      password: 'Owner1234',
    });
    targetAdmin = await loginAs(target, 'owner@newgym.com', 'Owner1234');
  });

  it('refuses a file that is not an export, and leaves the installation as it was', async () => {
    const res = await importInto(target, targetAdmin, Buffer.from('not a zip at all'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(IMPORT_MESSAGES.notAnArchive);
  });

  it('refuses an archive with a row that refers to nothing, and writes nothing', async () => {
    const broken = new Map(first.files);
    const checkins = lines(broken.get('tables/checkins.csv'));
    const [header, row] = checkins;
    const userAt = header?.split(',').indexOf('user_id') as number;
    const cells = (row as string).split(',');
    cells[userAt] = '999999';
    broken.set('tables/checkins.csv', `${[header, cells.join(','), ...checkins.slice(2)].join('\n')}\n`);
    const res = await importInto(target, targetAdmin, await zipOf(broken));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^The archive’s table checkins has a row this installation cannot take/);
    const [{ count }] = (await counted(target.db, sql`SELECT count(*)::int AS count FROM users`)) as [
      { count: number },
    ];
    expect(count).toBe(1);
    const imported = await importInto(target, targetAdmin, first.raw);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().signInAgain).toBe(true);
    const described = JSON.parse(first.files.get('format.json') as string) as ExportDescription;
    expect(imported.json().tables).toEqual(described.tables.map((t) => ({ name: t.name, rows: t.rows })));
    // Signed in again after the import (below); the old sign-in is over.
    targetAdmin = await loginAs(target, 'owner@newgym.com', 'Owner1234');
  }, 120_000);

  it('refuses an installation that has members', async () => {
    const res = await importInto(source, sourceAdmin, first.raw);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^Import only into an installation without members/);
  });

  it('loads every table: exported again it is the same archive but for the admin and the import’s entries', async () => {
    const again = await exportOf(target, targetAdmin);
    const before = JSON.parse(first.files.get('format.json') as string) as ExportDescription;
    const after = JSON.parse(again.files.get('format.json') as string) as ExportDescription;
    loaded = before.tables.map((t) => ({ name: t.name, rows: t.rows }));
    for (const table of before.tables) {
      const theirs = lines(first.files.get(table.file));
      const ours = lines(again.files.get(table.file));
      if (table.name === 'users') {
        expect(ours.filter((l) => !l.includes('owner@newgym.com'))).toEqual(theirs);
        expect(ours).toHaveLength(theirs.length + 1);
      } else if (table.name === 'audit_log') {
        expect(ours.slice(0, theirs.length)).toEqual(theirs);
        const action = ours[0]?.split(',').indexOf('action') as number;
        const added = ours.slice(theirs.length).map((l) => l.split(',')[action]);
        expect(added).toEqual(['data.imported', 'data.exported']);
      } else expect(ours, table.name).toEqual(theirs);
    }
    expect(after.tables.map((t) => t.columns)).toEqual(before.tables.map((t) => t.columns));
    expect(loaded.length).toBe(EXPORTED_TABLES.length);
  });

  it('recomputes what the database keeps from the rows: class counts, visits, payment totals', async () => {
    const kept = [
      sql`SELECT id, booked_count, waitlist_count FROM class_sessions ORDER BY id`,
      sql`SELECT user_id, last_at::text FROM member_last_visits ORDER BY user_id`,
      sql`SELECT user_id, month::text, visits FROM member_month_visits ORDER BY user_id, month`,
      sql`SELECT * FROM payment_totals ORDER BY 1`,
      // Held times are rows of their own, numbered as they were made: compared without their ids.
      sql`SELECT to_jsonb(o) - 'id' AS held FROM occupancy o ORDER BY 1`,
    ];
    for (const query of kept) expect(await counted(target.db, query)).toEqual(await counted(source.db, query));
  });

  it('keeps the audit chain whole and goes on numbering after the imported rows', async () => {
    const verify = await target.app.inject({ url: '/api/audit/verify', headers: targetAdmin });
    expect(verify.json()).toMatchObject({ ok: true });
    const plan = await target.app.inject({
      method: 'POST',
      url: '/api/plan',
      headers: targetAdmin,
      payload: {
        name: 'After the move',
        description: 'Full gym floor access, made after the import.',
        price: 30,
        durationInDays: 30,
        imageUrl: '/images/plans/basic.svg',
      },
    });
    expect(plan.statusCode, plan.body).toBe(201);
    const [{ max }] = (await counted(source.db, sql`SELECT max(id)::int AS max FROM plans`)) as [{ max: number }];
    expect(plan.json().id).toBe(max + 1);
  });

  it('ends every sign-in: the admin signs in again, imported people choose a password by the reset e-mail', async () => {
    const [member] = await selectRows<{ email: string }>(
      target.db,
      sql`SELECT email FROM users WHERE role = 'user' AND deleted_at IS NULL ORDER BY id LIMIT 1`,
    );
    const email = member?.email as string;
    const login = (password: string) =>
      target.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    expect((await login(DEFAULT_PASSWORD)).statusCode).toBe(401);
    expect((await login('Member1234')).statusCode).toBe(401);
    const reset = (payload: Record<string, unknown>) =>
      target.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload });
    await reset({ email });
    const code = /\b(\d{6})\b/.exec(target.sent.at(-1)?.text ?? '')?.[1];
    expect(target.sent.at(-1)?.to).toBe(email);
    expect((await reset({ email, code, newPassword: 'Moved1234' })).statusCode).toBe(200);
    expect((await login('Moved1234')).statusCode).toBe(200);
  });
});

describe('the table list', () => {
  it('names every table of the database, exported or left behind with a reason', async () => {
    const tables = await selectRows<{ name: string }>(
      target.db,
      sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY 1`,
    );
    const listed = new Set([...EXPORTED_TABLES.map((t) => t.name), ...Object.keys(NOT_EXPORTED)]);
    expect(tables.map((t) => t.name).filter((name) => !listed.has(name))).toEqual([]);
    expect([...listed].filter((name) => !tables.some((t) => t.name === name))).toEqual([]);
  });

  it('loads a row only after the rows it refers to, but for the columns set later', async () => {
    const references = await selectRows<{ child: string; parent: string; column: string }>(
      target.db,
      sql`SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent, a.attname AS "column"
            FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
           WHERE c.contype = 'f'`,
    );
    const order = EXPORTED_TABLES.map((t) => t.name);
    const wrong = references.filter(({ child, parent, column }) => {
      if (!order.includes(child)) return false;
      const table = EXPORTED_TABLES.find((t) => t.name === child);
      return !(order.indexOf(parent) < order.indexOf(child) || table?.later?.includes(column));
    });
    expect(wrong).toEqual([]);
  });

  it('names every trigger: paused while rows load, or kept', async () => {
    const triggers = await selectRows<{ table: string; name: string }>(
      target.db,
      sql`SELECT tgrelid::regclass::text AS "table", tgname AS name FROM pg_trigger WHERE NOT tgisinternal`,
    );
    const paused = Object.values(PAUSED_TRIGGERS).flat();
    expect(triggers.filter((t) => !paused.includes(t.name) && !KEPT_TRIGGERS.test(t.name))).toEqual([]);
    expect(paused.filter((name) => !triggers.some((t) => t.name === name))).toEqual([]);
  });
});

/** A zip of `files`, as an export writes one. */
async function zipOf(files: Archive): Promise<Buffer> {
  const { ZipArchive } = await import('archiver');
  const archive = new ZipArchive();
  const chunks: Buffer[] = [];
  archive.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => archive.on('end', resolve));
  for (const [name, text] of files) archive.append(text, { name });
  await archive.finalize();
  await done;
  return Buffer.concat(chunks);
}
