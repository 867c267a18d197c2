import { addDays, todayIn } from '@gym/contract';
import { Heart, MessageSquareText, Tags, UserCog } from 'lucide-react';
import { useDeferredValue } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { PageLoading } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useMemberSubscriptions } from '../../../features/billing/api/get-member-subscriptions.ts';
import { ActivePlansSummary } from '../../../features/billing/components/active-plans-summary.tsx';
import { useMyClasses } from '../../../features/classes/api/get-my-classes.ts';
import { MY_CLASSES_DAYS, MyClassesCard } from '../../../features/classes/components/my-classes.tsx';
import {
  LaterSessions,
  NextSessionCard,
  useUpcomingSessions,
} from '../../../features/sessions/components/upcoming-sessions.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { useGymTimeZone } from '../../../lib/gym.ts';
import { t, useT } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/**
 * The member's other pages, as small links under the dashboard's lead: subscriptions, the week and booking are
 * already in its cards, and every page is in the side navigation.
 */
export const MEMBER_SHORTCUTS = [
  { to: paths.member.plans, title: 'Plans', icon: Tags },
  { to: paths.member.favourites, title: 'Favourite exercises', icon: Heart },
  { to: paths.member.feedbacks, title: 'My feedback', icon: MessageSquareText },
  { to: paths.profile('user'), title: 'Profile', icon: UserCog },
] as const;

/**
 * /dashboard/user: what members do most, first: the next session (with Cancel while allowed) and Book a
 * session, then their plan and the days it has left (or a way to buy one), then the sessions after the next one and their
 * classes (with Leave and their waitlist position).
 */
export default function MemberDashboardRoute() {
  useT();
  usePageTitle(t('Member dashboard'));
  const { user } = useAuth();
  const timeZone = useGymTimeZone();
  if (!user || !timeZone) return <PageLoading label={t('Loading your dashboard')} />;
  return <Dashboard userId={user.id} name={user.fullName || user.username} timeZone={timeZone} />;
}

function Dashboard({ userId, name, timeZone }: { userId: number; name: string; timeZone: string }) {
  useT();
  const subscriptions = useMemberSubscriptions(userId);
  const sessions = useUpcomingSessions(userId, timeZone);
  const today = todayIn(timeZone);
  const classes = useMyClasses(today, addDays(today, MY_CLASSES_DAYS));
  // A new account: no subscription ever (booking needs one, so no session either) and nothing booked.
  const isNew = subscriptions.data?.total === 0 && sessions.upcoming?.length === 0 && !classes.data?.length;
  // The cards appear together, once both have had their first answer (or error): a card that filled in later would
  // push the ones below it down as the member starts reading (a layout shift of a third of a phone's screen).
  // `isFetched`, not `isPending`: after an error the cards' own queries fetch again as they mount, and waiting on
  // that would take the cards away again, and again.
  // They render in a deferred pass, which React splits into slices of a few milliseconds, instead of in one task as the
  // last answer arrives: on a phone that task blocked input for a third of a second (docs/decisions/041).
  const answered = useDeferredValue(subscriptions.isFetched && sessions.isFetched && classes.isFetched);
  if (!answered) return <PageLoading label={t('Loading your dashboard')} />;

  return (
    <>
      <PageHeader title={isNew ? t('Welcome, {name}', { name }) : t('Welcome back, {name}', { name })} />
      {/* Phones: next session, plan, the sessions after, more links. Wide: sessions left, plan and links right. */}
      <div className="grid gap-4 lg:grid-cols-5 lg:items-start">
        <div className="lg:col-span-3 lg:row-start-1">
          <NextSessionCard userId={userId} timeZone={timeZone} />
        </div>
        {/* Plan and links: one column on a wide screen, however tall the sessions beside it are. On a phone their
            box dissolves into the grid and the links go last. */}
        <div className="contents lg:col-span-2 lg:col-start-4 lg:row-span-2 lg:row-start-1 lg:flex lg:flex-col lg:gap-4">
          <ActivePlansSummary userId={userId} />
          <nav
            aria-labelledby="more-title"
            className="max-lg:order-last rounded-2xl border border-zinc-200 bg-white p-5 sm:p-6"
          >
            <h2 id="more-title" className="text-sm font-semibold tracking-wide text-zinc-600 uppercase">
              {t('More')}
            </h2>
            <ul className="mt-3 grid grid-cols-2 gap-2">
              {MEMBER_SHORTCUTS.map(({ to, title, icon: Icon }) => (
                <li key={to}>
                  <Link
                    to={to}
                    className="flex min-h-11 items-center gap-2 rounded-lg px-2 py-2 text-sm font-medium text-zinc-800 hover:bg-zinc-50"
                  >
                    <Icon aria-hidden="true" className="size-4 shrink-0 text-accent" />
                    {t(title)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className="grid gap-4 lg:col-span-3 lg:row-start-2">
          <LaterSessions userId={userId} timeZone={timeZone} />
          <MyClassesCard today={today} timeZone={timeZone} />
        </div>
      </div>
    </>
  );
}
