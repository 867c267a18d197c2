import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** An e-mail as the server composes it, kept as it is in the outbox and sent by `lib/mailer.ts`. */
export type Mail = {
  to: string;
  subject: string;
  text: string;
  /** The same message as HTML; mail programs show it and fall back to `text`. */
  html?: string;
  /**
   * A calendar event (`lib/ical.ts`): sent as a text/calendar alternative and as an `invite.ics` attachment, so that
   * mail programs offer to add it (METHOD:REQUEST) or remove it (METHOD:CANCEL) and anyone can open the file.
   */
  icalEvent?: { method: 'REQUEST' | 'CANCEL' | 'PUBLISH'; content: string };
  /** Files sent with it (a receipt's PDF), kept in the outbox as base64 so the row is the whole e-mail. */
  attachments?: { filename: string; contentType: string; contentBase64: string }[];
};

/**
 * E-mails waiting to go (`lib/outbox.ts`, docs/decisions/016). A request writes its e-mails here in its own
 * transaction, so a rolled-back request sends nothing and a committed one always sends; the sender job claims rows,
 * sends them and deletes them. A row that keeps failing stays, marked failed, for the admin to see.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /** The e-mail exactly as the request composed it: addressee, subject, text, HTML and the calendar event's text. */
    message: jsonb('message').$type<Mail>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Sends tried so far, counted when a sender claims the row. */
    attempts: integer('attempts').notNull().default(0),
    /** Not sent before this instant: now when written, then the claim's lease, then the back-off after a failure. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    /** Set once the last attempt failed: the sender leaves the row alone and the admin sees it. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    // The sender's question: the oldest due rows not given up on.
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.failedAt} is null`),
  ],
);
