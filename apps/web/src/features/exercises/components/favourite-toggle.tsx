import { EXERCISE_MESSAGES, type Exercise, toCartItem } from '@gym/contract';
import { Heart, LogIn } from 'lucide-react';
import toast from 'react-hot-toast';
import { Link, useLocation } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { paths } from '../../../config/paths.ts';
import { useAuth } from '../../../lib/auth.ts';
import { useT } from '../../../lib/i18n.ts';
import { useFavourites } from '../favourites.ts';

export const FAVOURITES_LOGIN_HINT = 'Log in as a member to keep your favourite exercises.';

/**
 * Adds or removes the exercise from the favourites (spec §1: members keep favourite exercises; their list is
 * in the member area). A visitor is told how to get one; staff, trainers and the admin see nothing.
 */
export function FavouriteToggle({ exercise }: { exercise: Exercise }) {
  const { user } = useAuth();
  const location = useLocation();
  const favourites = useFavourites();
  const t = useT();

  if (!user) {
    return (
      <div className="rounded-2xl border border-zinc-200 bg-zinc-50 p-4">
        <p className="text-zinc-800">{t(FAVOURITES_LOGIN_HINT)}</p>
        <Link
          to={paths.login}
          state={{ from: `${location.pathname}${location.search}` }}
          className={buttonClasses({ variant: 'outline', className: 'mt-3' })}
        >
          <LogIn aria-hidden="true" className="size-4" />
          {t('Login')}
        </Link>
      </div>
    );
  }
  if (user.role !== 'user') return null;

  const saved = favourites.isFavourite(exercise.id);
  const toggle = () => {
    if (saved) {
      favourites.remove(exercise.id);
      toast.success(EXERCISE_MESSAGES.removedFromFavourites);
    } else {
      favourites.add(toCartItem(exercise));
      toast.success(EXERCISE_MESSAGES.addedToFavourites);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
      <Button variant={saved ? 'outline' : 'primary'} size="lg" onClick={toggle} className="w-full sm:w-auto">
        <Heart aria-hidden="true" className={saved ? 'size-5 fill-accent text-accent' : 'size-5'} />
        {saved ? t('Remove from favourites') : t('Add to favourites')}
      </Button>
      <TextLink to={paths.member.favourites} className="text-sm">
        {t('Your favourites ({count})', { count: favourites.items.length })}
      </TextLink>
    </div>
  );
}
