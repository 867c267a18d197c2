import { z } from 'zod';
import { LANGUAGES } from './languages.ts';
import { RENEWAL_KINDS } from './renewals.ts';

/**
 * A member's own data as one JSON document (data portability, docs/decisions/037): `GET /api/users/{id}/export`.
 * Instants are ISO 8601 in UTC (`…Z`); calendar dates (`YYYY-MM-DD`: a plan's days, a check-in's day) are days in
 * the gym's time zone, named once in `gym.timeZone`. Money is a number in `gym.currency`. Left out on purpose
 * (the decision lists every column): the password hash, token versions, reset codes, invitation and card-update
 * tokens, the calendar feed's secret, the providers' references, staff's private notes on sessions, and who on the
 * staff recorded what.
 */

/** What `format` says; a later shape of the document gets a new number. */
export const MY_DATA_FORMAT = 'pulse-gym.member-data.v1';

const instant = z.iso.datetime();
const day = z.string();

export const myDataSchema = z
  .object({
    format: z.literal(MY_DATA_FORMAT),
    exportedAt: instant,
    gym: z.object({ name: z.string(), timeZone: z.string(), currency: z.string() }),
    profile: z.object({
      id: z.number().int(),
      username: z.string(),
      email: z.string(),
      fullName: z.string().nullable(),
      phone: z.string().nullable(),
      birthday: day.nullable(),
      /** The member's photo (docs/decisions/038), at its public address; null without one. */
      photoUrl: z.string().nullable(),
      memberSince: instant,
      updatedAt: instant,
    }),
    preferences: z.object({
      language: z.enum(LANGUAGES),
      reminderEmails: z.boolean(),
      /** Whether a private calendar feed is set up; its address is a key and stays on the profile screen. */
      calendarFeed: z.boolean(),
      newsletter: z.object({ subscribed: z.boolean(), since: instant.nullable() }),
    }),
    subscriptions: z.array(
      z.object({
        id: z.number().int(),
        plan: z.string(),
        startDate: day,
        endDate: day,
        status: z.string(),
        renewal: z.enum(RENEWAL_KINDS),
        createdAt: instant,
        freezes: z.array(
          z.object({
            startDate: day,
            endDate: day,
            reason: z.string().nullable(),
            createdAt: instant,
            endedEarlyAt: instant.nullable(),
          }),
        ),
      }),
    ),
    payments: z.array(
      z.object({
        id: z.number().int(),
        amount: z.number(),
        refundedAmount: z.number(),
        method: z.string(),
        status: z.string(),
        paidAt: instant,
        completedAt: instant.nullable(),
        plan: z.string().nullable(),
        subscriptionId: z.number().int().nullable(),
        notes: z.string().nullable(),
        failure: z.string().nullable(),
        receiptNumber: z.number().int().nullable(),
        refunds: z.array(
          z.object({
            amount: z.number(),
            reason: z.string(),
            refundedAt: instant,
            receiptNumber: z.number().int().nullable(),
          }),
        ),
      }),
    ),
    trainingSessions: z.array(
      z.object({
        id: z.number().int(),
        startTime: instant,
        endTime: instant,
        trainer: z.string(),
        room: z.string(),
        sessionType: z.string().nullable(),
        /** The member's own note on the booking; staff's and the trainer's private notes are not in the file. */
        notes: z.string().nullable(),
        attended: z.boolean(),
        cancelledAt: instant.nullable(),
        bookedAt: instant,
      }),
    ),
    classes: z.array(
      z.object({
        class: z.string(),
        startTime: instant,
        endTime: instant,
        trainer: z.string(),
        room: z.string(),
        status: z.enum(['Booked', 'Waitlisted', 'Cancelled']),
        attended: z.boolean(),
        /** Left after the cut-off. */
        lateCancel: z.boolean(),
        joinedAt: instant,
        cancelledAt: instant.nullable(),
        classCancelledAt: instant.nullable(),
      }),
    ),
    checkins: z.array(
      z.object({
        at: instant,
        date: day,
        method: z.string(),
        override: z.boolean(),
        overrideReason: z.string().nullable(),
      }),
    ),
    feedback: z.array(
      z.object({
        id: z.number().int(),
        message: z.string(),
        rating: z.number().int(),
        processed: z.boolean(),
        createdAt: instant,
      }),
    ),
  })
  .meta({ id: 'MyData' });
export type MyData = z.infer<typeof myDataSchema>;

/** The file's name: the member's username (letters, digits, `_` and `-` only) and the gym's date. */
export const myDataFileName = (username: string, date: string) =>
  `my-data-${username.replace(/[^A-Za-z0-9_-]/g, '') || 'member'}-${date}.json`;
