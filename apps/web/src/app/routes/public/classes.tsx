import { Timetable } from '../../../features/classes/components/timetable.tsx';
import { useT } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** `/classes`: the group classes' weekly timetable, for visitors and members alike (docs/decisions/025). */
export default function ClassesRoute() {
  const t = useT();
  usePageTitle(t('Group classes'));
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-zinc-950">{t('Group classes')}</h1>
      <p className="mt-2 mb-8 max-w-2xl text-zinc-600">
        {t(
          'Yoga, spinning, HIIT and more, every week. Book a place with a plan that includes group classes; when a class is full, join the waitlist and a place that frees up comes to you.',
        )}
      </p>
      <Timetable />
    </div>
  );
}
