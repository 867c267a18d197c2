import { PERMISSIONS, type Role, type User } from '@gym/contract';
import type { QueryClient } from '@tanstack/react-query';
import {
  CalendarClock,
  CalendarDays,
  CalendarOff,
  CalendarPlus,
  CalendarRange,
  ChartColumn,
  ClipboardList,
  Contact,
  DoorOpen,
  Dumbbell,
  Heart,
  Inbox,
  type LucideIcon,
  MailWarning,
  MessageSquareText,
  QrCode,
  Receipt,
  ReceiptText,
  ScanLine,
  ScrollText,
  Settings,
  Tags,
  Ticket,
  UserRoundPen,
  Users,
  UsersRound,
} from 'lucide-react';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { paths } from '../config/paths.ts';
import { adminHomeReads, memberHomeReads, staffHomeReads, trainerHomeReads } from './home-reads.ts';

/**
 * Starts the reads a screen's first paint shows, into the app's query cache, with the same query options as the
 * screen's own hooks (so the screen finds them there, answered or on their way). A screen's entry may carry it
 * (`screenModule`'s `prefetch`, the homes' are in `home-reads.ts`): the dashboards call it as soon as their own code
 * has run, beside the server's role check and the screen's code, instead of the screen asking once the check has
 * answered and the screen has rendered (`warmDashboards`).
 */
export type ScreenPrefetch = (queryClient: QueryClient, user: User) => Promise<unknown>;
type RouteModule = { default: ComponentType };

/**
 * A screen's route module: a lazy component, loaded when the screen first renders, whose code can also be fetched
 * ahead of that (`preload`): the dashboards fetch the opened screen's code beside the server's role check instead of
 * after it (`dashboard-area.tsx`). `prefetch`, when there is one, starts the reads its first paint shows.
 */
export type ScreenModule = LazyExoticComponent<ComponentType> & {
  preload: () => Promise<RouteModule>;
  prefetch?: ScreenPrefetch;
};

/** `load` as a `ScreenModule`: `React.lazy` and the browser's module cache make a preload and a render one fetch. */
export function screenModule(load: () => Promise<RouteModule>, prefetch?: ScreenPrefetch): ScreenModule {
  return Object.assign(lazy(load), { preload: load, prefetch });
}

/**
 * The dashboards' screens, one entry each: the router (`dashboard-area.tsx` builds the routes) and the side
 * navigation both read this list, so adding a screen is adding an entry here and its route module.
 *
 * A screen lives under one area's path but may open for several roles (spec §2: staff reuse
 * admin/create-plane; trainers reuse admin/contact-us, staff/plans and others). `roles` is exactly who may open
 * it: the roles that may call what it shows (decisions §4, the contract's `PERMISSIONS`). Anyone else who is
 * signed in gets "This page is not open to your account". The navigation a person sees is their own role's:
 * their area's screens, then the other areas' screens that open for them. A screen that is read-only for a
 * role hides its buttons with `useCan`.
 *
 * Only screens that exist are listed: no placeholders.
 */
export type Screen = {
  /**
   * The route's path, from `config/paths.ts` (a parameter as ':name'; the query string is the page's business).
   * It lies under its area's path.
   */
  path: string;
  /** The route module, loaded when the screen is first opened (one chunk per screen). */
  page: ScreenModule;
  /** Who may open it. Always includes the area's own role. */
  roles: readonly Role[];
  /**
   * Its entry in the side navigation, shown to every role in `roles`, or only to `nav.roles`. Detail screens
   * (a plan by id, a payment) have none. A screen with an entry has no parameter in its path.
   */
  nav?: { label: string; icon: LucideIcon; roles?: readonly Role[] };
};

export type Area = {
  role: Role;
  /** Names the area's navigation landmark. */
  title: string;
  /** `/dashboard/{role}`: the overview. Each area also has its profile page. */
  home: ScreenModule;
  /** In the order of the side navigation. */
  screens: Screen[];
};

const member: Area = {
  role: 'user',
  title: 'Member area',
  home: screenModule(() => import('./routes/member/dashboard.tsx'), memberHomeReads),
  // The member's pages of spec §2, in the order of the member dashboard's cards.
  screens: [
    {
      path: paths.member.pass,
      page: screenModule(() => import('./routes/member/pass.tsx')),
      roles: PERMISSIONS['checkin.pass'],
      nav: { label: 'My pass', icon: QrCode },
    },
    {
      path: paths.member.subscriptions,
      page: screenModule(() => import('./routes/member/subscriptions.tsx')),
      roles: ['user'],
      nav: { label: 'My subscriptions', icon: Ticket },
    },
    {
      path: paths.member.payments,
      page: screenModule(() => import('./routes/member/payments.tsx')),
      roles: ['user'],
      nav: { label: 'Payments', icon: ReceiptText },
    },
    {
      path: paths.member.plans,
      page: screenModule(() => import('./routes/member/plans.tsx')),
      roles: ['user'],
      nav: { label: 'Plans', icon: Tags },
    },
    {
      path: paths.member.trainingSessions,
      page: screenModule(() => import('./routes/member/training-sessions.tsx')),
      roles: ['user'],
      nav: { label: 'Training sessions', icon: CalendarDays },
    },
    {
      path: paths.member.registerTraining,
      page: screenModule(() => import('./routes/member/register-training.tsx')),
      roles: ['user'],
      nav: { label: 'Book a session', icon: CalendarPlus },
    },
    {
      path: paths.member.favourites,
      page: screenModule(() => import('./routes/member/favourite-exercises.tsx')),
      roles: ['user'],
      nav: { label: 'Favourite exercises', icon: Heart },
    },
    {
      path: paths.member.feedbacks,
      page: screenModule(() => import('./routes/member/feedbacks.tsx')),
      roles: ['user'],
      nav: { label: 'My feedback', icon: MessageSquareText },
    },
    {
      // The id is optional in the path so that a link without one shows 'Plan ID is missing' (spec §8).
      path: `${paths.member.planFeatures(':planId')}?`,
      page: screenModule(() => import('./routes/member/plan-features.tsx')),
      roles: ['user'],
    },
    {
      path: paths.member.payment,
      page: screenModule(() => import('./routes/member/payment.tsx')),
      roles: ['user'],
    },
    {
      path: paths.member.renewCard,
      page: screenModule(() => import('./routes/member/renew-card.tsx')),
      roles: ['user'],
    },
    {
      path: paths.member.checkoutResult,
      page: screenModule(() => import('./routes/member/checkout-result.tsx')),
      roles: ['user'],
    },
    {
      // A plan's page and its purchase inside the area, reached from Plans and My subscriptions.
      path: paths.member.plan(':planId'),
      page: screenModule(() => import('./routes/member/plan.tsx')),
      roles: ['user'],
    },
    {
      path: paths.member.planSubscribe(':planId'),
      page: screenModule(() => import('./routes/member/plan-checkout.tsx')),
      roles: ['user'],
    },
  ],
};

/** The staff area's people and money screens: members, and one member's subscriptions. */
const staffPeopleScreens: Screen[] = [
  {
    path: paths.staff.userList,
    page: screenModule(() => import('./routes/staff/user-list.tsx')),
    roles: ['staff'],
    nav: { label: 'Members', icon: Users },
  },
  {
    path: paths.staff.memberSubscriptions(),
    page: screenModule(() => import('./routes/staff/member-subscriptions.tsx')),
    roles: ['staff'],
  },
  {
    // One member's whole record (docs/decisions/030).
    path: paths.staff.member(':memberId'),
    page: screenModule(() => import('./routes/staff/member.tsx')),
    roles: ['staff'],
  },
];

/** The trainer's own members (spec §2 trainer/user-list). */
const trainerPeopleScreens: Screen[] = [
  {
    path: paths.trainerArea.userList,
    page: screenModule(() => import('./routes/trainer/user-list.tsx')),
    roles: ['trainer'],
    nav: { label: 'My members', icon: Users },
  },
];

/**
 * The admin area's people and money screens. Trainers reuse the subscriber list and a member's subscriptions
 * (spec §2), read-only and for their own members only (the server answers them nothing else).
 */
const adminPeopleScreens: Screen[] = [
  {
    path: paths.admin.userList,
    page: screenModule(() => import('./routes/admin/user-list.tsx')),
    roles: ['admin'],
    nav: { label: 'Staff & trainers', icon: UsersRound },
  },
  {
    path: paths.admin.trainers,
    page: screenModule(() => import('./routes/admin/trainers.tsx')),
    roles: ['admin'],
    nav: { label: 'Trainers', icon: Dumbbell },
  },
  {
    path: paths.admin.subscriberList,
    page: screenModule(() => import('./routes/admin/subscriber-list.tsx')),
    roles: ['admin', 'trainer'],
    nav: { label: 'Subscribers', icon: Contact },
  },
  {
    path: paths.admin.subscriberSubscriptions(),
    page: screenModule(() => import('./routes/admin/subscriber-subscriptions.tsx')),
    roles: ['admin', 'trainer'],
  },
];

/**
 * The floor: rooms with their equipment, and the sessions calendar (spec §2). Staff and the admin both manage
 * rooms and equipment (decisions §4); each reaches them under their own area's path, so a room's equipment
 * button stays in the area it was pressed in. The admin may open the staff calendar too (sessions are theirs to
 * list and edit).
 */
const staffFloorScreens: Screen[] = [
  {
    path: paths.staff.gymRooms,
    page: screenModule(() => import('./routes/staff/gymrooms.tsx')),
    roles: PERMISSIONS['rooms.write'],
    nav: { label: 'Gym rooms', icon: DoorOpen, roles: ['staff'] },
  },
  {
    path: paths.staff.roomEquipment(':roomId'),
    page: screenModule(() => import('./routes/staff/room-equipment.tsx')),
    roles: PERMISSIONS['equipment.manage'],
  },
  {
    path: paths.staff.sessions,
    page: screenModule(() => import('./routes/staff/sessions.tsx')),
    roles: PERMISSIONS['sessions.listAll'],
    nav: { label: 'Sessions', icon: CalendarRange },
  },
  {
    path: paths.staff.classes,
    page: screenModule(() => import('./routes/staff/classes.tsx')),
    roles: PERMISSIONS['classes.manage'],
    nav: { label: 'Classes', icon: CalendarClock },
  },
  {
    // The admin opens it too, from their own menu; a trainer keeps their own under trainer/time-off.
    path: paths.staff.timeOff,
    page: screenModule(() => import('./routes/staff/time-off.tsx')),
    roles: ['staff', 'admin'],
    nav: { label: 'Time off', icon: CalendarOff },
  },
  {
    // The admin opens it too, from their own menu.
    path: paths.staff.payments,
    page: screenModule(() => import('./routes/staff/payments.tsx')),
    roles: PERMISSIONS['payments.listAll'],
    nav: { label: 'Payments', icon: Receipt },
  },
];

const adminFloorScreens: Screen[] = [
  {
    path: paths.admin.gymRooms,
    page: screenModule(() => import('./routes/admin/gymrooms.tsx')),
    roles: PERMISSIONS['rooms.write'],
    nav: { label: 'Gym rooms', icon: DoorOpen, roles: ['admin'] },
  },
  {
    path: paths.admin.roomEquipment(':roomId'),
    page: screenModule(() => import('./routes/admin/room-equipment.tsx')),
    roles: PERMISSIONS['equipment.manage'],
  },
];

const staff: Area = {
  role: 'staff',
  title: 'Staff area',
  home: screenModule(() => import('./routes/staff/dashboard.tsx'), staffHomeReads),
  screens: [
    {
      // The desk's first task of the day; the admin may stand at the desk too.
      path: paths.staff.checkIn,
      page: screenModule(() => import('./routes/staff/check-in.tsx')),
      roles: PERMISSIONS['checkin.desk'],
      nav: { label: 'Check-in', icon: ScanLine },
    },
    ...staffPeopleScreens,
    ...staffFloorScreens,
    {
      // Staff read the expiring memberships only; the admin has admin/reports with every report.
      path: paths.staff.reports,
      page: screenModule(() => import('./routes/staff/reports.tsx')),
      roles: PERMISSIONS['reports.expiring'],
      nav: { label: 'Reports', icon: ChartColumn, roles: ['staff'] },
    },
    {
      // Trainers reuse it to read the plans on offer (spec §2); the admin has admin/plans in their menu.
      path: paths.staff.plans,
      page: screenModule(() => import('./routes/staff/plans.tsx')),
      roles: ['staff', 'trainer', 'admin'],
      nav: { label: 'Plans', icon: ClipboardList, roles: ['staff', 'trainer'] },
    },
    {
      // The id is optional in the path so that a link without one shows 'Plan ID is missing' (spec §8).
      path: `${paths.staff.plan(':planId')}?`,
      page: screenModule(() => import('./routes/staff/plan.tsx')),
      roles: ['staff', 'admin', 'trainer'],
    },
    {
      // Trainers reuse it read-only (spec §2).
      path: paths.staff.feedbacks,
      page: screenModule(() => import('./routes/staff/feedbacks.tsx')),
      roles: PERMISSIONS['feedback.listAll'],
      nav: { label: 'Feedback', icon: MessageSquareText, roles: ['staff', 'trainer'] },
    },
  ],
};

const trainer: Area = {
  role: 'trainer',
  title: 'Trainer area',
  home: screenModule(() => import('./routes/trainer/dashboard.tsx'), trainerHomeReads),
  screens: [
    ...trainerPeopleScreens,
    {
      path: paths.trainerArea.sessionList,
      page: screenModule(() => import('./routes/trainer/session-list.tsx')),
      roles: ['trainer'],
      nav: { label: 'My sessions', icon: CalendarDays },
    },
    {
      path: paths.trainerArea.timeOff,
      page: screenModule(() => import('./routes/trainer/time-off.tsx')),
      roles: ['trainer'],
      nav: { label: 'Time off', icon: CalendarOff },
    },
    {
      path: paths.trainerArea.publicProfile,
      page: screenModule(() => import('./routes/trainer/public-profile.tsx')),
      roles: ['trainer'],
      nav: { label: 'My public profile', icon: UserRoundPen },
    },
  ],
};

const admin: Area = {
  role: 'admin',
  title: 'Admin area',
  home: screenModule(() => import('./routes/admin/dashboard.tsx'), adminHomeReads),
  screens: [
    ...adminPeopleScreens,
    ...adminFloorScreens,
    {
      // Retired plans too, which only admin and staff may list; staff have staff/plans in their menu.
      path: paths.admin.plans,
      page: screenModule(() => import('./routes/admin/plans.tsx')),
      roles: PERMISSIONS['plans.listRetired'],
      nav: { label: 'Plans', icon: ClipboardList, roles: ['admin'] },
    },
    {
      // Staff reuse it (spec §2); reached from the plans list and the header's Create Plan link.
      path: paths.admin.createPlan,
      page: screenModule(() => import('./routes/admin/create-plan.tsx')),
      roles: PERMISSIONS['plans.write'],
    },
    {
      // Trainers reuse it read-only (spec §2). The id is optional so that 'Plan ID is missing' can show.
      path: `${paths.admin.plan(':planId')}?`,
      page: screenModule(() => import('./routes/admin/plan.tsx')),
      roles: ['admin', 'staff', 'trainer'],
    },
    {
      path: paths.admin.feedbacks,
      page: screenModule(() => import('./routes/admin/feedbacks.tsx')),
      roles: PERMISSIONS['feedback.listAll'],
      nav: { label: 'Feedback', icon: MessageSquareText, roles: ['admin'] },
    },
    {
      // Staff and trainers reuse it (spec §2).
      path: paths.admin.contactUs,
      page: screenModule(() => import('./routes/admin/contact-us.tsx')),
      roles: PERMISSIONS['contact.list'],
      nav: { label: 'Contact messages', icon: Inbox },
    },
    {
      path: paths.admin.reports,
      page: screenModule(() => import('./routes/admin/reports.tsx')),
      roles: PERMISSIONS['reports.admin'],
      nav: { label: 'Reports', icon: ChartColumn },
    },
    {
      path: paths.admin.audit,
      page: screenModule(() => import('./routes/admin/audit.tsx')),
      roles: PERMISSIONS['audit.read'],
      nav: { label: 'Audit trail', icon: ScrollText },
    },
    {
      path: paths.admin.undeliveredMail,
      page: screenModule(() => import('./routes/admin/undelivered-mail.tsx')),
      roles: PERMISSIONS['mail.failed'],
      nav: { label: 'Undelivered e-mail', icon: MailWarning },
    },
    {
      path: paths.admin.settings,
      page: screenModule(() => import('./routes/admin/settings.tsx')),
      roles: PERMISSIONS['settings.write'],
      nav: { label: 'Settings', icon: Settings },
    },
  ],
};

export const AREAS: readonly Area[] = [member, staff, trainer, admin];
