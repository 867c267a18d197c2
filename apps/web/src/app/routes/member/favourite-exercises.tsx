import { PageHeader } from '../../../components/layout/page-header.tsx';
import { FavouritesList } from '../../../features/exercises/components/favourites-list.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** `/dashboard/user/favourite-exercises` (spec §2): the member's favourites, kept in this browser. */
export default function FavouriteExercisesRoute() {
  usePageTitle('Favourite exercises');
  return (
    <>
      <PageHeader title="Favourite exercises" description="The exercises you saved on this device." />
      <FavouritesList />
    </>
  );
}
