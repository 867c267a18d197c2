import { PLAN_MESSAGES } from '@gym/contract';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { t, useT } from '../../../lib/i18n.ts';
import { useAreaToast } from '../../../lib/toast-options.ts';
import { useCreatePlan } from '../api/create-plan.ts';
import { emptyPlanValues, PlanForm } from './plan-form.tsx';

/**
 * admin/create-plane (spec §2, §5): 'Plan created successfully', then the plans list; 'Failed to create plan'
 * with the server's field errors on the fields.
 */
export function CreatePlan({ listPath }: { listPath: string }) {
  useT();
  const create = useCreatePlan();
  const navigate = useNavigate();
  const toastOptions = useAreaToast();
  return (
    <PlanForm
      defaultValues={emptyPlanValues()}
      submitLabel={t('Create plan')}
      onSubmit={async (values) => {
        await create.mutateAsync(values);
        toast.success(PLAN_MESSAGES.created, toastOptions);
        navigate(listPath);
      }}
      onSubmitError={() => toast.error(PLAN_MESSAGES.createFailed, toastOptions)}
      actions={
        <Link to={listPath} className={buttonClasses({ variant: 'outline' })}>
          {t('Cancel')}
        </Link>
      }
    />
  );
}
