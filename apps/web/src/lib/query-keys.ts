/**
 * Every query key of the web app, one factory per resource. A query and the mutations that invalidate it read
 * their keys here, so an invalidation reaches its query because both name it the same way, not because two
 * strings typed in two features happen to match.
 *
 * Each resource's keys start with its `all` key: invalidating `all` refreshes every list, page and item of it.
 * The arguments a key holds (filters, pages, ranges) are whatever the fetcher was asked, so they are generic here.
 */

const plans = ['plans'] as const;
const exercises = ['exercises'] as const;
const users = ['users'] as const;
const trainers = ['trainers'] as const;
const feedback = ['feedback'] as const;
const stats = ['stats'] as const;
const rooms = ['rooms'] as const;
const equipment = ['equipment'] as const;
const maintenance = ['maintenance'] as const;
const subscriptions = ['subscriptions'] as const;
const sessions = ['sessions'] as const;
const calendarSessions = [...sessions, 'calendar'] as const;
const availability = [...sessions, 'availability'] as const;

export const queryKeys = {
  gym: ['gym'] as const,
  roleCheck: (role: string, token: string | null | undefined) => ['auth', 'role-check', role, token] as const,

  plans: {
    all: plans,
    page: <Q>(query: Q) => [...plans, 'page', query] as const,
    one: (id: number) => [...plans, 'one', id] as const,
    features: (id: number) => [...plans, 'features', id] as const,
  },

  exercises: {
    all: exercises,
    page: <Q>(search: Q) => [...exercises, 'page', search] as const,
    one: (id: number) => [...exercises, 'one', id] as const,
    bodyParts: [...exercises, 'body-parts'] as const,
  },

  /** Accounts as staff see them; a trainer's members are accounts too. */
  users: {
    all: users,
    list: <F>(filter: F) => [...users, 'list', filter] as const,
    one: (id: number) => [...users, 'one', id] as const,
    trainerMembers: <F>(trainerUserId: number, filter: F) =>
      [...users, 'trainer-members', trainerUserId, filter] as const,
  },

  /** `GET /api/Trainer`: the plain list (booking form) and the admin's pages share the `all` key. */
  trainers: {
    all: trainers,
    list: [...trainers, 'list'] as const,
    page: (page: number) => [...trainers, 'page', page] as const,
  },

  feedback: {
    all: feedback,
    list: <Q>(query: Q) => [...feedback, 'all', query] as const,
    /** The signed-in member's own feedback, every page. */
    mine: [...feedback, 'mine'] as const,
    minePage: (page: number) => [...feedback, 'mine', page] as const,
  },

  /** The dashboards' figures: what changes a count (a plan, a room, an account, a feedback) invalidates `all`. */
  stats: {
    all: stats,
    admin: [...stats, 'admin'] as const,
    staff: [...stats, 'staff'] as const,
    trainer: [...stats, 'trainer'] as const,
  },

  /** `GET /api/gymroom`: one list, read by the back office and the booking form alike. */
  rooms: {
    all: rooms,
    list: [...rooms, 'list'] as const,
  },

  equipment: {
    all: equipment,
    room: (roomId: number) => [...equipment, 'room', roomId] as const,
  },

  maintenance: {
    all: maintenance,
    page: (roomId: number | undefined, page: number) => [...maintenance, roomId, page] as const,
  },

  subscriptions: {
    all: subscriptions,
    member: (userId: number) => [...subscriptions, 'member', userId] as const,
    memberPage: (userId: number, page: number) => [...subscriptions, 'member', userId, page] as const,
  },

  /** Sessions: a cancelled or moved one changes every list of them, so writes invalidate `all`. */
  sessions: {
    all: sessions,
    member: (userId: number) => [...sessions, 'member', userId] as const,
    memberRange: (userId: number, from: string, to: string) => [...sessions, 'member', userId, from, to] as const,
    history: (memberId: number, today: string) => [...sessions, 'member', memberId, 'history', today] as const,
    /** The staff and trainer calendars' lists of a day range, patched in place after an edit. */
    calendar: calendarSessions,
    calendarAll: (from: string, to: string) => [...calendarSessions, 'all', from, to] as const,
    calendarTrainer: (trainerUserId: number, from: string, to: string) =>
      [...calendarSessions, 'trainer', trainerUserId, from, to] as const,
    days: <S>(scope: S, from: string, to: string) => [...sessions, 'days', scope, from, to] as const,
    availability,
    availabilityFor: (trainerId: number, date: string, roomId: number | undefined) =>
      [...availability, trainerId, date, roomId ?? 'any'] as const,
  },

  contactMessages: <Q>(query: Q) => ['contact', 'messages', query] as const,

  calendarFeed: ['calendar', 'feed'] as const,
  reminders: ['reminders'] as const,
};
