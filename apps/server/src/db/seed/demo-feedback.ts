import { asc, eq } from 'drizzle-orm';
import { createAccount } from '../../modules/auth/auth.service.ts';
import type { Db } from '../client.ts';
import { contactMessages, feedback, users } from '../schema/index.ts';

const DAY = 24 * 60 * 60 * 1000;
const DEMO_MEMBER_EMAIL = 'member@gym.test';

/** Used only when the other demo parts left fewer members than the feedback below needs. */
const EXTRA_MEMBERS = [
  { username: 'priya_k', email: 'priya.feedback@gym.test', fullName: 'Priya Kapoor', phone: '0900000101' },
  { username: 'tom_b', email: 'tom.feedback@gym.test', fullName: 'Tom Becker', phone: '0900000102' },
  { username: 'lena_h', email: 'lena.feedback@gym.test', fullName: 'Lena Hoffmann', phone: '0900000103' },
];

/** `member` is an index into the members list, 0 being the demo member; `daysAgo` spreads them over a month. */
const FEEDBACK = [
  {
    member: 0,
    daysAgo: 2,
    rating: 5,
    processed: false,
    message: 'The new squat racks are great. Could we get one more bench near them?',
  },
  {
    member: 0,
    daysAgo: 19,
    rating: 4,
    processed: true,
    message: 'Loved the Saturday HIIT class. The music was a bit loud at the back of the room.',
  },
  {
    member: 1,
    daysAgo: 1,
    rating: 3,
    processed: false,
    message: 'The showers in the women’s locker room run cold after 7 pm.',
  },
  {
    member: 1,
    daysAgo: 12,
    rating: 5,
    processed: true,
    message: 'My trainer built a plan around my knee injury. Thank you!',
  },
  { member: 2, daysAgo: 5, rating: 2, processed: false, message: 'Two treadmills have been out of order for a week.' },
  {
    member: 3,
    daysAgo: 8,
    rating: 4,
    processed: true,
    message: 'Friendly front desk and a clean gym. Longer Sunday hours would be nice.',
  },
  {
    member: 3,
    daysAgo: 26,
    rating: 1,
    processed: true,
    message: 'The booking page showed a room that was closed for cleaning.',
  },
];

/** Visitors' messages: they follow the contact form's rules (letters and spaces only). */
const CONTACT = [
  {
    daysAgo: 0,
    name: 'Daniel Reyes',
    email: 'daniel.reyes@example.com',
    city: 'Austin',
    phone: '9876543210',
    message: 'Do you offer a student discount on the yearly plan',
  },
  {
    daysAgo: 3,
    name: 'Aisha Bello',
    email: 'aisha.bello@example.com',
    city: 'Lagos',
    phone: '8123456789',
    message: 'I would like to book a free trial week for me and my sister',
  },
  {
    daysAgo: 6,
    name: 'Marco Rossi',
    email: 'marco.rossi@example.com',
    city: 'Milan',
    phone: '7012345678',
    message: 'Is there parking near the gym in the evening',
  },
  {
    daysAgo: 10,
    name: 'Sofia Lindqvist',
    email: 'sofia.l@example.com',
    city: 'Stockholm',
    phone: '9988776655',
    message: 'Can I pause my membership while I travel for two months',
  },
  {
    daysAgo: 15,
    name: 'Ravi Menon',
    email: 'ravi.menon@example.com',
    city: 'New Delhi',
    phone: '6543210987',
    message: 'Please call me about personal training for my father',
  },
];

async function demoMembers(db: Db) {
  const existing = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.role, 'user'))
    .orderBy(asc(users.id));
  // The demo member first, whatever order the accounts were made in.
  const ids = [
    ...existing.filter((u) => u.email === DEMO_MEMBER_EMAIL),
    ...existing.filter((u) => u.email !== DEMO_MEMBER_EMAIL),
  ].map((u) => u.id);
  const needed = Math.max(...FEEDBACK.map((f) => f.member)) + 1;
  for (const extra of EXTRA_MEMBERS.slice(0, Math.max(0, needed - ids.length))) {
    const user = await createAccount(db, { ...extra, role: 'user', password: 'Member1234', birthday: '1992-06-20' });
    ids.push(user.id);
  }
  return ids;
}

/** Feedback from the demo member and a few others, some of it processed, and messages from the contact form. */
export async function seedDemoFeedback(db: Db) {
  const members = await demoMembers(db);
  const now = Date.now();
  await db.insert(feedback).values(
    FEEDBACK.map((f) => ({
      userId: members[f.member] as number,
      message: f.message,
      rating: f.rating,
      isProcessed: f.processed,
      createdAt: new Date(now - f.daysAgo * DAY - f.member * 3_600_000),
    })),
  );
  await db
    .insert(contactMessages)
    .values(
      CONTACT.map(({ daysAgo, ...message }) => ({ ...message, createdAt: new Date(now - daysAgo * DAY - 5_400_000) })),
    );
}
