import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { usePublicTrainer } from '../../../features/showcase/api/get-public-trainer.ts';
import { TrainerProfile } from '../../../features/showcase/components/trainer-profile.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import NotFoundRoute from './not-found.tsx';

/** A trainer id as the address writes it: "01" or "1abc" are not found rather than quietly showing trainer 1. */
const TRAINER_ID = /^[1-9]\d{0,9}$/;

/** /trainer/:trainerId: one of the gym's trainers (decisions §1); an unknown or deleted trainer is not found. */
export default function TrainerRoute() {
  const { trainerId = '' } = useParams();
  if (!TRAINER_ID.test(trainerId)) return <NotFoundRoute />;
  return <TrainerPage trainerId={Number(trainerId)} />;
}

function TrainerPage({ trainerId }: { trainerId: number }) {
  const trainer = usePublicTrainer(trainerId);
  const t = useT();
  usePageTitle(trainer.data?.fullName ?? t('Trainer'));
  if (trainer.data) return <TrainerProfile trainer={trainer.data} />;
  if (trainer.error instanceof ApiError && trainer.error.status === 404) return <NotFoundRoute />;
  if (trainer.isError) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <Alert
          tone="error"
          title={t('We could not load this trainer just now.')}
          action={
            <Button variant="outline" size="sm" onClick={() => trainer.refetch()} isLoading={trainer.isFetching}>
              {t('Try again')}
            </Button>
          }
        >
          <Link to={paths.home} className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3 mt-2' })}>
            {t('Back to the home page')}
          </Link>
        </Alert>
      </div>
    );
  }
  return (
    <div role="status" className="flex min-h-96 items-center justify-center gap-3 text-zinc-600">
      <Spinner size="md" decorative />
      <span className="font-medium">{t('Loading trainer…')}</span>
    </div>
  );
}
