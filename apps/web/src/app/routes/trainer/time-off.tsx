import { TRAINER_MESSAGES } from '@gym/contract';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TimeOffPanel } from '../../../features/time-off/components/time-off-panel.tsx';
import { ListError } from '../../../features/users/components/list-error.tsx';
import { useTrainers } from '../../../lib/api/get-trainers.ts';
import { useAuth } from '../../../lib/auth.ts';
import { t, useT } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** trainer/time-off (docs/decisions/031): the signed-in trainer's own time off. */
export default function TrainerTimeOffRoute() {
  useT();
  usePageTitle(t('Time off'));
  const { user } = useAuth();
  const trainers = useTrainers();
  const own = trainers.data?.find((x) => x.userId === user?.id);
  return (
    <>
      <PageHeader
        title={t('Time off')}
        description={t('Hours you are away: members cannot book you then, and no class is scheduled with you.')}
      />
      {own ? (
        <TimeOffPanel trainerId={own.trainerId} keeper="trainer" />
      ) : trainers.isError ? (
        <ListError
          message={t(TRAINER_MESSAGES.listFailed)}
          retrying={trainers.isFetching}
          onRetry={() => trainers.refetch()}
        />
      ) : trainers.data ? (
        <Alert tone="warning">{t(TRAINER_MESSAGES.notFound)}</Alert>
      ) : (
        <Spinner label={t('Loading time off')} />
      )}
    </>
  );
}
