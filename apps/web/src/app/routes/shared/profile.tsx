import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { ProfileForm } from '../../../features/auth/components/profile-form.tsx';
import { CalendarFeedCard } from '../../../features/calendar/components/calendar-feed-card.tsx';
import { RemindersSwitch } from '../../../features/calendar/components/reminders-switch.tsx';
import { MyDataCard } from '../../../features/users/components/my-data-card.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { useT } from '../../../lib/i18n.ts';
import { useCan } from '../../../lib/use-can.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/**
 * One profile page for all four roles (`/dashboard/{role}/profile`); saving returns home (spec §2). Members and
 * trainers also get their calendar feed, and members the reminder switch in the same card (docs/decisions/011);
 * staff and the admin have no sessions of their own to follow. Members download their own data from it
 * (docs/decisions/037).
 */
export default function ProfileRoute() {
  const t = useT();
  usePageTitle(t('Profile'));
  const navigate = useNavigate();
  const can = useCan();
  const user = useAuth().user;
  return (
    <>
      <PageHeader title={t('Profile settings')} description={t('Keep your details up to date.')} />
      <div className="grid gap-6">
        <Card className="max-w-2xl">
          <ProfileForm onSaved={() => navigate(paths.home)} />
        </Card>
        {can('calendar.feed') && <CalendarFeedCard>{can('reminders.manage') && <RemindersSwitch />}</CalendarFeedCard>}
        {/* Only a member's account has records to take away; the admin fetches a member's file by the API. */}
        {user?.role === 'user' && can('users.export') && <MyDataCard userId={user.id} />}
      </div>
    </>
  );
}
