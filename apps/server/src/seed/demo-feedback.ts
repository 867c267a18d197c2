import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { contactMessages, feedback, users } from '../db/schema/index.ts';
import { createAccount } from '../modules/auth/auth.service.ts';

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

/**
 * More members' voices, so that the staff's feedback list runs to a second page: one each from the fifth member
 * on, a few days apart; every third one is still waiting to be processed.
 */
const MORE_FEEDBACK = [
  'The early opening on weekdays is exactly what I needed before work.',
  'Could the spin studio get a couple of fans? It gets very warm in the evening.',
  'Booking a trainer online took less than a minute. Great job.',
  'The lockers near the entrance keep jamming.',
  'Sofia’s yoga class is the best hour of my week.',
  'Please add more kettlebells in the 16 to 24 kg range.',
  'The app showed my plan end date clearly, thanks for the reminder.',
  'Music on the weights floor is too loud during the morning.',
  'Great variety of classes on Saturdays.',
  'A water station upstairs would save a lot of walking.',
  'The boxing room mats need replacing.',
  'Friendly staff at the front desk every single time.',
  'Would love a stretching area separate from the free weights.',
  'The Diamond coaching sessions are worth every cent.',
  'Parking is hard to find after 6 pm.',
  'My trainer adjusted my plan after a shoulder injury. Very professional.',
  'Towels ran out on Sunday afternoon.',
  'The student plan made it possible for me to join. Thank you!',
].map((message, i) => ({
  member: 4 + i,
  daysAgo: 3 + ((i * 11) % 50),
  rating: [5, 3, 5, 2, 5, 4, 5, 3, 4, 4, 2, 5, 4, 5, 3, 5, 2, 5][i] ?? 4,
  processed: i % 3 !== 0,
  message,
}));

/** Visitors' messages: they follow the contact form's rules (letters and spaces only). */
const CONTACT = [
  {
    daysAgo: 0,
    name: 'Daniel Reyes',
    email: 'daniel.reyes@example.com',
    city: 'Austin',
    phone: '+12125550121',
    message: 'Do you offer a student discount on the yearly plan',
  },
  {
    daysAgo: 3,
    name: 'Aisha Bello',
    email: 'aisha.bello@example.com',
    city: 'Lagos',
    phone: '+13125550122',
    message: 'I would like to book a free trial week for me and my sister',
  },
  {
    daysAgo: 6,
    name: 'Marco Rossi',
    email: 'marco.rossi@example.com',
    city: 'Milan',
    phone: '+14155550123',
    message: 'Is there parking near the gym in the evening',
  },
  {
    daysAgo: 10,
    name: 'Sofia Lindqvist',
    email: 'sofia.l@example.com',
    city: 'Stockholm',
    phone: '+442079460958',
    message: 'Can I pause my membership while I travel for two months',
  },
  {
    daysAgo: 15,
    name: 'Ravi Menon',
    email: 'ravi.menon@example.com',
    city: 'New Delhi',
    phone: '+16175550125',
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
  // The fixed feedback needs its first few authors; the rest takes whoever there is (see seedDemoFeedback).
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
    [...FEEDBACK, ...MORE_FEEDBACK].map((f) => ({
      // With fewer members than authors (a test's database), authors take turns.
      userId: members[f.member % members.length] as number,
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
