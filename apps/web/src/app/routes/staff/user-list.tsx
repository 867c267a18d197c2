import { PageHeader } from '../../../components/layout/page-header.tsx';
import { TrainingHistoryButton } from '../../../features/sessions/components/training-history-dialog.tsx';
import { StaffMemberList } from '../../../features/users/components/member-list.tsx';
import { displayName } from '../../../features/users/components/user-name.tsx';
import { t, useT } from '../../../lib/i18n.ts';
import { STAFF_AREA_TOAST } from '../../../lib/toast-options.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** staff/user-list (spec §2): member cards with Edit, Subscriptions and Training Histories. */
export default function StaffUserListRoute() {
  useT();
  usePageTitle(t('Members'));
  return (
    <>
      <PageHeader
        title={t('Members')}
        description={t('Find a member to edit their details, subscriptions or training history.')}
      />
      <StaffMemberList
        extraActions={(member) => (
          <TrainingHistoryButton
            memberId={member.id}
            memberName={displayName(member)}
            toastOptions={STAFF_AREA_TOAST}
          />
        )}
      />
    </>
  );
}
