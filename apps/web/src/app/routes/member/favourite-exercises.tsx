import { PageHeader } from '../../../components/layout/page-header.tsx';
import { FavouritesList } from '../../../features/exercises/components/favourites-list.tsx';
import { t, useT } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** `/dashboard/user/favourite-exercises` (spec §2): the member's favourites, kept in this browser. */
export default function FavouriteExercisesRoute() {
  useT();
  usePageTitle(t('Favourite exercises'));
  return (
    <>
      <PageHeader title={t('Favourite exercises')} description={t('The exercises you saved on this device.')} />
      <FavouritesList />
    </>
  );
}
