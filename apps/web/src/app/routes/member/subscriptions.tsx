import type { SubscriptionRow } from '@gym/contract';
import { useState } from 'react';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { ExtendPlanDialog } from '../../../features/billing/components/extend-plan-dialog.tsx';
import { SubscriptionList } from '../../../features/billing/components/subscription-list.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** /dashboard/user/plan-detail (spec §2): the member's subscriptions, and extending one. */
export default function SubscriptionsRoute() {
  usePageTitle('My subscriptions');
  const { user } = useAuth();
  const [extending, setExtending] = useState<SubscriptionRow | null>(null);

  return (
    <>
      <PageHeader title="My subscriptions" description="Your plans, their dates and payments." />
      {user && <SubscriptionList userId={user.id} onExtend={setExtending} />}
      {extending && <ExtendPlanDialog subscription={extending} onClose={() => setExtending(null)} />}
    </>
  );
}
