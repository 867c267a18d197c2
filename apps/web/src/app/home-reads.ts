import { addDays, todayIn } from '@gym/contract';
import { memberSubscriptionsQueryOptions } from '../features/billing/api/get-member-subscriptions.ts';
import { myClassesQueryOptions } from '../features/classes/api/get-my-classes.ts';
import { MY_CLASSES_DAYS } from '../features/classes/components/my-classes.tsx';
import { TRAINER_CLASSES_DAYS } from '../features/classes/components/trainer-classes.tsx';
import { memberSessionsQueryOptions } from '../features/sessions/api/get-member-sessions.ts';
import { trainerSessionsQueryOptions } from '../features/sessions/api/get-trainer-sessions.ts';
import { AGENDA_DAYS } from '../features/sessions/components/trainer-agenda.tsx';
import { UPCOMING_DAYS } from '../features/sessions/components/upcoming-sessions.tsx';
import { adminStatsQueryOptions } from '../features/statistics/api/get-admin-stats.ts';
import { staffStatsQueryOptions } from '../features/statistics/api/get-staff-stats.ts';
import { trainerStatsQueryOptions } from '../features/statistics/api/get-trainer-stats.ts';
import { gymTimeZone } from '../lib/gym.ts';
import type { ScreenPrefetch } from './areas.tsx';

// The reads each home's first paint shows, with the same query options as the home's own hooks, so that the home
// finds them answered or on their way (docs/decisions/041-homes-first-paint.md). They are here, in the dashboards'
// shared code, rather than in the homes' route modules: `warmDashboards` starts them as soon as that code has run,
// beside the role check and the home's own code, instead of once the home's code had arrived and the page had got
// round to running it, behind the app's first render (on the member's home the reads left about 170 ms later).
// Dated reads wait for the gym's time zone, whose read they start if the app's frame has not yet.

/** The member's plan, then the sessions and classes of the coming weeks once the gym's day is known. */
export const memberHomeReads: ScreenPrefetch = async (queryClient, user) => {
  void queryClient.prefetchQuery(memberSubscriptionsQueryOptions(user.id, 1));
  const today = todayIn(await gymTimeZone());
  await Promise.all([
    queryClient.prefetchQuery(memberSessionsQueryOptions(user.id, { from: today, to: addDays(today, UPCOMING_DAYS) })),
    queryClient.prefetchQuery(myClassesQueryOptions(today, addDays(today, MY_CLASSES_DAYS), user.id)),
  ]);
};

/** The staff's counts. */
export const staffHomeReads: ScreenPrefetch = (queryClient) => queryClient.prefetchQuery(staffStatsQueryOptions());

/** The trainer's counts, then the week's sessions and classes once the gym's day is known. */
export const trainerHomeReads: ScreenPrefetch = async (queryClient, user) => {
  void queryClient.prefetchQuery(trainerStatsQueryOptions());
  const today = todayIn(await gymTimeZone());
  await Promise.all([
    queryClient.prefetchQuery(
      trainerSessionsQueryOptions(user.id, { from: today, to: addDays(today, AGENDA_DAYS - 1) }),
    ),
    queryClient.prefetchQuery(myClassesQueryOptions(today, addDays(today, TRAINER_CLASSES_DAYS - 1), user.id)),
  ]);
};

/** The admin's counts and the charts' figures (one call). */
export const adminHomeReads: ScreenPrefetch = (queryClient) => queryClient.prefetchQuery(adminStatsQueryOptions());
