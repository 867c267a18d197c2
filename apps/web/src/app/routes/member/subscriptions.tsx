import type { SubscriptionRow } from '@gym/contract';
import { useState } from 'react';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { ExtendPlanDialog } from '../../../features/billing/components/extend-plan-dialog.tsx';
import { FreezeDialog } from '../../../features/billing/components/freeze-dialog.tsx';
import { SubscriptionList } from '../../../features/billing/components/subscription-list.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { useGymToday } from '../../../lib/gym.ts';
import { useT } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/**
 * /dashboard/user/plan-detail (spec §2): the member's subscriptions, when each ends and how it renews, and what
 * they can do with one: stop its renewal, extend it, freeze it (decisions §3, docs/decisions/028).
 */
export default function SubscriptionsRoute() {
  const t = useT();
  usePageTitle(t('My subscriptions'));
  const { user } = useAuth();
  const today = useGymToday();
  const [extending, setExtending] = useState<SubscriptionRow | null>(null);
  const [freezing, setFreezing] = useState<SubscriptionRow | null>(null);

  return (
    <>
      <PageHeader
        title={t('My subscriptions')}
        description={t('Your plans: when each ends, whether it renews, and what the next term costs.')}
      />
      {user && <SubscriptionList userId={user.id} onExtend={setExtending} onFreeze={setFreezing} />}
      {extending && <ExtendPlanDialog subscription={extending} onClose={() => setExtending(null)} />}
      {freezing && today && <FreezeDialog subscription={freezing} today={today} onClose={() => setFreezing(null)} />}
    </>
  );
}
