import { and, gt, inArray, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { trainingSessions } from '../../db/schema/index.ts';
import { letterHtml } from '../../lib/mail-layout.ts';
import type { Mail } from '../../lib/mailer.ts';
import { queueMail } from '../../lib/outbox.ts';
import { isBooked } from './booking-rules.ts';
import {
  type MailSession,
  type SessionMailConfig,
  selectMailSessions,
  sessionInvite,
  sessionLetterParts,
  sessionStart,
  type Translator,
  translatorFor,
} from './session-mail.ts';

// Cancelling coming sessions and telling the people in them, written once: deleting a trainer (docs/decisions/005)
// and closing or shrinking a room (docs/decisions/007) both cancel through here.

/** A cancelled session with what the e-mails about it say. */
export type CancelledSession = MailSession;

/**
 * Marks the booked sessions matching `where` that start after `now` as cancelled by the gym (`cancelled_by` null,
 * docs/decisions/011), in the caller's transaction, and answers them with the member's and the trainer's names and
 * addresses. The rows stay, for the histories (a deleted trainer's rows go with their account when it is deleted
 * outright, by the foreign key); sessions that have started are left alone. The rows are locked first, so a
 * concurrent edit or cancellation of the same session waits, and the answer lists only sessions this transaction
 * cancelled.
 */
export async function cancelComingSessions(tx: Tx, where: SQL, now: Date): Promise<CancelledSession[]> {
  const rows = await selectMailSessions(tx, and(isBooked(), gt(trainingSessions.startTime, now), where)).for('update', {
    of: trainingSessions,
  });
  if (rows.length === 0) return [];
  await tx
    .update(trainingSessions)
    .set({ cancelledAt: now, cancelledBy: null })
    .where(
      inArray(
        trainingSessions.id,
        rows.map((r) => r.id),
      ),
    );
  return rows.map((r) => ({ ...r, cancelledAt: now, cancelledByName: null }));
}

type Recipient = 'member' | 'trainer';
/**
 * What one kind of recipient reads, in their language (`t`, docs/decisions/021); `count` is how many of their
 * sessions the e-mail lists.
 */
export type CancellationLetter = {
  subject(count: number, t: Translator): string;
  /** The paragraph before the list, which ends with the time zone the list is in. */
  reason(count: number, timeZone: string, t: Translator): string;
  /** Appended to a listed session's date and time (for example who the session was with). */
  detail?(session: CancelledSession, t: Translator): string;
  closing(t: Translator): string;
};

/**
 * One e-mail per person listing their cancelled sessions, in the gym's time zone, to members and, when a letter
 * for them is given, trainers: queued in the cancelling transaction (`lib/outbox.ts`), so they go once it commits
 * and the mail server's answer never reaches the person who cancelled.
 */
export async function queueCancellationMails(
  tx: Tx,
  config: SessionMailConfig,
  cancelled: CancelledSession[],
  letters: Partial<Record<Recipient, CancellationLetter>>,
): Promise<void> {
  const { GYM_NAME: gym, GYM_TIME_ZONE: timeZone } = config;
  const mails: Mail[] = [];
  for (const [recipient, letter] of Object.entries(letters) as [Recipient, CancellationLetter][]) {
    const byPerson = new Map<string, CancelledSession[]>();
    for (const s of cancelled) {
      const to = s[recipient].email;
      byPerson.set(to, [...(byPerson.get(to) ?? []), s]);
    }
    for (const [to, sessions] of byPerson) {
      const ordered = sessions.toSorted((a, b) => a.startTime.getTime() - b.startTime.getTime());
      const person = ordered[0]?.[recipient];
      const language = person?.language ?? 'en';
      const t = translatorFor(language);
      const when = (s: CancelledSession) => sessionStart(s.startTime, timeZone, language);
      const detail = (s: CancelledSession) => letter.detail?.(s, t) ?? '';
      const greeting = t('Hello {name},', { name: person?.name });
      const reason = letter.reason(ordered.length, timeZone, t);
      const closing = letter.closing(t);
      mails.push({
        to,
        subject: letter.subject(ordered.length, t),
        text: [greeting, '', reason, ...ordered.map((s) => `- ${when(s)}${detail(s)}`), '', closing, '', gym].join(
          '\n',
        ),
        // The same letter as HTML, one row per session, and the calendar events' cancellation (one UID each, as in
        // the booking's e-mail), so a calendar program removes them.
        html: letterHtml({
          gym,
          language,
          greeting,
          intro: [reason],
          details: ordered.map((s) => [when(s), detail(s).trim() || s.roomName] as const),
          outro: [closing],
        }),
        icalEvent: sessionInvite(
          config,
          'CANCEL',
          ordered.map((s) => sessionLetterParts(config, s, language).calendar),
          language,
        ),
      });
    }
  }
  await queueMail(tx, mails);
}
