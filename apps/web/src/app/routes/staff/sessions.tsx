import { PageHeader } from '../../../components/layout/page-header.tsx';
import { SessionsCalendar } from '../../../features/sessions/components/sessions-calendar.tsx';
import { useAreaToast } from '../../../lib/toast-options.ts';
import { useCan } from '../../../lib/use-can.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** staff/sessions (spec §2): every session, a month at a time; admin and staff edit them. */
export default function StaffSessionsRoute() {
  usePageTitle('Sessions');
  const can = useCan();
  const toastOptions = useAreaToast();
  return (
    <>
      <PageHeader title="Sessions" description="Every training session at the gym. Pick a day to see who is booked." />
      <SessionsCalendar scope={{ kind: 'all' }} canEdit={can('sessions.update')} toastOptions={toastOptions} />
    </>
  );
}
