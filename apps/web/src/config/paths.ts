import { CARD_UPDATE_PAGE, CHECKOUT_RESULT_PAGE, DEMO_CHECKOUT_PAGE, INVITATION_PAGE, type Role } from '@gym/contract';

/**
 * A page that names a member in its query string (spec §2 `subscription?id={userId}`). Without an id it is the
 * bare path, which is what the router matches.
 */
const withMemberId = (path: string, userId?: number | string) =>
  userId === undefined ? path : `${path}?${new URLSearchParams({ id: String(userId) })}`;

/**
 * Every page path, written once. Links and the router both read from here. A path with a parameter is a
 * function; the router calls it with ':name' (`paths.admin.plan(':planId')`).
 */
export const paths = {
  home: '/',
  register: '/register',
  login: '/login',
  forgotPassword: '/forgot-password',
  /** Where an invited staff member or trainer chooses their password; the e-mail's token follows as `#token`. */
  invitation: INVITATION_PAGE,
  feedback: '/feedback',
  /** The group classes' timetable (docs/decisions/025): public; a member books from it. */
  classes: '/classes',
  exercises: '/exercise',
  exercise: (id: number | string) => `/exercise/${id}`,
  planDetail: (id: number | string) => `/plan-detail/${id}`,
  planSubscribe: (id: number | string) => `/plan-subscribe/${id}`,
  trainer: (id: number | string) => `/trainer/${id}`,
  /** The demo provider's hosted checkout page (docs/decisions/022); the server's checkout links to it. */
  demoCheckout: (paymentId: number | string) => `${DEMO_CHECKOUT_PAGE}/${paymentId}`,
  /** Where the role areas live; opening it goes to the signed-in user's own area. */
  dashboards: '/dashboard',
  dashboard: (role: Role) => `/dashboard/${role}`,
  profile: (role: Role) => `/dashboard/${role}/profile`,
  member: {
    subscriptions: '/dashboard/user/plan-detail',
    /** The plans on offer, inside the member area (the landing page shows only the first few). */
    plans: '/dashboard/user/plans',
    planFeatures: (planId: number | string) => `/dashboard/user/plan-detail-full/${planId}`,
    /** A plan's details and its purchase inside the member area (the public `planDetail` leads back to the home). */
    plan: (planId: number | string) => `/dashboard/user/plans/${planId}`,
    planSubscribe: (planId: number | string) => `/dashboard/user/plans/${planId}/subscribe`,
    favourites: '/dashboard/user/favourite-exercises',
    feedbacks: '/dashboard/user/feedbacks',
    payment: '/dashboard/user/payment',
    /** Where a provider's checkout sends the member back (`?payment=`): paid, declined or still waiting. */
    checkoutResult: CHECKOUT_RESULT_PAGE,
    /** A failed renewal's e-mailed link (`?token=`): a checkout that saves a new card (docs/decisions/029). */
    renewCard: CARD_UPDATE_PAGE,
    /** The member's payments and receipts. */
    payments: '/dashboard/user/payments',
    trainingSessions: '/dashboard/user/training-sessions',
    registerTraining: '/dashboard/user/register-training',
    /** The code the member shows at the front desk. */
    pass: '/dashboard/user/pass',
  },
  /** The admin's back office (spec §2 "Admin dashboard"); some screens are reused by staff and trainers. */
  admin: {
    plans: '/dashboard/admin/plans',
    /** The spec's spelling, kept so that old links keep working. */
    createPlan: '/dashboard/admin/create-plane',
    plan: (planId: number | string) => `/dashboard/admin/plan/${planId}`,
    /** Staff and trainer accounts. */
    userList: '/dashboard/admin/user-list',
    contactUs: '/dashboard/admin/contact-us',
    subscriberList: '/dashboard/admin/subscriber-list',
    subscriberSubscriptions: (userId?: number | string) =>
      withMemberId('/dashboard/admin/subscriber-list/subscription', userId),
    feedbacks: '/dashboard/admin/feedbacks',
    undeliveredMail: '/dashboard/admin/undelivered-mail',
    audit: '/dashboard/admin/audit',
    /** Revenue, members and expiring memberships (docs/reports.md). */
    reports: '/dashboard/admin/reports',
    settings: '/dashboard/admin/settings',
    trainers: '/dashboard/admin/trainers',
    gymRooms: '/dashboard/admin/gymrooms',
    roomEquipment: (roomId: number | string) => `/dashboard/admin/gymrooms/${roomId}/equipments`,
  },
  /** The front desk (spec §2 "Staff dashboard"). */
  staff: {
    plans: '/dashboard/staff/plans',
    plan: (planId: number | string) => `/dashboard/staff/plan/${planId}`,
    /** Members. */
    userList: '/dashboard/staff/user-list',
    memberSubscriptions: (userId?: number | string) => withMemberId('/dashboard/staff/user-list/subscription', userId),
    /** One member's whole record: details, plans, payments, sessions, check-ins, and the desk's actions. */
    member: (userId: number | string) => `/dashboard/staff/members/${userId}`,
    feedbacks: '/dashboard/staff/feedbacks',
    gymRooms: '/dashboard/staff/gymrooms',
    roomEquipment: (roomId: number | string) => `/dashboard/staff/gymrooms/${roomId}/equipments`,
    /** The monthly calendar of every session. */
    sessions: '/dashboard/staff/sessions',
    /** The front desk's check-in: passes scanned, members found, today's check-ins. */
    checkIn: '/dashboard/staff/check-in',
    /** Group classes: types, weekly series, one date's changes and its roster (admin and staff). */
    classes: '/dashboard/staff/classes',
    /** Every payment with filters (the admin opens it too). */
    payments: '/dashboard/staff/payments',
    /** The reports staff read: memberships ending soon. */
    reports: '/dashboard/staff/reports',
    /** Any trainer's time off (docs/decisions/031), the trainer chosen as `?trainer=` (the admin opens it too). */
    timeOff: '/dashboard/staff/time-off',
  },
  /** Spec §2 "Trainer dashboard" (`trainer` is the public trainer page). */
  trainerArea: {
    /** The trainer's own members. */
    userList: '/dashboard/trainer/user-list',
    /** The monthly calendar of the trainer's own sessions. */
    sessionList: '/dashboard/trainer/session-list',
    /** The trainer's own photo and biography on the public site. */
    publicProfile: '/dashboard/trainer/public-profile',
    /** The trainer's own time off (docs/decisions/031). */
    timeOff: '/dashboard/trainer/time-off',
  },
} as const;
