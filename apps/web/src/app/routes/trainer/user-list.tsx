import { PageHeader } from '../../../components/layout/page-header.tsx';
import { TrainingHistoryButton } from '../../../features/sessions/components/training-history-dialog.tsx';
import { TrainerMemberList } from '../../../features/users/components/member-list.tsx';
import { displayName } from '../../../features/users/components/user-name.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { t, useT } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** trainer/user-list (spec §2): the trainer's own members, read-only, with their training histories. */
export default function TrainerUserListRoute() {
  useT();
  usePageTitle(t('My members'));
  const { user } = useAuth();
  return (
    <>
      <PageHeader title={t('My members')} description={t('Members who have booked a session with you.')} />
      {user && (
        <TrainerMemberList
          trainerUserId={user.id}
          extraActions={(member) => <TrainingHistoryButton memberId={member.id} memberName={displayName(member)} />}
        />
      )}
    </>
  );
}
