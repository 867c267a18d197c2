import { PERMISSIONS, type Permission, type Role } from '@gym/contract';
import type { Guard } from '../plugins/auth.ts';

/**
 * Who may call what (decisions §4), as data: one row per endpoint the server registers (HEAD answers as its GET),
 * plus a row for each case the same call answers differently. docs/permissions.md's table is generated from it
 * (`node scripts/permissions-doc.mjs`), and `permissions-walk.routes.test.ts` checks it three ways: every registered
 * route has a row whose `guard` is the route's own `onRequest` guard and every row a route; each row's outcomes agree
 * with the contract's `PERMISSIONS`; and the walk sends every row's request as each of the seven callers, on PGlite
 * and on PostgreSQL, expecting exactly the answer below.
 *
 * The walk aims at `member`'s records: `member` has a session with `trainer` (so is that trainer's member, decisions
 * §3), `otherMember` and `otherTrainer` have nothing to do with them.
 */

/** The seven callers, in the doc's column order; the test factories' `CAST` is this list. */
export const CALLERS = ['anonymous', 'member', 'otherMember', 'trainer', 'otherTrainer', 'staff', 'admin'] as const;
export type Caller = (typeof CALLERS)[number];

/** The role each caller holds; anonymous holds none. */
export const ROLE_OF: Record<Caller, Role | null> = {
  anonymous: null,
  member: 'user',
  otherMember: 'user',
  trainer: 'trainer',
  otherTrainer: 'trainer',
  staff: 'staff',
  admin: 'admin',
};

/** 'ok' is the row's `answer`; a number is the refusal's status. */
export type Outcome = 'ok' | 401 | 403 | 404;
export type Walk = Record<Caller, Outcome>;

export type Endpoint = {
  area: string;
  /**
   * `METHOD /api/path` as registered, in the spec's spelling (routing ignores case), `:id` for a parameter; a query
   * when the row is about one.
   */
  call: `${'GET' | 'POST' | 'PUT' | 'DELETE'} /api/${string}`;
  /** A second row of the same call: what it is aimed at. */
  variant?: string;
  /** Said after the call in the doc. */
  note?: string;
  /** The route's `onRequest` guard ('public': none). */
  guard: Guard;
  /** The permission the service asks when the route itself lets more callers through (retired plans). */
  checks?: Permission;
  /** Who may call, in words, where the guard's roles do not say it all (whose record it is). */
  who?: string;
  /** Rate limits and other refusals that do not depend on who calls. */
  limits?: string;
  /**
   * The status of an allowed call; 200 unless said. 409 where the walk's gym cannot give the call what it needs
   * (an import needs an installation without members): the caller got past the guard to the service's own refusal.
   */
  answer?: 200 | 201 | 302 | 409;
  walk: Walk;
};

/** Every caller allowed. */
const anyone: Walk = {
  anonymous: 'ok',
  member: 'ok',
  otherMember: 'ok',
  trainer: 'ok',
  otherTrainer: 'ok',
  staff: 'ok',
  admin: 'ok',
};
/** These callers allowed; anonymous 401, everyone else 403. */
const only = (...allowed: Exclude<Caller, 'anonymous'>[]): Walk => ({
  anonymous: 401,
  member: allowed.includes('member') ? 'ok' : 403,
  otherMember: allowed.includes('otherMember') ? 'ok' : 403,
  trainer: allowed.includes('trainer') ? 'ok' : 403,
  otherTrainer: allowed.includes('otherTrainer') ? 'ok' : 403,
  staff: allowed.includes('staff') ? 'ok' : 403,
  admin: allowed.includes('admin') ? 'ok' : 403,
});
const signedIn = only('member', 'otherMember', 'trainer', 'otherTrainer', 'staff', 'admin');
/** Own, admin, staff, trainer of that member (`assertCanSeeMember`). */
const memberRecords = only('member', 'trainer', 'staff', 'admin');
const PUBLIC_WRITES = '20 per address a minute';
const THAT_TRAINER = 'that trainer, admin, staff; another trainer 403';

export const ENDPOINTS: readonly Endpoint[] = [
  // Auth
  {
    area: 'Auth',
    call: 'POST /api/auth/register',
    guard: 'public',
    limits: PUBLIC_WRITES,
    answer: 201,
    walk: anyone,
  },
  {
    area: 'Auth',
    call: 'POST /api/auth/login',
    guard: 'public',
    limits: '10 failed logins per account and address in 15 minutes, then 429',
    walk: anyone,
  },
  {
    area: 'Auth',
    call: 'POST /api/v1/auth/forgot-password',
    guard: 'public',
    limits: '5 code requests per e-mail an hour',
    walk: anyone,
  },
  {
    area: 'Auth',
    call: 'POST /api/auth/invitation',
    guard: 'public',
    who: 'anyone with the link from an invitation e-mail (the token is the key)',
    walk: anyone,
  },
  {
    area: 'Auth',
    call: 'POST /api/auth/invitation/accept',
    guard: 'public',
    who: 'anyone with the link from an invitation e-mail, once (the token is the key)',
    walk: anyone,
  },
  {
    area: 'Auth',
    call: 'PUT /api/auth/profile',
    guard: 'signedIn',
    who: 'any signed-in user, own profile only (the id comes from the token)',
    walk: signedIn,
  },
  { area: 'Auth', call: 'GET /api/auth/admin-auth', guard: 'role:admin', walk: only('admin') },
  { area: 'Auth', call: 'GET /api/auth/staff-auth', guard: 'role:staff', walk: only('staff') },
  { area: 'Auth', call: 'GET /api/auth/trainer-auth', guard: 'role:trainer', walk: only('trainer', 'otherTrainer') },
  { area: 'Auth', call: 'GET /api/auth/user-auth', guard: 'role:user', walk: only('member', 'otherMember') },

  // System
  { area: 'System', call: 'GET /api/health', guard: 'public', walk: anyone },
  { area: 'System', call: 'GET /api/gym', guard: 'public', walk: anyone },
  {
    area: 'System',
    call: 'PUT /api/gym',
    note: "the gym's settings; the currency only while no payment exists",
    guard: 'settings.write',
    walk: only('admin'),
  },
  {
    area: 'System',
    call: 'GET /api/gym/sessions-outside-hours',
    note: 'coming sessions outside the opening hours as they are now',
    guard: 'settings.outsideHours',
    walk: only('staff', 'admin'),
  },
  { area: 'System', call: 'GET /api/openapi.json', guard: 'public', walk: anyone },
  { area: 'System', call: 'GET /api/docs', note: 'the browsable docs', guard: 'public', walk: anyone },
  {
    area: 'System',
    call: 'GET /api/docs/static/index.html',
    note: 'sends the browser to `/api/docs`',
    guard: 'public',
    answer: 302,
    walk: anyone,
  },
  { area: 'System', call: 'GET /api/docs/static/swagger-initializer.js', guard: 'public', walk: anyone },
  { area: 'System', call: 'GET /api/docs/static/*', note: "the docs page's files", guard: 'public', walk: anyone },
  { area: 'System', call: 'GET /api/docs/json', note: 'the OpenAPI document again', guard: 'public', walk: anyone },
  { area: 'System', call: 'GET /api/docs/yaml', note: 'the same in YAML', guard: 'public', walk: anyone },

  // Newsletter
  { area: 'Newsletter', call: 'POST /api/newsletter', guard: 'public', limits: PUBLIC_WRITES, walk: anyone },

  // Plans
  { area: 'Plans', call: 'GET /api/plan', guard: 'public', walk: anyone },
  {
    area: 'Plans',
    call: 'GET /api/plan?includeInactive=true',
    note: 'retired plans too',
    guard: 'public',
    checks: 'plans.listRetired',
    walk: only('staff', 'admin'),
  },
  { area: 'Plans', call: 'GET /api/plan/:id', guard: 'public', walk: anyone },
  { area: 'Plans', call: 'GET /api/v1/plan/get-plan/:id', note: 'legacy plan features', guard: 'public', walk: anyone },
  { area: 'Plans', call: 'POST /api/plan', guard: 'plans.write', answer: 201, walk: only('staff', 'admin') },
  { area: 'Plans', call: 'PUT /api/plan/:id', guard: 'plans.write', walk: only('staff', 'admin') },
  {
    area: 'Plans',
    call: 'DELETE /api/plan/:id',
    guard: 'plans.write',
    limits: 'a plan with subscriptions 409 (retire it instead)',
    walk: only('staff', 'admin'),
  },

  // Users
  {
    area: 'Users',
    call: 'GET /api/users',
    note: 'also `/api/Users`; `format=csv` too',
    guard: 'users.list',
    who: 'admin, staff; a trainer sees own members only (decisions §3)',
    walk: only('trainer', 'otherTrainer', 'staff', 'admin'),
  },
  {
    area: 'Users',
    call: 'GET /api/users/:id',
    guard: 'signedIn',
    who: 'own, admin, staff, trainer of that member (`assertCanSeeMember`)',
    limits: '404 for an unknown or deleted id',
    walk: memberRecords,
  },
  {
    area: 'Users',
    call: 'GET /api/users/:id',
    variant: "a trainer's account",
    guard: 'signedIn',
    who: "a trainer's public fields (id, username, fullName, role) to any signed-in user; the whole account to that trainer, admin, staff",
    walk: signedIn,
  },
  {
    area: 'Users',
    call: 'PUT /api/users/:id',
    guard: 'users.update',
    who: 'admin; staff for member accounts only',
    walk: only('staff', 'admin'),
  },
  {
    area: 'Users',
    call: 'PUT /api/users/:id',
    variant: "a trainer's account",
    guard: 'users.update',
    who: "admin; staff 403 'Staff can edit member accounts only' (checked by the users service)",
    walk: only('admin'),
  },
  {
    area: 'Users',
    call: 'DELETE /api/users/:id',
    guard: 'users.delete',
    limits: 'not their own account (409)',
    walk: only('admin'),
  },
  {
    area: 'Users',
    call: 'POST /api/users/create-by-admin',
    variant: 'a member account',
    note: 'a walk-in signed up at the front desk; without a password, an invitation e-mail',
    guard: 'users.createMember',
    answer: 201,
    walk: only('staff', 'admin'),
  },
  {
    area: 'Users',
    call: 'POST /api/users/create-by-admin',
    variant: 'a staff account',
    guard: 'users.createMember',
    checks: 'users.create',
    who: "admin; staff 403 'Staff can create member accounts only' (checked by the users service)",
    answer: 201,
    walk: only('admin'),
  },
  {
    area: 'Users',
    call: 'POST /api/users/:id/invitation',
    note: 'a staff or trainer account with no password yet',
    guard: 'users.create',
    walk: only('admin'),
  },
  {
    area: 'Users',
    call: 'GET /api/users/:id/export',
    note: "a member's own data as one JSON file (docs/decisions/037)",
    guard: 'users.export',
    who: 'own, admin; another member 403 (checked by the users service); staff and trainers 403',
    limits: '404 for an unknown or deleted id, or an account that is not a member',
    walk: only('member', 'admin'),
  },

  // Statistics
  { area: 'Statistics', call: 'GET /api/Admin', note: 'monthly revenue', guard: 'revenue.read', walk: only('admin') },
  { area: 'Statistics', call: 'GET /api/stats/admin', guard: 'stats.admin', walk: only('admin') },
  { area: 'Statistics', call: 'GET /api/stats/staff', guard: 'stats.staff', walk: only('staff', 'admin') },
  {
    area: 'Statistics',
    call: 'GET /api/stats/trainer',
    guard: 'stats.trainer',
    who: 'trainer (own members and sessions)',
    walk: only('trainer', 'otherTrainer'),
  },

  // Subscriptions
  {
    area: 'Subscriptions',
    call: 'GET /api/subscription',
    note: 'a plain array, paged with `page`; `format=csv` too',
    guard: 'subscriptions.listAll',
    walk: only('staff', 'admin'),
  },
  {
    area: 'Subscriptions',
    call: 'GET /api/users/:id/subscriptions',
    guard: 'signedIn',
    who: 'own, admin, staff, trainer of that member (`assertCanSeeMember`)',
    walk: memberRecords,
  },
  {
    area: 'Payments',
    call: 'POST /api/payment/:id/refund',
    note: 'whole or part, through its provider',
    guard: 'payments.refund',
    walk: only('admin'),
  },
  {
    area: 'Payments',
    call: 'POST /api/checkout',
    note: "a member's online checkout; answers the provider's page",
    guard: 'checkout.create',
    who: 'a member for themself',
    answer: 201,
    walk: only('member', 'otherMember'),
  },
  {
    area: 'Payments',
    call: 'GET /api/checkout/:paymentId',
    note: 'where a checkout stands',
    guard: 'checkout.read',
    who: "the payment's member (another member 404), admin, staff",
    walk: { ...only('member', 'otherMember', 'staff', 'admin'), otherMember: 404 },
  },
  {
    area: 'Payments',
    call: 'POST /api/checkout/card-update',
    note: "a failed renewal's single-use link: a checkout that saves a new card and pays the term",
    guard: 'checkout.cardUpdate',
    who: 'the member the link was sent to (another member 404)',
    answer: 201,
    walk: { ...only('member', 'otherMember'), otherMember: 404 },
  },
  {
    area: 'Payments',
    call: 'POST /api/payments/demo/:paymentId/pay',
    note: "the demo provider's page pays with a test card (demo data only)",
    guard: 'checkout.demoPay',
    who: "the payment's member (another member 404), while its checkout is open",
    walk: { ...only('member', 'otherMember'), otherMember: 404 },
  },
  {
    area: 'Payments',
    call: 'POST /api/payments/stripe/webhook',
    note: "Stripe's events",
    guard: 'public',
    who: 'Stripe, signing the body with STRIPE_WEBHOOK_SECRET (a bad signature 400); 404 while Stripe is not configured',
    walk: {
      anonymous: 404,
      member: 404,
      otherMember: 404,
      trainer: 404,
      otherTrainer: 404,
      staff: 404,
      admin: 404,
    },
  },
  {
    area: 'Subscriptions',
    call: 'POST /api/subscription',
    guard: 'subscriptions.buy',
    who: 'own (a member for themself; a `userId` of someone else is 403), admin, staff (for any member, named in `userId` or implied by the payment)',
    answer: 201,
    walk: only('member', 'staff', 'admin'),
  },
  {
    area: 'Subscriptions',
    call: 'POST /api/subscription',
    variant: 'a payment, no `userId`',
    guard: 'subscriptions.buy',
    who: "a member spends their own payments only (someone else's is 403); admin, staff for the payment's owner",
    answer: 201,
    walk: only('member', 'staff', 'admin'),
  },
  {
    area: 'Subscriptions',
    call: 'PUT /api/subscription/toggle-auto-renew',
    guard: 'subscriptions.toggleAutoRenew',
    who: "own (turning auto-renew on spends an unused extension payment, or the member's own recent unlinked one, [decision 003](decisions/003-membership-and-booking-integrity.md)), admin, staff (toggle freely)",
    walk: only('member', 'staff', 'admin'),
  },
  {
    area: 'Subscriptions',
    call: 'PUT /api/subscription/:id',
    note: 'renew',
    guard: 'subscriptions.renew',
    walk: only('staff', 'admin'),
  },
  {
    area: 'Subscriptions',
    call: 'DELETE /api/subscription/:id',
    guard: 'subscriptions.delete',
    walk: only('staff', 'admin'),
  },
  {
    area: 'Subscriptions',
    call: 'POST /api/subscription/:id/cancel-renewal',
    note: 'stop the renewal; the plan runs to its end date',
    guard: 'subscriptions.cancelRenewal',
    who: "own (another member's 403), admin, staff",
    walk: only('member', 'staff', 'admin'),
  },
  {
    area: 'Subscriptions',
    call: 'POST /api/subscription/:id/freeze',
    note: 'freeze a running plan',
    guard: 'subscriptions.freeze',
    who: "own within the gym's freeze rules (another member's 403), admin, staff (any dates from today)",
    walk: only('member', 'staff', 'admin'),
  },
  {
    area: 'Subscriptions',
    call: 'DELETE /api/subscription/:id/freeze',
    note: 'end a freeze early',
    guard: 'subscriptions.freeze',
    who: "own (another member's 403), admin, staff",
    walk: only('member', 'staff', 'admin'),
  },

  // Payments
  {
    area: 'Payments',
    call: 'POST /api/payment',
    guard: 'payments.create',
    who: 'own (a member pays for themself and their own subscription), admin, staff (for a named member, or the owner of the subscription it extends); "acting for a member" follows one rule, `resolveMember`',
    answer: 201,
    walk: only('member', 'staff', 'admin'),
  },
  {
    area: 'Payments',
    call: 'POST /api/payment',
    variant: 'extending a subscription, no `userId`',
    guard: 'payments.create',
    who: "a member extends their own subscriptions only (someone else's is 403); admin, staff for its owner",
    answer: 201,
    walk: only('member', 'staff', 'admin'),
  },
  {
    area: 'Payments',
    call: 'GET /api/payments',
    note: 'every payment, by state, method and period, paged; `format=csv` too',
    guard: 'payments.listAll',
    walk: only('staff', 'admin'),
  },
  {
    area: 'Payments',
    call: 'GET /api/users/:id/payments',
    note: "a member's payments with their receipt numbers",
    guard: 'payments.receipts',
    who: 'own, admin, staff; another member 403',
    walk: only('member', 'staff', 'admin'),
  },
  {
    area: 'Payments',
    call: 'GET /api/payment/:id/receipt',
    note: 'the receipt as a PDF',
    guard: 'payments.receipts',
    who: "own, admin, staff; another member's payment 404, as one that does not exist",
    walk: { ...only('member', 'staff', 'admin'), otherMember: 404 },
  },
  {
    area: 'Payments',
    call: 'GET /api/refunds/:id/receipt',
    note: "a refund's own receipt as a PDF",
    guard: 'payments.receipts',
    who: "the payment's member, admin, staff; another member's refund 404, as one that does not exist",
    walk: { ...only('member', 'staff', 'admin'), otherMember: 404 },
  },

  // Contact
  {
    area: 'Contact',
    call: 'POST /api/contact',
    guard: 'public',
    limits: PUBLIC_WRITES,
    answer: 201,
    walk: anyone,
  },
  {
    area: 'Contact',
    call: 'GET /api/contact',
    note: 'newest first; `search`, paginated; `format=csv` too',
    guard: 'contact.list',
    walk: only('trainer', 'otherTrainer', 'staff', 'admin'),
  },

  // Feedback
  {
    area: 'Feedback',
    call: 'POST /api/feedback',
    guard: 'feedback.create',
    who: 'member (the author is always the caller)',
    answer: 201,
    walk: only('member', 'otherMember'),
  },
  {
    area: 'Feedback',
    call: 'GET /api/feedback/my-feedbacks',
    guard: 'feedback.create',
    who: "member (the caller's own)",
    walk: only('member', 'otherMember'),
  },
  {
    area: 'Feedback',
    call: 'GET /api/feedback',
    note: 'newest first; `processed=true|false`, paginated; `format=csv` too',
    guard: 'feedback.listAll',
    walk: only('trainer', 'otherTrainer', 'staff', 'admin'),
  },
  {
    area: 'Feedback',
    call: 'DELETE /api/feedback/:id',
    guard: 'feedback.delete',
    who: "own (member), admin, staff; someone else's 403",
    limits: 'unknown 404',
    walk: only('member', 'staff', 'admin'),
  },
  {
    area: 'Feedback',
    call: 'PUT /api/feedback/:id/process',
    guard: 'feedback.process',
    walk: only('staff', 'admin'),
  },

  // Rooms
  { area: 'Rooms', call: 'GET /api/gymroom', note: 'with `sessionsThisWeek`', guard: 'signedIn', walk: signedIn },
  { area: 'Rooms', call: 'POST /api/GymRoom', guard: 'rooms.write', answer: 201, walk: only('staff', 'admin') },
  {
    area: 'Rooms',
    call: 'PUT /api/GymRoom/:id',
    guard: 'rooms.write',
    limits:
      'closing or shrinking a room with upcoming sessions: 409 unless confirmed, [decision 007](decisions/007-closing-or-shrinking-a-room.md)',
    walk: only('staff', 'admin'),
  },

  // Equipment
  {
    area: 'Equipment',
    call: 'GET /api/Gymroom/:id/equipment',
    note: 'a plain array, paged with `page`; `format=csv` too',
    guard: 'equipment.manage',
    walk: only('staff', 'admin'),
  },
  {
    area: 'Equipment',
    call: 'POST /api/Equipment',
    guard: 'equipment.manage',
    answer: 201,
    walk: only('staff', 'admin'),
  },
  { area: 'Equipment', call: 'PUT /api/Equipment/:id', guard: 'equipment.manage', walk: only('staff', 'admin') },
  {
    area: 'Equipment',
    call: 'GET /api/maintenance',
    note: 'the maintenance log: `roomId`, `state`, paged; `format=csv` too',
    guard: 'equipment.manage',
    walk: only('staff', 'admin'),
  },

  // Trainers
  {
    area: 'Trainers',
    call: 'GET /api/trainer',
    note: 'a plain array, paged with `page`; `format=csv` too',
    guard: 'signedIn',
    walk: signedIn,
  },
  {
    area: 'Trainers',
    call: 'GET /api/Trainer/:id/users',
    note: "the trainer's user id; `format=csv` too",
    guard: 'trainers.members',
    who: `${THAT_TRAINER} (checked by the users service)`,
    walk: only('trainer', 'staff', 'admin'),
  },
  {
    area: 'Trainers',
    call: 'GET /api/Trainer/:id/sessions',
    note: "the trainer's user id",
    guard: 'trainers.members',
    who: `${THAT_TRAINER} (checked by the sessions service)`,
    walk: only('trainer', 'staff', 'admin'),
  },
  {
    area: 'Trainers',
    call: 'GET /api/Trainer/:id/sessions/days',
    note: "the trainer's user id",
    guard: 'trainers.members',
    who: `${THAT_TRAINER} (checked by the sessions service)`,
    walk: only('trainer', 'staff', 'admin'),
  },
  {
    area: 'Trainers',
    call: 'GET /api/trainers/public',
    note: 'name, specialty, experience, biography, photo; no e-mail or phone',
    guard: 'public',
    walk: anyone,
  },
  { area: 'Trainers', call: 'GET /api/trainers/public/:trainerId', note: 'trainer id', guard: 'public', walk: anyone },
  {
    area: 'Trainers',
    call: 'PUT /api/Trainer/:id',
    note: 'trainer id',
    guard: 'trainers.update',
    who: 'admin; a trainer sending specialty, experience or price is refused',
    walk: only('admin'),
  },
  {
    area: 'Trainers',
    call: 'PUT /api/Trainer/:id',
    variant: "the trainer's own biography and photo",
    note: 'trainer id',
    guard: 'trainers.update',
    who: 'admin; that trainer for `biography` and `photoUrl` only; another trainer 403',
    walk: only('trainer', 'admin'),
  },
  {
    area: 'Trainers',
    call: 'DELETE /api/Trainer/:id',
    note: 'trainer id',
    guard: 'trainers.write',
    walk: only('admin'),
  },

  {
    area: 'Trainers',
    call: 'POST /api/trainer/:trainerId/time-off',
    note: 'trainer id',
    guard: 'timeOff.manage',
    who: `${THAT_TRAINER} (checked by the time-off service)`,
    answer: 201,
    walk: only('trainer', 'staff', 'admin'),
  },
  {
    area: 'Trainers',
    call: 'GET /api/trainer/:trainerId/time-off',
    note: 'trainer id; `format=csv` too',
    guard: 'timeOff.manage',
    who: `${THAT_TRAINER} (checked by the time-off service)`,
    walk: only('trainer', 'staff', 'admin'),
  },
  {
    area: 'Trainers',
    call: 'DELETE /api/trainer/:trainerId/time-off/:id',
    note: 'trainer id',
    guard: 'timeOff.manage',
    who: `${THAT_TRAINER} (checked by the time-off service)`,
    walk: only('trainer', 'staff', 'admin'),
  },

  // Images
  {
    area: 'Images',
    call: 'POST /api/images',
    variant: 'a trainer photo',
    note: '`purpose=trainer-photo&trainerId=`, multipart',
    guard: 'images.upload',
    who: 'admin, staff; a trainer their own photo only; members 403 (checked by the images service)',
    limits: 'JPEG, PNG or WebP, at most 5 MB',
    answer: 201,
    walk: only('trainer', 'staff', 'admin'),
  },
  {
    area: 'Images',
    call: 'POST /api/images',
    variant: "a member's photo",
    note: '`purpose=member-photo&userId=`, multipart, cut square',
    guard: 'images.upload',
    who: 'admin, staff; a member their own photo only; trainers 403 (checked by the images service)',
    limits: 'JPEG, PNG or WebP, at most 5 MB',
    answer: 201,
    walk: only('member', 'staff', 'admin'),
  },
  {
    area: 'Images',
    call: 'POST /api/images',
    variant: 'a plan image or the logo',
    note: '`purpose=plan`, multipart',
    guard: 'images.upload',
    who: 'admin, staff; trainers and members 403 (checked by the images service)',
    limits: 'JPEG, PNG or WebP, at most 5 MB',
    answer: 201,
    walk: only('staff', 'admin'),
  },
  { area: 'Images', call: 'GET /api/images/:id', note: 'immutable cache headers', guard: 'public', walk: anyone },

  // Sessions
  {
    area: 'Sessions',
    call: 'GET /api/TrainingSession',
    note: '`from`, `to`, paged; `format=csv` too',
    guard: 'sessions.listAll',
    walk: only('staff', 'admin'),
  },
  {
    area: 'Sessions',
    call: 'GET /api/TrainingSession/days',
    note: 'sessions per day',
    guard: 'sessions.listAll',
    walk: only('staff', 'admin'),
  },
  {
    area: 'Sessions',
    call: 'PUT /api/TrainingSession/:id',
    guard: 'sessions.update',
    who: 'admin, staff; a trainer sending the type or the member’s note is refused',
    walk: only('staff', 'admin'),
  },
  {
    area: 'Sessions',
    call: 'PUT /api/TrainingSession/:id',
    variant: "the trainer's attendance and private note",
    guard: 'sessions.update',
    who: 'admin, staff; the session’s own trainer for `attendanceStatus` and `staffNotes` only; another trainer 403',
    walk: only('trainer', 'staff', 'admin'),
  },
  {
    area: 'Sessions',
    call: 'PUT /api/TrainingSession/:id/attendance',
    guard: 'sessions.attendance',
    who: 'admin, staff, the session’s own trainer; another trainer 403',
    walk: only('trainer', 'staff', 'admin'),
  },
  {
    area: 'Sessions',
    call: 'POST /api/trainingsession',
    guard: 'sessions.book',
    who: 'member for themself (a `userId` of someone else is 403); admin, staff for the member in `userId` (`resolveMember`: unknown 404, not a member 400); trainer 403',
    answer: 201,
    walk: only('member', 'staff', 'admin'),
  },
  {
    area: 'Sessions',
    call: 'POST /api/trainingsession/:id/cancel',
    guard: 'sessions.cancel',
    who: 'member their own session until its `cancelBy` (its start less CANCEL_CUTOFF_HOURS; another member’s 403, later 409); admin, staff any session that has not started (started or already cancelled 409); trainer 403',
    walk: only('member', 'staff', 'admin'),
  },
  {
    area: 'Sessions',
    call: 'GET /api/trainingsession/availability',
    note: "a trainer's free start times on a day",
    guard: 'signedIn',
    who: 'any signed-in user (decisions §4), a member with their own sessions counted; with a `userId`: own, admin, staff (`resolveMember`), trainer of that member (`assertCanSeeMember`)',
    walk: memberRecords,
  },
  {
    area: 'Sessions',
    call: 'GET /api/users/:id/trainingSessions',
    guard: 'signedIn',
    who: 'own, admin, staff, trainer of that member (`assertCanSeeMember`)',
    walk: memberRecords,
  },

  // Group classes
  {
    area: 'Classes',
    call: 'GET /api/classes',
    note: '`from`, `to`; a member’s own `myStatus`; `format=csv` too',
    guard: 'public',
    walk: anyone,
  },
  { area: 'Classes', call: 'GET /api/classes/types', guard: 'public', walk: anyone },
  {
    area: 'Classes',
    call: 'POST /api/classes/types',
    guard: 'classes.manage',
    answer: 201,
    walk: only('staff', 'admin'),
  },
  { area: 'Classes', call: 'PUT /api/classes/types/:id', guard: 'classes.manage', walk: only('staff', 'admin') },
  {
    area: 'Classes',
    call: 'POST /api/classes/schedule',
    note: '`dryRun=true` answers 200 without saving',
    guard: 'classes.manage',
    answer: 201,
    walk: only('staff', 'admin'),
  },
  { area: 'Classes', call: 'PUT /api/classes/:id', guard: 'classes.manage', walk: only('staff', 'admin') },
  { area: 'Classes', call: 'POST /api/classes/:id/cancel', guard: 'classes.manage', walk: only('staff', 'admin') },
  {
    area: 'Classes',
    call: 'POST /api/classes/:id/book',
    guard: 'classes.book',
    who: 'member for themself (a `userId` of someone else is 403); admin, staff for the member in `userId`; trainer 403',
    answer: 201,
    walk: only('member', 'staff', 'admin'),
  },
  {
    area: 'Classes',
    call: 'POST /api/classes/:id/leave',
    guard: 'classes.book',
    who: 'member their own place (a `userId` of someone else is 403); admin, staff for the member in `userId`; trainer 403',
    walk: only('member', 'staff', 'admin'),
  },
  {
    area: 'Classes',
    call: 'GET /api/classes/:id/roster',
    guard: 'classes.roster',
    who: 'admin, staff, the class’s own trainer; another trainer 403',
    walk: only('trainer', 'staff', 'admin'),
  },
  {
    area: 'Classes',
    call: 'PUT /api/classes/:id/attendance',
    note: '`{ userId, attended }`, from the class’s day on',
    guard: 'classes.attendance',
    who: 'admin, staff, the class’s own trainer; another trainer 403',
    walk: only('trainer', 'staff', 'admin'),
  },
  {
    area: 'Classes',
    call: 'GET /api/classes/mine',
    note: '`from`, `to`',
    guard: 'classes.mine',
    who: 'a member their own places, a trainer the classes they teach (the caller is the filter)',
    walk: only('member', 'otherMember', 'trainer', 'otherTrainer'),
  },

  // Calendar
  {
    area: 'Calendar',
    call: 'GET /api/calendar/feed',
    note: "the caller's private feed URL, made on the first ask",
    guard: 'calendar.feed',
    who: 'member, trainer: their own feed only (the owner is the token)',
    walk: only('member', 'otherMember', 'trainer', 'otherTrainer'),
  },
  {
    area: 'Calendar',
    call: 'POST /api/calendar/feed/reset',
    note: 'a new secret; the old URL answers 404 at once',
    guard: 'calendar.feed',
    who: 'member, trainer: their own feed only (the owner is the token)',
    walk: only('member', 'otherMember', 'trainer', 'otherTrainer'),
  },
  {
    area: 'Calendar',
    call: 'GET /api/calendar/:secret.ics',
    note: "the owner's sessions and group classes as `text/calendar`, no token",
    guard: 'public',
    who: 'whoever holds the secret URL',
    walk: anyone,
  },
  {
    area: 'Calendar',
    call: 'GET /api/calendar/:secret.ics',
    variant: 'an unknown, reset or deleted account’s secret',
    guard: 'public',
    who: 'nobody: 404 to everyone',
    walk: {
      anonymous: 404,
      member: 404,
      otherMember: 404,
      trainer: 404,
      otherTrainer: 404,
      staff: 404,
      admin: 404,
    },
  },

  // Check-in
  {
    area: 'Check-in',
    call: 'GET /api/checkin/pass',
    note: "the member's minute pass and today's day pass",
    guard: 'checkin.pass',
    walk: only('member', 'otherMember'),
  },
  {
    area: 'Check-in',
    call: 'POST /api/checkin',
    note: 'by pass or member id; 409 with the reason when refused',
    guard: 'checkin.desk',
    answer: 201,
    walk: only('staff', 'admin'),
  },
  {
    area: 'Check-in',
    call: 'GET /api/checkins',
    note: "a day's check-ins; `format=csv` too",
    guard: 'checkin.desk',
    walk: only('staff', 'admin'),
  },
  {
    area: 'Check-in',
    call: 'GET /api/users/:id/checkins',
    guard: 'checkin.member',
    who: 'own, admin, staff; another member 403',
    walk: only('member', 'staff', 'admin'),
  },

  // Front desk
  {
    area: 'Front desk',
    call: 'POST /api/desk/sales',
    note: 'a plan sold and paid at the desk in one step',
    guard: 'desk.sell',
    answer: 201,
    walk: only('staff', 'admin'),
  },
  {
    area: 'Front desk',
    call: 'GET /api/desk/members',
    note: 'members with their current plan and last check-in, filtered, sorted, paged; `format=csv` too',
    guard: 'desk.members',
    walk: only('staff', 'admin'),
  },

  // Reminders
  {
    area: 'Reminders',
    call: 'GET /api/reminders',
    note: "the member's reminder e-mail setting",
    guard: 'reminders.manage',
    who: 'member, own setting only',
    walk: only('member', 'otherMember'),
  },
  {
    area: 'Reminders',
    call: 'PUT /api/reminders',
    guard: 'reminders.manage',
    who: 'member, own setting only',
    walk: only('member', 'otherMember'),
  },

  // Mail
  {
    area: 'Mail',
    call: 'GET /api/mail/failed',
    note: 'e-mails the server gave up sending',
    guard: 'mail.failed',
    walk: only('admin'),
  },

  // The gym's data
  {
    area: 'Data',
    call: 'GET /api/export',
    note: 'every table the gym owns as CSV in one zip archive (docs/decisions/040)',
    guard: 'data.export',
    walk: only('admin'),
  },
  {
    area: 'Data',
    call: 'POST /api/import',
    note: 'an archive of `GET /api/export` loaded into this installation',
    guard: 'data.import',
    limits: '409 while the installation has accounts besides its administrators (the walk’s gym has members)',
    answer: 409,
    walk: only('admin'),
  },

  // Reports
  {
    area: 'Reports',
    call: 'GET /api/reports/revenue',
    note: 'revenue by month and plan, refunds netted, MRR; `format=csv` too',
    guard: 'reports.admin',
    walk: only('admin'),
  },
  {
    area: 'Reports',
    call: 'GET /api/reports/members',
    note: 'new, cancelled, lapsed, churn and active members per month; `format=csv` too',
    guard: 'reports.admin',
    walk: only('admin'),
  },
  {
    area: 'Reports',
    call: 'GET /api/reports/expiring',
    note: 'memberships ending in the next days, with whether they renew; `format=csv` too',
    guard: 'reports.expiring',
    walk: only('staff', 'admin'),
  },
  {
    area: 'Reports',
    call: 'GET /api/reports/retention',
    note: 'members by the month they joined × months still a member; `format=csv` too',
    guard: 'reports.admin',
    walk: only('admin'),
  },
  {
    area: 'Reports',
    call: 'GET /api/reports/attendance',
    note: 'check-ins by weekday and hour, visits per member per month, members not seen lately; `format=csv` too',
    guard: 'reports.attendance',
    walk: only('staff', 'admin'),
  },
  {
    area: 'Reports',
    call: 'GET /api/reports/classes',
    note: 'classes held: fill rate, waitlist demand, late cancels and no-shows per class type and time slot, trainer utilisation; `format=csv` too',
    guard: 'reports.attendance',
    walk: only('staff', 'admin'),
  },
  {
    area: 'Reports',
    call: 'GET /api/reports/at-risk',
    note: 'members at risk today, scored by visible rules with reasons in words, paged; `format=csv` too',
    guard: 'reports.atRisk',
    walk: only('staff', 'admin'),
  },
  {
    area: 'Reports',
    call: 'POST /api/reports/at-risk/:userId/contacted',
    note: 'records a call to an at-risk member, with a note',
    guard: 'reports.atRisk',
    answer: 201,
    walk: only('staff', 'admin'),
  },
  {
    area: 'Reports',
    call: 'POST /api/reports/at-risk/:userId/snooze',
    note: 'leaves a member off the at-risk list until a day',
    guard: 'reports.atRisk',
    answer: 201,
    walk: only('staff', 'admin'),
  },

  // Audit
  {
    area: 'Audit',
    call: 'GET /api/audit',
    note: 'the audit trail, newest first, by kind, actor and period, paged; `format=csv` too',
    guard: 'audit.read',
    walk: only('admin'),
  },
  {
    area: 'Audit',
    call: 'GET /api/audit/verify',
    note: 'the hash chain recomputed: where it breaks, if it does',
    guard: 'audit.read',
    walk: only('admin'),
  },

  // Exercises
  {
    area: 'Exercises',
    call: 'GET /api/exercises',
    note: 'search, body part, paginated',
    guard: 'public',
    limits: 'read-only: the catalogue is loaded by the server, no API writes it',
    walk: anyone,
  },
  { area: 'Exercises', call: 'GET /api/exercises/bodyparts', guard: 'public', walk: anyone },
  { area: 'Exercises', call: 'GET /api/exercises/:id', guard: 'public', walk: anyone },
];

/** How the walk and the doc name a row: its call, and its variant in brackets. */
export const rowName = (row: Pick<Endpoint, 'call' | 'variant'>) =>
  row.variant ? `${row.call} [${row.variant}]` : row.call;

/** The method and path of a row's call, and its query if it has one. */
export function partsOf(row: Pick<Endpoint, 'call'>) {
  const [method, target] = row.call.split(' ') as [string, string];
  const [path, query] = target.split('?') as [string, string | undefined];
  return { method, path, query };
}

/** The roles a guard lets through: null for everyone, [] for any signed-in role. */
export function rolesOf(guard: Guard): readonly Role[] | null {
  if (guard === 'public') return null;
  if (guard === 'signedIn') return [];
  if (guard.startsWith('role:')) return [guard.slice('role:'.length) as Role];
  return PERMISSIONS[guard as Permission];
}
