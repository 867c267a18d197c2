import { CalendarPlus } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { MyClassesOnDay } from '../../../features/classes/components/my-classes.tsx';
import { MySessions } from '../../../features/sessions/components/my-sessions.tsx';
import { t, useT } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** /dashboard/user/training-sessions: the member's sessions, a week at a time, with their classes each day. */
export default function TrainingSessionsRoute() {
  useT();
  usePageTitle(t('My training sessions'));
  return (
    <>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <PageHeader title={t('My training sessions')} description={t('Your week at the gym, Monday to Sunday.')} />
        <Link to={paths.member.registerTraining} className={buttonClasses({ className: 'mb-6 self-start' })}>
          <CalendarPlus aria-hidden="true" className="size-4" />
          {t('Book a session')}
        </Link>
      </div>
      <MySessions dayExtra={(day, timeZone) => <MyClassesOnDay day={day} timeZone={timeZone} />} />
    </>
  );
}
