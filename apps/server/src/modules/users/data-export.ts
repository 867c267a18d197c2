import { AUTH_MESSAGES, imageUrl, MY_DATA_FORMAT, type MyData, myDataFileName, todayIn } from '@gym/contract';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import {
  checkins,
  classBookings,
  classSessions,
  classTypes,
  feedback,
  gymRooms,
  newsletterSignups,
  paymentRefunds,
  payments,
  plans,
  receipts,
  subscriptionFreezes,
  subscriptions,
  trainers,
  trainingSessions,
  users,
} from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/auth.ts';
import { toMoney } from '../billing/money.ts';
import { renewalKind } from '../billing/renewal-kind.ts';
import type { GymConfig } from '../settings/settings.service.ts';
import { isLive, personName } from './account-scopes.ts';
import { MEMBER_NOT_FOUND } from './member-access.ts';

/**
 * `GET /api/users/{id}/export` (docs/decisions/037): a member's own data as one document, for them to keep or take
 * elsewhere. The member themself or the admin; anyone else holding the permission is refused before anything is
 * read, so another member learns nothing. A fixed number of queries (one per kind of record, whatever their
 * count), one after another in one read-only snapshot so that a payment and its refunds agree. Each select names its columns: what
 * is not named (the password hash, tokens, the calendar secret, staff's notes, provider references) cannot leak.
 */
export async function exportMemberData(
  db: Db,
  caller: Caller,
  memberId: number,
  gym: GymConfig,
): Promise<{ fileName: string; document: MyData }> {
  if (caller.role !== 'admin' && caller.id !== memberId) throw forbidden(AUTH_MESSAGES.forbidden);
  const timeZone = gym.GYM_TIME_ZONE;
  const document = await db.transaction((tx) => readMemberData(tx, memberId, gym), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
  return { fileName: myDataFileName(document.profile.username, todayIn(timeZone)), document };
}

const iso = (value: Date) => value.toISOString();
const isoOrNull = (value: Date | null) => (value ? value.toISOString() : null);

/** Rows by a key, each group in the rows' order (`Map.groupBy` needs Node 21). */
function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

async function readMemberData(tx: Tx, memberId: number, gym: GymConfig): Promise<MyData> {
  const [member] = await tx
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      fullName: users.fullName,
      phone: users.phone,
      birthday: users.birthday,
      photoImageId: users.photoImageId,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
      language: users.language,
      remindersEnabled: users.remindersEnabled,
      calendarFeed: sql<boolean>`${users.calendarSecret} is not null`,
    })
    .from(users)
    .where(and(eq(users.id, memberId), eq(users.role, 'user'), isLive()));
  // Staff, trainers and the admin hold none of these records: only a member's account has a file.
  if (!member) throw notFound(MEMBER_NOT_FOUND);

  const trainerAccount = alias(users, 'trainer_account');
  const newsletter = await tx
    .select({ since: newsletterSignups.createdAt })
    .from(newsletterSignups)
    .where(sql`lower(${newsletterSignups.email}) = lower(${member.email})`);
  const subscriptionRows = await tx
    .select({
      id: subscriptions.id,
      plan: plans.name,
      startDate: subscriptions.startDate,
      endDate: subscriptions.endDate,
      status: subscriptions.status,
      renewal: renewalKind,
      createdAt: subscriptions.createdAt,
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.userId, memberId))
    .orderBy(asc(subscriptions.startDate), asc(subscriptions.id));
  const freezeRows = await tx
    .select({
      subscriptionId: subscriptionFreezes.subscriptionId,
      startDate: subscriptionFreezes.startDate,
      endDate: subscriptionFreezes.endDate,
      reason: subscriptionFreezes.reason,
      createdAt: subscriptionFreezes.createdAt,
      endedEarlyAt: subscriptionFreezes.endedEarlyAt,
    })
    .from(subscriptionFreezes)
    .where(eq(subscriptionFreezes.userId, memberId))
    .orderBy(asc(subscriptionFreezes.startDate), asc(subscriptionFreezes.id));
  const paymentRows = await tx
    .select({
      id: payments.id,
      amount: payments.amount,
      refundedAmount: payments.refundedAmount,
      method: payments.paymentMethod,
      status: payments.status,
      paidAt: payments.paymentDate,
      completedAt: payments.completedAt,
      plan: plans.name,
      subscriptionId: payments.subscriptionId,
      notes: payments.notes,
      failure: payments.failure,
      receiptNumber: receipts.number,
    })
    .from(payments)
    .leftJoin(plans, eq(plans.id, payments.planId))
    .leftJoin(receipts, and(eq(receipts.paymentId, payments.id), isNull(receipts.refundId)))
    .where(eq(payments.userId, memberId))
    .orderBy(asc(payments.paymentDate), asc(payments.id));
  const refundRows = await tx
    .select({
      paymentId: paymentRefunds.paymentId,
      amount: paymentRefunds.amount,
      reason: paymentRefunds.reason,
      refundedAt: paymentRefunds.createdAt,
      receiptNumber: receipts.number,
    })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .leftJoin(receipts, eq(receipts.refundId, paymentRefunds.id))
    .where(eq(payments.userId, memberId))
    .orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.id));
  const sessionRows = await tx
    .select({
      id: trainingSessions.id,
      startTime: trainingSessions.startTime,
      endTime: trainingSessions.endTime,
      trainer: personName(trainerAccount),
      room: gymRooms.roomName,
      sessionType: trainingSessions.sessionType,
      notes: trainingSessions.notes,
      attended: trainingSessions.attendanceStatus,
      cancelledAt: trainingSessions.cancelledAt,
      bookedAt: trainingSessions.createdAt,
    })
    .from(trainingSessions)
    .innerJoin(trainers, eq(trainers.id, trainingSessions.trainerId))
    .innerJoin(trainerAccount, eq(trainerAccount.id, trainers.userId))
    .innerJoin(gymRooms, eq(gymRooms.id, trainingSessions.roomId))
    .where(eq(trainingSessions.userId, memberId))
    .orderBy(asc(trainingSessions.startTime), asc(trainingSessions.id));
  const classRows = await tx
    .select({
      class: classTypes.name,
      startTime: classSessions.startTime,
      endTime: classSessions.endTime,
      trainer: personName(trainerAccount),
      room: gymRooms.roomName,
      status: classBookings.status,
      attended: classBookings.attended,
      lateCancel: classBookings.late,
      joinedAt: classBookings.queuedAt,
      cancelledAt: classBookings.cancelledAt,
      classCancelledAt: classSessions.cancelledAt,
    })
    .from(classBookings)
    .innerJoin(classSessions, eq(classSessions.id, classBookings.classSessionId))
    .innerJoin(classTypes, eq(classTypes.id, classSessions.classTypeId))
    .innerJoin(trainers, eq(trainers.id, classSessions.trainerId))
    .innerJoin(trainerAccount, eq(trainerAccount.id, trainers.userId))
    .innerJoin(gymRooms, eq(gymRooms.id, classSessions.roomId))
    .where(eq(classBookings.userId, memberId))
    .orderBy(asc(classSessions.startTime), asc(classBookings.id));
  const checkinRows = await tx
    .select({
      at: checkins.at,
      date: checkins.gymDate,
      method: checkins.method,
      override: checkins.override,
      overrideReason: checkins.overrideReason,
    })
    .from(checkins)
    .where(eq(checkins.userId, memberId))
    .orderBy(asc(checkins.at), asc(checkins.id));
  const feedbackRows = await tx
    .select({
      id: feedback.id,
      message: feedback.message,
      rating: feedback.rating,
      processed: feedback.isProcessed,
      createdAt: feedback.createdAt,
    })
    .from(feedback)
    .where(eq(feedback.userId, memberId))
    .orderBy(asc(feedback.createdAt), asc(feedback.id));
  const freezesOf = groupBy(freezeRows, (row) => row.subscriptionId);
  const refundsOf = groupBy(refundRows, (row) => row.paymentId);
  const signup = newsletter[0];
  return {
    format: MY_DATA_FORMAT,
    exportedAt: iso(new Date()),
    gym: { name: gym.GYM_NAME, timeZone: gym.GYM_TIME_ZONE, currency: gym.settings.currency },
    profile: {
      id: member.id,
      username: member.username,
      email: member.email,
      fullName: member.fullName,
      phone: member.phone,
      birthday: member.birthday,
      photoUrl: member.photoImageId === null ? null : imageUrl(member.photoImageId),
      memberSince: iso(member.createdAt),
      updatedAt: iso(member.updatedAt),
    },
    preferences: {
      language: member.language,
      reminderEmails: member.remindersEnabled,
      calendarFeed: member.calendarFeed,
      newsletter: { subscribed: signup !== undefined, since: signup ? iso(signup.since) : null },
    },
    subscriptions: subscriptionRows.map(({ createdAt, ...row }) => ({
      ...row,
      createdAt: iso(createdAt),
      freezes: (freezesOf.get(row.id) ?? []).map(({ subscriptionId: _, createdAt: made, endedEarlyAt, ...f }) => ({
        ...f,
        createdAt: iso(made),
        endedEarlyAt: isoOrNull(endedEarlyAt),
      })),
    })),
    payments: paymentRows.map((row) => ({
      ...row,
      amount: toMoney(row.amount),
      refundedAmount: toMoney(row.refundedAmount),
      paidAt: iso(row.paidAt),
      completedAt: isoOrNull(row.completedAt),
      refunds: (refundsOf.get(row.id) ?? []).map(({ paymentId: _, ...refund }) => ({
        ...refund,
        amount: toMoney(refund.amount),
        refundedAt: iso(refund.refundedAt),
      })),
    })),
    trainingSessions: sessionRows.map((row) => ({
      ...row,
      startTime: iso(row.startTime),
      endTime: iso(row.endTime),
      cancelledAt: isoOrNull(row.cancelledAt),
      bookedAt: iso(row.bookedAt),
    })),
    classes: classRows.map((row) => ({
      ...row,
      startTime: iso(row.startTime),
      endTime: iso(row.endTime),
      joinedAt: iso(row.joinedAt),
      cancelledAt: isoOrNull(row.cancelledAt),
      classCancelledAt: isoOrNull(row.classCancelledAt),
    })),
    checkins: checkinRows.map((row) => ({ ...row, at: iso(row.at) })),
    feedback: feedbackRows.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
  };
}
