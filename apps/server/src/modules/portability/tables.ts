/**
 * Which tables make up the gym's data, in the order an import loads them (docs/decisions/040). Every table of the
 * database is either here or in `NOT_EXPORTED` with its reason; `portability.routes.test.ts` fails on a table in
 * neither, and on an order that loads a row before a row it refers to (outside `later`).
 */
export type ExportedTable = {
  name: string;
  /** Columns never written: secrets, and what each installation keeps for its own sign-ins. */
  leftOut?: Record<string, string>;
  /**
   * Columns the database keeps up to date from other tables' rows (a trigger counts a class's bookings): left out,
   * because loading the rows they count recomputes them.
   */
  derived?: string[];
  /**
   * Columns referring to a table loaded after this one (the two tables refer to each other): loaded empty, then
   * set once that table is in.
   */
  later?: string[];
};

export const EXPORTED_TABLES: readonly ExportedTable[] = [
  { name: 'gym_settings' },
  { name: 'exercises' },
  { name: 'plans' },
  { name: 'gym_rooms' },
  {
    name: 'users',
    leftOut: {
      password_hash: 'a password never leaves the installation: imported people choose one through the reset e-mail',
      token_version: 'what sign-ins this installation has handed out; an import gives every account a fresh one',
      calendar_secret: 'the private calendar feed address is a secret; a member makes a new one',
    },
    later: ['photo_image_id'],
  },
  { name: 'images' },
  { name: 'trainers' },
  { name: 'equipment' },
  { name: 'maintenance_events' },
  { name: 'subscriptions', later: ['payment_id', 'renewal_card_payment_id'] },
  { name: 'payments' },
  { name: 'payment_refunds' },
  { name: 'receipts' },
  { name: 'receipt_counter' },
  { name: 'subscription_freezes' },
  { name: 'trainer_time_off' },
  { name: 'training_sessions' },
  { name: 'class_types' },
  { name: 'class_schedules' },
  { name: 'class_sessions', derived: ['booked_count', 'waitlist_count'] },
  { name: 'class_bookings' },
  { name: 'checkins' },
  { name: 'feedback' },
  { name: 'contact_messages' },
  { name: 'newsletter_signups' },
  { name: 'at_risk_actions' },
  { name: 'audit_log' },
];

/** Tables that are not the gym's data, and why each stays behind. */
export const NOT_EXPORTED: Record<string, string> = {
  audit_head: 'the audit chain’s last link, rebuilt from the imported entries',
  catalogue_version: 'a cache counter',
  change_counters: 'cache counters',
  member_last_visits: 'kept by the database from the check-ins',
  member_month_visits: 'kept by the database from the check-ins',
  payment_totals: 'kept by the database from the payments',
  occupancy: 'kept by the database from sessions and classes',
  job_runs: 'which background jobs ran on which day, on this installation',
  mail_outbox: 'e-mails waiting to be sent by this installation',
  payment_events: 'the payment provider’s notices this installation has already handled',
  password_resets: 'secret codes',
  card_update_links: 'secret links',
  staff_invitations: 'secret links; an invited person sets a password through the reset e-mail',
};

/**
 * Triggers an import pauses: rules about new writes that the gym's past rightly breaks (a deleted member's old
 * payments, a session booked before its trainer's time off, entries of an append-only log that a new installation
 * had before the import replaced it). Every other trigger keeps counting while the rows load. The test lists every
 * trigger of the database and fails on one that is neither here nor in `KEPT_TRIGGERS`.
 */
export const PAUSED_TRIGGERS: Record<string, readonly string[]> = {
  payments: ['payments_account_live'],
  subscriptions: ['subscriptions_account_live'],
  training_sessions: ['training_sessions_accounts_live', 'training_sessions_not_in_time_off'],
  class_sessions: ['class_sessions_not_in_time_off'],
  audit_log: ['audit_log_append_only'],
  receipts: ['receipts_append_only'],
};

/** Triggers that run during an import: they keep counters, totals and held times in step with the rows loaded. */
export const KEPT_TRIGGERS =
  /^(.*_raise_(records|account)_version(_\w+)?|.*_bump_catalogue_version|payments_totals_\w+|.*_hold_time|class_bookings_count|checkins_keep_last_visit|checkins_(re)?count_month_visits|.*_no_truncate)$/;
