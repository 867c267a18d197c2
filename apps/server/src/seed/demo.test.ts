import { isStoredPhoneValid, type Page, toE164, type User } from '@gym/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { contactMessages, users } from '../db/schema/index.ts';
import { listFeedback } from '../modules/feedback/feedback.service.ts';
import { adminStats, readStaffStats } from '../modules/stats/stats.service.ts';
import { listAccounts } from '../modules/users/users.service.ts';
import { createTestDatabase } from '../test/app.ts';
import { setClock } from '../test/clock.ts';
import { seedDemoData } from './demo.ts';

const timeZone = 'America/New_York';
let database: Database;
beforeAll(async () => {
  // The 20th: the current month has had payments too.
  setClock('2026-03-20T15:00:00Z');
  database = await createTestDatabase();
  await seedDemoData(database.db, { timeZone });
});
afterAll(() => database.close());

const PAGE = { page: 1, pageSize: 20 } as const;
const listQuery = { ...PAGE, sort: 'fullName', order: 'asc' } as const;

describe('the demo gym seen from the back office', () => {
  it('has more than a page of members, staff to list, and every member list in name order', async () => {
    const members = (await listAccounts(database.db, undefined, { ...listQuery, role: 'user' })) as Page<User>;
    expect(members.total).toBeGreaterThan(60);
    expect(members.items).toHaveLength(20);
    const staff = (await listAccounts(database.db, undefined, { ...listQuery, role: 'staff' })) as Page<User>;
    expect(staff.total).toBe(3);
  });

  it('pages the subscription and feedback lists', async () => {
    expect((await readStaffStats(database.db, new Date())).value.subscriptions).toBeGreaterThan(40);
    expect(((await listFeedback(database.db, PAGE)) as Page<unknown>).total).toBeGreaterThan(20);
  });

  it('gives every dashboard chart shape: revenue in each of six months, every plan type, every role', async () => {
    const stats = await adminStats(database.db, timeZone);
    expect(stats.revenue).toHaveLength(6);
    for (const month of stats.revenue) expect(month.totalAmount, `${month.year}-${month.month}`).toBeGreaterThan(0);
    // Not flat: the bars differ.
    expect(new Set(stats.revenue.map((m) => m.totalAmount)).size).toBeGreaterThan(3);
    for (const [type, count] of Object.entries(stats.subscriptionsByPlanType)) expect(count, type).toBeGreaterThan(2);
    expect(stats.usersByRole).toEqual({ user: stats.counts.subscribers, staff: 3, trainer: 4 });
    expect(stats.counts).toMatchObject({ plans: 6, trainers: 4, gymRooms: 6 });

    const desk = (await readStaffStats(database.db, new Date())).value;
    expect(desk.unprocessedFeedbacks).toBeGreaterThan(0);
    expect(desk.unprocessedFeedbacks).toBeLessThan(desk.feedbacks);
    expect(desk.upcomingSessions).toBeGreaterThan(0);
    expect(desk.activeSubscriptions).toBeLessThan(desk.subscriptions);
  });
});

describe('the demo gym’s phones', () => {
  it('are real numbers in E.164, and so is the default hotline', async () => {
    const rows = [
      ...(await database.db.select({ phone: users.phone }).from(users)),
      ...(await database.db.select({ phone: contactMessages.phone }).from(contactMessages)),
    ];
    expect(rows.length).toBeGreaterThan(60);
    for (const { phone } of rows) if (phone !== null) expect(isStoredPhoneValid(phone, 'US'), phone).toBe(true);
    expect(toE164(testConfig().GYM_HOTLINE, 'US')).toBe('+12125550147');
  });
});
