import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FailedMail } from '@gym/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../../db/schema/index.ts';
import { createMailer, type Mail, type Mailer } from '../../lib/mailer.ts';
import {
  createMailNudge,
  MAIL_MAX_ATTEMPTS,
  queueMail,
  retryDelayMs,
  scheduleMailSender,
  sendPendingMail,
} from '../../lib/outbox.ts';
import { createTestApp, secondInstanceDatabase, type TestApp } from '../../test/app.ts';
import { setClock } from '../../test/clock.ts';
import { signedIn } from '../../test/factories.ts';

/**
 * The mail outbox (docs/decisions/016): what a request queues goes once it commits and never if it rolls back, each
 * e-mail once however many senders run, retried with a growing wait, and shown to the admin once given up on.
 */

const NOW = '2026-03-10T09:00:00Z';
let t: TestApp;
beforeAll(async () => {
  setClock(NOW);
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  setClock(NOW);
  await t.db.delete(mailOutbox);
  t.sent.length = 0;
});

const letter = (n: number, to = `person${n}@example.com`): Mail => ({ to, subject: `Letter ${n}`, text: `Text ${n}` });

/** A mailer that keeps what it sends after a little while (so parallel senders overlap), or fails when told. */
function capturingMailer(options: { fail?: (mail: Mail) => boolean } = {}) {
  const sent: Mail[] = [];
  const mailer: Mailer = {
    async send(mail) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (options.fail?.(mail)) throw new Error('421 mail server busy');
      sent.push(mail);
    },
  };
  return { sent, mailer };
}

describe('queueMail', () => {
  it('sends nothing when the transaction rolls back, and exactly what was composed when it commits', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await queueMail(tx, [letter(1)]);
        throw new Error('the request failed');
      }),
    ).rejects.toThrow('the request failed');
    const withEvent: Mail = {
      ...letter(2),
      html: '<p>Text 2</p>',
      icalEvent: { method: 'REQUEST', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' },
    };
    await t.db.transaction((tx) => queueMail(tx, [withEvent]));

    const { sent, mailer } = capturingMailer();
    expect(await sendPendingMail({ db: t.db, mailer })).toEqual({ sent: 1, failed: 0 });
    expect(sent).toEqual([withEvent]);
    expect(await t.db.select().from(mailOutbox)).toEqual([]);
  });

  it("leaves a refused booking's e-mails unsent: the request's transaction rolled back", async () => {
    const member = await signedIn(t, 'user');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/trainingsession',
      headers: member.headers,
      payload: { trainerId: 999_999, roomId: 999_999, date: '2026-03-12', startTime: '10:00' },
    });
    expect(res.statusCode).toBe(400);
    expect(t.sent).toEqual([]);
    expect(await t.db.select().from(mailOutbox)).toEqual([]);
  });
});

describe('sendPendingMail', () => {
  it('retries a failing e-mail after 1, 2, 4 … minutes, then gives up and shows it to the admin only', async () => {
    await t.db.transaction((tx) => queueMail(tx, [letter(1, 'nobody@unreachable.test'), letter(2)]));
    const down = capturingMailer({ fail: (mail) => mail.to === 'nobody@unreachable.test' });
    // The other e-mail is not held up by the failing one.
    expect(await sendPendingMail({ db: t.db, mailer: down.mailer })).toEqual({ sent: 1, failed: 1 });
    expect(down.sent.map((m) => m.subject)).toEqual(['Letter 2']);
    // Not again before its wait is over.
    expect(await sendPendingMail({ db: t.db, mailer: down.mailer })).toEqual({ sent: 0, failed: 0 });

    let clock = Date.parse(NOW);
    for (let attempt = 1; attempt < MAIL_MAX_ATTEMPTS; attempt++) {
      clock += retryDelayMs(attempt) + 1000; // the clock runs on a little during each run
      setClock(new Date(clock).toISOString());
      expect(await sendPendingMail({ db: t.db, mailer: down.mailer })).toEqual({ sent: 0, failed: 1 });
    }
    const [row] = await t.db.select().from(mailOutbox);
    if (!row?.failedAt) throw new Error('the e-mail is not marked failed');
    expect(row).toMatchObject({ attempts: MAIL_MAX_ATTEMPTS, lastError: '421 mail server busy' });
    // Given up on: no later run tries it again.
    setClock(new Date(clock + 24 * 3_600_000).toISOString());
    expect(await sendPendingMail({ db: t.db, mailer: down.mailer })).toEqual({ sent: 0, failed: 0 });

    const admin = await signedIn(t, 'admin');
    const res = await t.app.inject({ url: '/api/mail/failed', headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      {
        id: row.id,
        to: 'nobody@unreachable.test',
        subject: 'Letter 1',
        attempts: MAIL_MAX_ATTEMPTS,
        lastError: '421 mail server busy',
        createdAt: row.createdAt.toISOString(),
        failedAt: row.failedAt.toISOString(),
      },
    ] satisfies FailedMail[]);
    const staff = await signedIn(t, 'staff');
    expect((await t.app.inject({ url: '/api/mail/failed', headers: staff.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/mail/failed' })).statusCode).toBe(401);
  });

  it('sends each e-mail once when two instances send at once', async () => {
    const letters = Array.from({ length: 12 }, (_, i) => letter(i + 1));
    await t.db.transaction((tx) => queueMail(tx, letters));
    // The second instance: its own connections on PostgreSQL; PGlite is one process with one connection.
    const second = await secondInstanceDatabase(t.db);
    try {
      const one = capturingMailer();
      const two = capturingMailer();
      const runs = await Promise.all([
        sendPendingMail({ db: t.db, mailer: one.mailer }),
        sendPendingMail({ db: second?.db ?? t.db, mailer: two.mailer }),
      ]);
      expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(letters.length);
      const subjects = [...one.sent, ...two.sent].map((m) => m.subject);
      expect(subjects.toSorted()).toEqual(letters.map((m) => m.subject).toSorted());
    } finally {
      await second?.close();
    }
  });
});

describe('the sender job', () => {
  it('sends soon after a nudge, through the mailer that writes .eml files without SMTP', async () => {
    const outboxDir = await mkdtemp(join(tmpdir(), 'gym-outbox-'));
    const app = Fastify({ logger: false });
    const mail = createMailNudge();
    const mailer = createMailer({ from: 'gym@example.com', outboxDir, log: () => {} });
    scheduleMailSender(app, { db: t.db, mailer, mail });
    try {
      await app.ready();
      await t.db.transaction((tx) => queueMail(tx, [letter(1, 'reader@example.com')]));
      // The nudge returns at once; the e-mail goes on a later turn, long before the next 30-second scan.
      mail.nudge();
      const letters = () => readdirSync(outboxDir).filter((name) => name.endsWith('.eml'));
      await vi.waitFor(() => expect(letters()).toHaveLength(1), { timeout: 5000 });
      const [file] = letters();
      expect(file).toMatch(/reader@example\.com\.eml$/);
      expect(readFileSync(join(outboxDir, file as string), 'utf8')).toContain('Subject: Letter 1');
    } finally {
      await app.close();
      await rm(outboxDir, { recursive: true, force: true });
    }
  });
});
