import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

/**
 * iCalendar for training sessions, written once (docs/decisions/011): the e-mails' `.ics` (booked, cancelled) and the
 * private feeds use it alike, so an event keeps one UID everywhere and a cancellation updates the event a calendar
 * already holds. Times are written in UTC: every calendar program shows them on its own clock, and a session stays
 * at its instant across a daylight-saving change in the gym's zone (the API stores instants, decisions §2).
 */

export type CalendarSession = {
  id: number;
  /** The event's UID when it is not a training session's (a group class's: `classUid`). */
  uid?: string;
  startTime: Date;
  endTime: Date;
  /** When the session was booked: the event's DTSTAMP while it stands. */
  createdAt: Date;
  /** Null while booked; the cancellation's instant (its DTSTAMP) once cancelled. */
  cancelledAt: Date | null;
  /** The event's title, e.g. "Strength with Alex Carter". */
  summary: string;
  /** Its body: who, where, notes; plain text. */
  description: string;
  /** The room, and the gym. */
  location: string;
  /** The people in it (the member, the trainer): an invitation (REQUEST, CANCEL) names them, as RFC 5546 asks. */
  attendees?: readonly { name: string; email: string }[];
};

/** A session's event UID: the same in every e-mail and feed. `domain` names the gym (its public host). */
export const sessionUid = (sessionId: number, domain: string) => `session-${sessionId}@${domain}`;
/** A group class's event UID (docs/decisions/025): one per class, whichever member's calendar holds it. */
export const classUid = (classSessionId: number, domain: string) => `class-${classSessionId}@${domain}`;

/** The host that makes the UIDs unique to this gym: PUBLIC_URL's, or the gym's name as a label. */
export function uidDomain(publicUrl: string | undefined, gymName: string): string {
  if (publicUrl) return new URL(publicUrl).hostname;
  return `${
    gymName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'gym'
  }.invalid`;
}

export type CalendarMethod = 'REQUEST' | 'CANCEL' | 'PUBLISH';

/**
 * An iCalendar document of `sessions`. `method` is REQUEST for a booking's e-mail, CANCEL for a cancellation's and
 * PUBLISH for a feed. A cancelled session is written with STATUS:CANCELLED and a higher SEQUENCE, which is what makes
 * a calendar program replace the booked event of the same UID.
 */
export function sessionCalendar(options: {
  name: string;
  domain: string;
  method: CalendarMethod;
  sessions: readonly CalendarSession[];
  /** How often a subscribed program should fetch the feed again. */
  refreshMinutes?: number;
  /** Who sends an invitation (REQUEST, CANCEL): the gym's name and address. */
  organizer?: { name: string; email: string };
  /** The language the titles and bodies are written in (the reader's), named in PRODID. */
  language?: string;
}): string {
  const calendar = ical({
    name: options.name,
    prodId: {
      company: options.domain,
      product: 'training-sessions',
      language: (options.language ?? 'en').toUpperCase(),
    },
    method: ICalCalendarMethod[options.method],
    ...(options.refreshMinutes ? { ttl: options.refreshMinutes * 60 } : {}),
  });
  for (const s of options.sessions) {
    const cancelled = s.cancelledAt !== null;
    calendar.createEvent({
      id: s.uid ?? sessionUid(s.id, options.domain),
      sequence: cancelled ? 1 : 0,
      stamp: s.cancelledAt ?? s.createdAt,
      start: s.startTime,
      end: s.endTime,
      summary: s.summary,
      description: s.description,
      location: s.location,
      status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      ...(options.organizer ? { organizer: options.organizer } : {}),
      attendees: (s.attendees ?? []).map((a) => ({ name: a.name, email: a.email })),
    });
  }
  return calendar.toString();
}
