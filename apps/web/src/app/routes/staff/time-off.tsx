import { TRAINER_MESSAGES } from '@gym/contract';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TimeOffPanel } from '../../../features/time-off/components/time-off-panel.tsx';
import { ListError } from '../../../features/users/components/list-error.tsx';
import { useTrainers } from '../../../lib/api/get-trainers.ts';
import { t, useT } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/**
 * staff/time-off (docs/decisions/031): the front desk and the admin keep any trainer's time off. The chosen trainer
 * is in the address (`?trainer=`), so a link can open one.
 */
export default function StaffTimeOffRoute() {
  useT();
  usePageTitle(t('Trainers’ time off'));
  const trainers = useTrainers();
  const [params, setParams] = useSearchParams();
  const chosen = trainers.data?.find((x) => String(x.trainerId) === params.get('trainer'));
  return (
    <>
      <PageHeader
        title={t('Trainers’ time off')}
        description={t('Hours a trainer is away: members cannot book them then, and no class is scheduled with them.')}
      />
      {trainers.isError ? (
        <ListError
          message={t(TRAINER_MESSAGES.listFailed)}
          retrying={trainers.isFetching}
          onRetry={() => trainers.refetch()}
        />
      ) : !trainers.data ? (
        <Spinner label={t('Loading trainers')} />
      ) : (
        <div className="grid gap-6">
          <SelectField
            label={t('Trainer')}
            placeholder={t('Choose a trainer')}
            className="max-w-sm"
            value={chosen ? String(chosen.trainerId) : ''}
            onChange={(event) =>
              setParams(event.target.value ? { trainer: event.target.value } : {}, { replace: true })
            }
            options={trainers.data.map((x) => ({ value: String(x.trainerId), label: x.fullName }))}
          />
          {chosen && <TimeOffPanel key={chosen.trainerId} trainerId={chosen.trainerId} keeper="desk" />}
        </div>
      )}
    </>
  );
}
