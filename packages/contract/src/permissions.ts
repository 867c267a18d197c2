import type { Role } from './roles.ts';

/**
 * Who may do what (decisions §4), written once. The server's route guards read it (`requirePermission`), and
 * the web app's `useCan` hides the buttons and screens a role may not use. Rules about whose resource it is
 * ("own", "a trainer of that member", "staff edit members only") sit in the service that loads the data; this
 * table says which roles may try at all.
 */
export const PERMISSIONS = {
  'plans.write': ['admin', 'staff'],
  'plans.listRetired': ['admin', 'staff'],

  'users.list': ['admin', 'staff', 'trainer'],
  /** Staff may edit members only; the users service checks the account's role. */
  'users.update': ['admin', 'staff'],
  'users.delete': ['admin'],
  /** Staff and trainer accounts, and their invitations. */
  'users.create': ['admin'],
  /** A member's account: a walk-in signed up at the front desk (decisions §4); staff and trainers need `users.create`. */
  'users.createMember': ['admin', 'staff'],
  /** A member's own data as one file (docs/decisions/037): the member themself (the service checks), the admin. */
  'users.export': ['user', 'admin'],

  'revenue.read': ['admin'],
  'stats.admin': ['admin'],
  'stats.staff': ['admin', 'staff'],
  'stats.trainer': ['trainer'],

  'subscriptions.listAll': ['admin', 'staff'],
  /** A member for themself; admin and staff for any member. */
  'subscriptions.buy': ['user', 'admin', 'staff'],
  'subscriptions.toggleAutoRenew': ['user', 'admin', 'staff'],
  'subscriptions.renew': ['admin', 'staff'],
  'subscriptions.delete': ['admin', 'staff'],
  /** Stopping a renewal: a member their own (the service checks), admin and staff any. */
  'subscriptions.cancelRenewal': ['user', 'admin', 'staff'],
  /** Freezing a plan and ending a freeze: a member their own within the rules, admin and staff any. */
  'subscriptions.freeze': ['user', 'admin', 'staff'],
  'payments.create': ['user', 'admin', 'staff'],
  /** Giving money back on a payment, through its provider (docs/decisions/022). */
  'payments.refund': ['admin'],
  /** A member's own online checkout (docs/decisions/022); the desk records payments with `payments.create`. */
  'checkout.create': ['user'],
  /** Where a checkout stands: its member, admin, staff (the service checks whose it is). */
  'checkout.read': ['user', 'admin', 'staff'],
  /** Paying on the demo provider's page: the checkout's member (the service checks). */
  'checkout.demoPay': ['user'],
  /** A failed renewal's card-update link, opened by the member it was sent to (the service checks). */
  'checkout.cardUpdate': ['user'],
  /** Every payment, with filters: the front desk and the admin. */
  'payments.listAll': ['admin', 'staff'],
  /** A member's payments and their receipts: the member themself (the service checks), admin, staff. */
  'payments.receipts': ['user', 'admin', 'staff'],

  /** The owner's reports on money and members (docs/reports.md). */
  'reports.admin': ['admin'],
  /** Memberships ending soon, for the front desk to call members before they go. */
  'reports.expiring': ['admin', 'staff'],
  /**
   * Attendance (check-ins by hour, visits, members not seen lately) and classes (fill, waitlists, no-shows, trainer
   * utilisation): the desk acts on them as much as the owner.
   */
  'reports.attendance': ['admin', 'staff'],
  /** At-risk members, and recording a call to one or snoozing them (docs/decisions/039). */
  'reports.atRisk': ['admin', 'staff'],

  /** The audit trail and its check: the owner's view of who changed money, accounts and settings. */
  'audit.read': ['admin'],

  'contact.list': ['admin', 'staff', 'trainer'],

  'feedback.create': ['user'],
  'feedback.listAll': ['admin', 'staff', 'trainer'],
  /** A member deletes their own; admin and staff any. */
  'feedback.delete': ['user', 'admin', 'staff'],
  'feedback.process': ['admin', 'staff'],

  'rooms.write': ['admin', 'staff'],
  'equipment.manage': ['admin', 'staff'],

  /** `GET /api/Trainer/{id}/users` and `/sessions`: that trainer (checked by the service), admin, staff. */
  'trainers.members': ['trainer', 'admin', 'staff'],
  'trainers.write': ['admin'],
  /** `PUT /api/Trainer/{id}`: the admin in full; a trainer their own biography and photo only (the service checks). */
  'trainers.update': ['admin', 'trainer'],
  /** A trainer's time off: that trainer for themself (the service checks), admin and staff for any trainer. */
  'timeOff.manage': ['trainer', 'admin', 'staff'],
  /**
   * Plan images and the logo: admin and staff; a trainer their own photo only, a member their own member photo
   * only (the service checks).
   */
  'images.upload': ['admin', 'staff', 'trainer', 'user'],

  'sessions.listAll': ['admin', 'staff'],
  'sessions.update': ['admin', 'staff', 'trainer'],
  'sessions.attendance': ['admin', 'staff', 'trainer'],
  /** A member for themself; admin and staff for any member. */
  'sessions.book': ['user', 'admin', 'staff'],
  /** A member their own coming session up to the cut-off (the service checks); admin and staff any coming session. */
  'sessions.cancel': ['user', 'admin', 'staff'],

  /** Class types, weekly series, one class's changes and cancelling (docs/decisions/025). */
  'classes.manage': ['admin', 'staff'],
  /** A place in a class or on its waitlist, and leaving it: a member their own; admin and staff for any member. */
  'classes.book': ['user', 'admin', 'staff'],
  /** Who is booked and waitlisted: admin, staff, and the class's own trainer (the service checks). */
  'classes.roster': ['admin', 'staff', 'trainer'],
  /** A roster's attendance tick: admin, staff, and the class's own trainer (the service checks; docs/decisions/032). */
  'classes.attendance': ['admin', 'staff', 'trainer'],
  /** The caller's own classes: a member's places and waitlist spots, a trainer's classes to teach. */
  'classes.mine': ['user', 'trainer'],

  /** The caller's own private iCal feed: members and trainers, the people with sessions in their diary. */
  'calendar.feed': ['user', 'trainer'],
  /** Reminder e-mails go to members before their sessions; a member switches them on and off. */
  'reminders.manage': ['user'],

  /** A member's own check-in pass (docs/decisions/024). */
  'checkin.pass': ['user'],
  /** The front desk lets members in and reads the day's check-ins. */
  'checkin.desk': ['admin', 'staff'],
  /** A member's check-ins: their own (the service checks), admin and staff any member's. */
  'checkin.member': ['user', 'admin', 'staff'],

  /** The front desk: a plan sold and paid in one step, the members list with each one's plan and last visit. */
  'desk.sell': ['admin', 'staff'],
  'desk.members': ['admin', 'staff'],

  /** E-mails the server gave up sending: whom they were for and why they failed. */
  'mail.failed': ['admin'],

  /** The gym's whole data out as one archive, and in again into an installation without members (decision 040). */
  'data.export': ['admin'],
  'data.import': ['admin'],

  /** The gym's settings (decisions §7): name, contact, hours, zone, currency, language, links. */
  'settings.write': ['admin'],
  /** Coming sessions left outside the opening hours by a change of hours or zone. */
  'settings.outsideHours': ['admin', 'staff'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

/** Whether a role may use a permission at all (ownership is the service's question). */
export const can = (role: Role | null | undefined, permission: Permission): boolean =>
  role != null && (PERMISSIONS[permission] as readonly Role[]).includes(role);

/** Admin and staff act for any member: they pay, subscribe and book on a member's behalf. */
export const isStaffSide = (role: Role | null | undefined): boolean => role === 'admin' || role === 'staff';
