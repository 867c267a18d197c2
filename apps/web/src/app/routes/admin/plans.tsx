import { PageHeader } from '../../../components/layout/page-header.tsx';
import { PlanBoard } from '../../../features/plans/components/plan-board.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { t, useT } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { planPathFor } from '../shared/plans-list.ts';

/** admin/plans (spec §2): every plan, retired ones marked, each leading to its edit screen. */
export default function AdminPlansRoute() {
  useT();
  usePageTitle(t('Plans'));
  const { user } = useAuth();
  return (
    <>
      <PageHeader
        title={t('Plans')}
        description={t('Every plan, on offer or retired. Open one to edit or delete it.')}
      />
      <PlanBoard planPath={planPathFor(user?.role, 'admin')} />
    </>
  );
}
