import { PageHeader } from '../../../components/layout/page-header.tsx';
import { ExerciseBrowser } from '../../../features/exercises/components/exercise-browser.tsx';
import { useT } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** `/exercise` (spec §2, "Exercises" in the menu): the exercise catalogue, open to everyone. */
export default function ExercisesRoute() {
  const t = useT();
  usePageTitle(t('Exercises'));
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader
        title={t('Exercises')}
        description={t('Step-by-step guides for every muscle group. Search by name, muscle or equipment.')}
      />
      <ExerciseBrowser />
    </div>
  );
}
