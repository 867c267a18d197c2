import { PageHeader } from '../../../components/layout/page-header.tsx';
import { CreatePlan } from '../../../features/plans/components/create-plan.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { t, useT } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { plansListFor } from '../shared/plans-list.ts';

/** admin/create-plane (spec §2; the admin and staff): a new plan, then the plans list. */
export default function CreatePlanRoute() {
  useT();
  usePageTitle(t('Create plan'));
  const { user } = useAuth();
  return (
    <>
      <PageHeader title={t('Create plan')} description={t('A new plan members can buy as soon as it is saved.')} />
      <CreatePlan listPath={plansListFor(user?.role)} />
    </>
  );
}
