import { PageHeader } from '../../../components/layout/page-header.tsx';
import { ClassTypesPanel } from '../../../features/classes/components/class-types-panel.tsx';
import { ClassWeekAdmin } from '../../../features/classes/components/class-week-admin.tsx';
import { ScheduleForm } from '../../../features/classes/components/schedule-form.tsx';
import { useT } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/**
 * staff/classes (docs/decisions/025), for staff and the admin: the week's classes with their rosters, changing or
 * cancelling one date; a new weekly series, checked for conflicts before saving; and the class types.
 */
export default function StaffClassesRoute() {
  const t = useT();
  usePageTitle(t('Classes'));
  return (
    <>
      <PageHeader
        title={t('Classes')}
        description={t(
          'The group classes timetable: schedule a weekly series, see who is booked, change or cancel one date.',
        )}
      />
      <div className="grid gap-10">
        <section aria-labelledby="week-heading" className="grid gap-4">
          <h2 id="week-heading" className="text-xl font-semibold text-zinc-950">
            {t('This week’s classes')}
          </h2>
          <ClassWeekAdmin />
        </section>
        <section aria-labelledby="series-heading" className="grid gap-4">
          <h2 id="series-heading" className="text-xl font-semibold text-zinc-950">
            {t('Schedule a weekly series')}
          </h2>
          <ScheduleForm />
        </section>
        <section aria-labelledby="types-heading" className="grid gap-4">
          <h2 id="types-heading" className="text-xl font-semibold text-zinc-950">
            {t('Class types')}
          </h2>
          <ClassTypesPanel />
        </section>
      </div>
    </>
  );
}
