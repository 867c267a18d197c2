import { CalendarDays, CalendarPlus, Heart, MessageSquareText, Ticket, UserCog } from 'lucide-react';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { LinkCard } from '../../../components/ui/link-card.tsx';
import { paths } from '../../../config/paths.ts';
import { ActivePlansSummary } from '../../../features/billing/components/active-plans-summary.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** The member's pages (spec §2 /dashboard/user), in the order of the area's side navigation. */
export const MEMBER_SHORTCUTS = [
  {
    to: paths.member.subscriptions,
    title: 'My subscriptions',
    description: 'Your plans, their dates and payments. Extend a plan before it ends.',
    icon: Ticket,
  },
  {
    to: paths.member.trainingSessions,
    title: 'Training sessions',
    description: 'Your booked sessions, week by week.',
    icon: CalendarDays,
  },
  {
    to: paths.member.registerTraining,
    title: 'Book a session',
    description: 'Two hours with a trainer in one of our rooms.',
    icon: CalendarPlus,
  },
  {
    to: paths.member.favourites,
    title: 'Favourite exercises',
    description: 'The exercises you saved for later.',
    icon: Heart,
  },
  {
    to: paths.member.feedbacks,
    title: 'My feedback',
    description: 'What you have told us, and deleting it.',
    icon: MessageSquareText,
  },
  {
    to: paths.profile('user'),
    title: 'Profile',
    description: 'Update your username, name, phone and birthday.',
    icon: UserCog,
  },
] as const;

/** /dashboard/user: where the membership stands, then a card per member page. */
export default function MemberDashboardRoute() {
  usePageTitle('Member dashboard');
  const { user } = useAuth();
  const name = user?.fullName || user?.username;

  return (
    <>
      <PageHeader
        title={name ? `Welcome back, ${name}` : 'Member dashboard'}
        description="Your membership, sessions and settings."
      />
      {user && <ActivePlansSummary userId={user.id} />}
      <h2 className="mt-8 mb-4 text-lg font-semibold text-zinc-950">Shortcuts</h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {MEMBER_SHORTCUTS.map((card) => (
          <li key={card.to} className="grid">
            <LinkCard {...card} />
          </li>
        ))}
      </ul>
    </>
  );
}
