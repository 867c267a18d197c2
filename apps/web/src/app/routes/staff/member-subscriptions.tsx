import { ArrowLeft } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { paths } from '../../../config/paths.ts';
import { StaffSubscriptionList } from '../../../features/billing/components/staff-subscription-list.tsx';
import { TrainingHistoryButton } from '../../../features/sessions/components/training-history-dialog.tsx';
import { useUser } from '../../../features/users/api/get-user.ts';
import { MemberSummary } from '../../../features/users/components/member-summary.tsx';
import { displayName } from '../../../features/users/components/user-name.tsx';
import { memberIdFrom } from '../../../features/users/list-params.ts';
import { useT } from '../../../lib/i18n.ts';
import { STAFF_AREA_TOAST } from '../../../lib/toast-options.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** staff/user-list/subscription?id={memberId} (spec §2): a member's subscription cards. */
export default function StaffMemberSubscriptionsRoute() {
  const t = useT();
  const [params] = useSearchParams();
  const memberId = memberIdFrom(params);
  const member = useUser(memberId);
  const name = member.data ? displayName(member.data) : t('this member');
  usePageTitle(member.data ? t('Subscriptions of {name}', { name }) : t('Subscriptions'));

  return (
    <>
      <TextLink to={paths.staff.userList} className="mb-4 inline-flex items-center gap-1.5 text-sm">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('Back to members')}
      </TextLink>
      <PageHeader
        title={t('Subscriptions')}
        description={t('Switch auto-renew, look back at training, or remove a subscription.')}
      />
      {memberId === undefined ? (
        <Alert tone="warning">{t('No member is selected. Open one from the list of members.')}</Alert>
      ) : (
        <div className="grid gap-5">
          <MemberSummary member={member} />
          {/* The list waits for the member: an unknown one is said once, not also as a failed list. */}
          {member.data && (
            <StaffSubscriptionList
              userId={memberId}
              extraActions={() => (
                <TrainingHistoryButton memberId={memberId} memberName={name} toastOptions={STAFF_AREA_TOAST} />
              )}
            />
          )}
        </div>
      )}
    </>
  );
}
