import { PageHeader } from '../../../components/layout/page-header.tsx';
import { PlanBoard } from '../../../features/plans/components/plan-board.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { t, useT } from '../../../lib/i18n.ts';
import { useCan } from '../../../lib/use-can.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { planPathFor } from '../shared/plans-list.ts';

/** staff/plans (spec §2): the plans staff edit; trainers reuse it to read them. */
export default function StaffPlansRoute() {
  useT();
  usePageTitle(t('Plans'));
  const { user } = useAuth();
  const can = useCan();
  return (
    <>
      <PageHeader
        title={t('Plans')}
        description={
          can('plans.write')
            ? t('Every plan, on offer or retired. Open one to edit or delete it.')
            : t('The plans members can buy.')
        }
      />
      <PlanBoard planPath={planPathFor(user?.role, 'staff')} />
    </>
  );
}
