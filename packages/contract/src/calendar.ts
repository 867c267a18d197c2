import { z } from 'zod';

/**
 * Private calendar feeds and reminder e-mails (docs/decisions/011). A feed URL is a capability: whoever holds it
 * reads the owner's sessions, so it is shown only to its owner, and a reset makes a new one and stops the old.
 */
export const calendarFeedSchema = z
  .object({
    /** The absolute `…/api/calendar/{secret}.ics` URL to subscribe to. */
    url: z.string(),
  })
  .meta({ id: 'CalendarFeed' });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** The member's reminder setting, and how long before a session the reminder goes (the gym's setting). */
export const reminderSettingsSchema = z
  .object({ enabled: z.boolean(), hoursBefore: z.number().int() })
  .meta({ id: 'ReminderSettings' });
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

/** `PUT /api/reminders`. */
export const reminderSettingsRequestSchema = z.object({ enabled: z.boolean() });
export type ReminderSettingsRequest = z.infer<typeof reminderSettingsRequestSchema>;

export const CALENDAR_MESSAGES = {
  feedTitle: 'Calendar feed',
  feedHint:
    'Subscribe to this private address in Google Calendar, Apple Calendar or Outlook to see your sessions there. Anyone with the address can see them, so keep it to yourself.',
  copy: 'Copy',
  copied: 'Calendar address copied',
  copyFailed: 'Could not copy the address; select it and copy it yourself',
  reset: 'Reset',
  resetConfirmTitle: 'Reset the calendar address?',
  resetConfirm: 'The current address stops working at once. Calendars subscribed to it must subscribe to the new one.',
  resetDone: 'A new calendar address was made; the old one no longer works',
  loadFailed: 'Could not load your calendar address',
  resetFailed: 'Could not reset your calendar address',
  remindersLabel: 'E-mail me a reminder before each session',
  remindersHint: (hours: number) => `The reminder goes ${hours} hours before the session starts.`,
  remindersOn: 'Reminders switched on',
  remindersOff: 'Reminders switched off',
  remindersFailed: 'Could not save your reminder setting',
  feedNotFound: 'Calendar not found',
} as const;
