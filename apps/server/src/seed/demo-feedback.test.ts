import { type ContactMessage, contactRequestSchema, type Feedback, feedbackRequestSchema } from '@gym/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { listContactMessages } from '../modules/contact/contact.service.ts';
import { listFeedback } from '../modules/feedback/feedback.service.ts';
import { createTestDatabase } from '../test/app.ts';
import { makeAccount } from '../test/factories.ts';
import { seedDemoFeedback } from './demo-feedback.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('seedDemoFeedback', () => {
  it('gives the demo member and other members feedback, some processed, and fills the contact inbox', async () => {
    const demo = await makeAccount(database.db, { email: 'member@gym.test' });
    await seedDemoFeedback(database.db);

    const members = await database.db.select().from(users).where(eq(users.role, 'user'));
    expect(members.length).toBeGreaterThanOrEqual(4);

    const all = (await listFeedback(database.db, { pageSize: 20 })) as Feedback[];
    expect(all.filter((f) => f.userId === demo.id).length).toBeGreaterThanOrEqual(2);
    expect(new Set(all.map((f) => f.userId)).size).toBeGreaterThanOrEqual(3);
    expect(all.some((f) => f.isProcessed)).toBe(true);
    expect(all.some((f) => !f.isProcessed)).toBe(true);
    // Enough that the staff's feedback list (20 a page) has a second page.
    expect(all.length).toBeGreaterThan(20);
    for (const f of all) expect(feedbackRequestSchema.safeParse(f).success, f.message).toBe(true);

    const inbox = (await listContactMessages(database.db, { pageSize: 20 })) as ContactMessage[];
    expect(inbox.length).toBeGreaterThanOrEqual(4);
    expect(inbox.length).toBeLessThanOrEqual(6);
    // What the form would refuse should not be in the demo inbox either.
    for (const m of inbox) expect(contactRequestSchema('US').safeParse(m).success, m.name).toBe(true);
  });
});
