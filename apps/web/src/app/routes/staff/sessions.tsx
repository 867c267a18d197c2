import { PageHeader } from '../../../components/layout/page-header.tsx';
import { SessionsCalendar } from '../../../features/sessions/components/sessions-calendar.tsx';
import { SessionsOutsideHours } from '../../../features/settings/components/sessions-outside-hours.tsx';
import { t, useT } from '../../../lib/i18n.ts';
import { useAreaToast } from '../../../lib/toast-options.ts';
import { useCan } from '../../../lib/use-can.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/**
 * staff/sessions (spec §2): every session, a month at a time; admin and staff edit them. Above the calendar, the
 * coming sessions a change of hours left outside them, when there are any (docs/decisions/018).
 */
export default function StaffSessionsRoute() {
  useT();
  usePageTitle(t('Sessions'));
  const can = useCan();
  const toastOptions = useAreaToast();
  return (
    <>
      <PageHeader
        title={t('Sessions')}
        description={t('Every training session at the gym. Pick a day to see who is booked.')}
      />
      <div className="mb-6 empty:hidden">
        <SessionsOutsideHours onlyWhenAny />
      </div>
      <SessionsCalendar
        scope={{ kind: 'all' }}
        editor={can('sessions.update') ? 'desk' : null}
        toastOptions={toastOptions}
      />
    </>
  );
}
