import { ArrowLeft } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { paths } from '../../../config/paths.ts';
import { MemberSubscriptionsTable } from '../../../features/billing/components/member-subscriptions-table.tsx';
import { useUser } from '../../../features/users/api/get-user.ts';
import { MemberSummary } from '../../../features/users/components/member-summary.tsx';
import { displayName } from '../../../features/users/components/user-name.tsx';
import { memberIdFrom } from '../../../features/users/list-params.ts';
import { useT } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** admin/subscriber-list/subscription?id={userId} (spec §2): one member's subscriptions. */
export default function SubscriberSubscriptionsRoute() {
  const t = useT();
  const [params] = useSearchParams();
  const memberId = memberIdFrom(params);
  const member = useUser(memberId);
  usePageTitle(member.data ? t('Subscriptions of {name}', { name: displayName(member.data) }) : t('Subscriptions'));

  return (
    <>
      <TextLink to={paths.admin.subscriberList} className="mb-4 inline-flex items-center gap-1.5 text-sm">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('Back to subscribers')}
      </TextLink>
      <PageHeader
        title={t('Subscriptions')}
        description={t('Plans this member holds or has held, and their payments.')}
      />
      {memberId === undefined ? (
        <Alert tone="warning">{t('No member is selected. Open one from the list of subscribers.')}</Alert>
      ) : (
        <div className="grid gap-5">
          <MemberSummary member={member} />
          {/* The list waits for the member: an unknown one is said once, not also as a failed list. */}
          {member.data && <MemberSubscriptionsTable userId={memberId} />}
        </div>
      )}
    </>
  );
}
