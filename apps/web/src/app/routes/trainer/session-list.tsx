import { PageHeader } from '../../../components/layout/page-header.tsx';
import { SessionsCalendar } from '../../../features/sessions/components/sessions-calendar.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { t, useT } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** trainer/session-list (spec §2): the signed-in trainer's own sessions, a month at a time: the day's register
 * (attendance ticks) and their private notes (decisions §3). */
export default function TrainerSessionListRoute() {
  useT();
  usePageTitle(t('My sessions'));
  const { user } = useAuth();
  return (
    <>
      <PageHeader title={t('My sessions')} description={t('Your training sessions, a month at a time.')} />
      {user && <SessionsCalendar scope={{ kind: 'trainer', trainerUserId: user.id }} editor="trainer" />}
    </>
  );
}
