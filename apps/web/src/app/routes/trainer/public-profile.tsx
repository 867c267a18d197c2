import { TRAINER_MESSAGES } from '@gym/contract';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ListError } from '../../../features/users/components/list-error.tsx';
import { OwnTrainerProfile } from '../../../features/users/components/own-trainer-profile.tsx';
import { useTrainers } from '../../../lib/api/get-trainers.ts';
import { useAuth } from '../../../lib/auth.ts';
import { t, useT } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** trainer/public-profile: the trainer's own photo and biography on the public site. */
export default function TrainerPublicProfileRoute() {
  useT();
  usePageTitle(t('My public profile'));
  const { user } = useAuth();
  const trainers = useTrainers();
  const own = trainers.data?.find((t) => t.userId === user?.id);
  return (
    <>
      <PageHeader
        title={t('My public profile')}
        description={t('Your photo and biography, as visitors see them on the home page and your trainer page.')}
      />
      {own ? (
        <OwnTrainerProfile key={own.trainerId} trainer={own} />
      ) : trainers.isError ? (
        <ListError
          message={t(TRAINER_MESSAGES.listFailed)}
          retrying={trainers.isFetching}
          onRetry={() => trainers.refetch()}
        />
      ) : trainers.data ? (
        <Alert tone="warning">{t(TRAINER_MESSAGES.notFound)}</Alert>
      ) : (
        <Spinner label={t('Loading your profile')} />
      )}
    </>
  );
}
