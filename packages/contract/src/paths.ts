import { LANDING_API } from './landing-paths.ts';

/**
 * The API's paths, written once. Routing is case-insensitive, so the spec's other spellings
 * (`/api/GymRoom`, `/api/Users`) reach the same routes. `:id` marks a path parameter (Fastify's syntax);
 * `apiPath(API.plans.one, { id: 3 })` fills it in.
 */
export const API = {
  health: '/api/health',
  gym: LANDING_API.gym,
  gymSessionsOutsideHours: '/api/gym/sessions-outside-hours',
  newsletter: LANDING_API.newsletter,
  openapi: '/api/openapi.json',
  docs: '/api/docs',
  auth: {
    register: '/api/auth/register',
    login: '/api/auth/login',
    profile: '/api/auth/profile',
    forgotPassword: '/api/v1/auth/forgot-password',
    invitation: '/api/auth/invitation',
    acceptInvitation: '/api/auth/invitation/accept',
    roleCheck: {
      admin: '/api/auth/admin-auth',
      staff: '/api/auth/staff-auth',
      trainer: '/api/auth/trainer-auth',
      user: '/api/auth/user-auth',
    },
  },
  plans: {
    list: LANDING_API.plans,
    one: '/api/plan/:id',
    legacyFeatures: '/api/v1/plan/get-plan/:id',
  },
  feedback: {
    list: '/api/feedback',
    mine: '/api/feedback/my-feedbacks',
    one: '/api/feedback/:id',
    process: '/api/feedback/:id/process',
  },
  contact: { list: '/api/contact' },
  exercises: {
    list: '/api/exercises',
    bodyParts: '/api/exercises/bodyparts',
    one: '/api/exercises/:id',
  },
  users: {
    list: '/api/users',
    one: '/api/users/:id',
    createByAdmin: '/api/users/create-by-admin',
    invitation: '/api/users/:id/invitation',
    subscriptions: '/api/users/:id/subscriptions',
    trainingSessions: '/api/users/:id/trainingSessions',
    /** A member's check-ins at the front desk (own, staff, admin). */
    checkins: '/api/users/:id/checkins',
    /** A member's payments with their receipts (the member's Payments page). */
    payments: '/api/users/:id/payments',
    /** A member's own data as one JSON file (own, admin; docs/decisions/037). */
    export: '/api/users/:id/export',
  },
  /** The front desk's sales and members list (docs/decisions/030). */
  desk: {
    sales: '/api/desk/sales',
    members: '/api/desk/members',
  },
  /** The front desk's check-in (docs/decisions/024). */
  checkin: {
    /** The member's own pass: the minute token and today's day pass. */
    pass: '/api/checkin/pass',
    /** The desk checks a member in, by pass or by the member's id. */
    create: '/api/checkin',
    /** A day's check-ins (`?date=`, the gym's date). */
    day: '/api/checkins',
  },
  payments: {
    create: '/api/payment',
    refund: '/api/payment/:id/refund',
    stripeWebhook: '/api/payments/stripe/webhook',
    demoPay: '/api/payments/demo/:paymentId/pay',
  },
  checkout: { create: '/api/checkout', one: '/api/checkout/:paymentId', cardUpdate: '/api/checkout/card-update' },
  subscriptions: {
    list: '/api/subscription',
    one: '/api/subscription/:id',
    toggleAutoRenew: '/api/subscription/toggle-auto-renew',
    /** Stop the renewal: the plan runs to its end date (decisions §3). */
    cancelRenewal: '/api/subscription/:id/cancel-renewal',
    /** Freeze a plan (POST), or end its freeze early (DELETE) (docs/decisions/028). */
    freeze: '/api/subscription/:id/freeze',
  },
  rooms: {
    list: '/api/gymroom',
    one: '/api/gymroom/:id',
    equipment: '/api/gymroom/:id/equipment',
  },
  equipment: { list: '/api/equipment', one: '/api/equipment/:id' },
  maintenance: '/api/maintenance',
  trainers: {
    list: '/api/trainer',
    one: '/api/trainer/:id',
    /** Take the trainer's user id (decisions §8). */
    members: '/api/trainer/:id/users',
    sessions: '/api/trainer/:id/sessions',
    /** How many of the trainer's sessions start on each day (the calendar's dots); the trainer's user id. */
    sessionDays: '/api/trainer/:id/sessions/days',
    /** The public site's trainers (no e-mail or phone) and one of them, by trainer id. */
    publicList: LANDING_API.trainers,
    publicOne: '/api/trainers/public/:trainerId',
    /** A trainer's time off (docs/decisions/031), by trainer id as booking names trainers (decisions §8). */
    timeOff: '/api/trainer/:trainerId/time-off',
    timeOffEntry: '/api/trainer/:trainerId/time-off/:id',
  },
  /** Uploaded images (`POST`) and each image's bytes (`GET`, public, immutable). */
  images: { upload: '/api/images', one: '/api/images/:id' },
  /** The monthly revenue records (spec §7 `GET /api/Admin`). */
  revenue: '/api/admin',
  stats: { admin: '/api/stats/admin', staff: '/api/stats/staff', trainer: '/api/stats/trainer' },
  sessions: {
    list: '/api/trainingsession',
    one: '/api/trainingsession/:id',
    /** How many sessions start on each day (the staff calendar's dots). */
    days: '/api/trainingsession/days',
    /** The start times at which a trainer (and the member) are free on a day, within the opening hours. */
    availability: '/api/trainingsession/availability',
    /** A member cancels their own session up to the cut-off; admin and staff any coming session. */
    cancel: '/api/trainingsession/:id/cancel',
    /** A register's attendance tick. */
    attendance: '/api/trainingsession/:id/attendance',
  },
  /** Group classes (docs/decisions/025): the timetable, class types, weekly series, places and the waitlist. */
  classes: {
    list: '/api/classes',
    schedule: '/api/classes/schedule',
    types: '/api/classes/types',
    type: '/api/classes/types/:id',
    one: '/api/classes/:id',
    cancel: '/api/classes/:id/cancel',
    book: '/api/classes/:id/book',
    leave: '/api/classes/:id/leave',
    roster: '/api/classes/:id/roster',
    /** A roster's attendance tick (admin, staff, the class's trainer). */
    attendance: '/api/classes/:id/attendance',
    /** The caller's own classes: a member's places and waitlist spots, a trainer's classes to teach. */
    mine: '/api/classes/mine',
  },
  /** Private iCal feeds of a member's or a trainer's sessions (docs/decisions/011). */
  calendar: {
    /** The caller's own feed URL (made on first ask). */
    feed: '/api/calendar/feed',
    /** A new secret: the old URL stops at once. */
    reset: '/api/calendar/feed/reset',
    /** The feed itself, `text/calendar`; whoever holds the secret may read it. */
    ics: '/api/calendar/:secret.ics',
  },
  /** The member's choice of reminder e-mails before their sessions. */
  reminders: '/api/reminders',
  /** Every payment with filters (admin, staff), and one payment's receipt as a PDF (docs/decisions/023). */
  paymentList: '/api/payments',
  paymentReceipt: '/api/payment/:id/receipt',
  /** A refund's own receipt as a PDF (docs/decisions/035). */
  refundReceipt: '/api/refunds/:id/receipt',
  /** The audit trail and its chain's check (docs/decisions/023). */
  audit: { list: '/api/audit', verify: '/api/audit/verify' },
  /** The gym's whole data as one archive, and loading one into a new installation (docs/decisions/040). */
  dataExport: '/api/export',
  dataImport: '/api/import',
  /** E-mails the server gave up sending (docs/decisions/016). */
  mailFailed: '/api/mail/failed',
  /** The owner's reports (docs/reports.md, docs/decisions/027); each answers CSV with `?format=csv`. */
  reports: {
    revenue: '/api/reports/revenue',
    members: '/api/reports/members',
    expiring: '/api/reports/expiring',
    retention: '/api/reports/retention',
    attendance: '/api/reports/attendance',
    classes: '/api/reports/classes',
    /** At-risk members and the desk's "contacted" and "snooze" on them (docs/decisions/039). */
    atRisk: '/api/reports/at-risk',
    atRiskContacted: '/api/reports/at-risk/:userId/contacted',
    atRiskSnooze: '/api/reports/at-risk/:userId/snooze',
  },
} as const;

/** Fills the `:name` parameters of an API path. */
export const apiPath = (path: string, params: Record<string, string | number>) =>
  path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? `:${name}`)));
