import { Ticket, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { usePlanPage } from '../../../features/plans/api/get-plans.ts';
import { TrainingHistoryButton } from '../../../features/sessions/components/training-history-dialog.tsx';
import { DeskMemberList } from '../../../features/users/components/desk-member-list.tsx';
import { displayName } from '../../../features/users/components/user-name.tsx';
import { WalkInDialog } from '../../../features/users/components/walk-in-dialog.tsx';
import { t, useT } from '../../../lib/i18n.ts';
import { STAFF_AREA_TOAST } from '../../../lib/toast-options.ts';
import { useCan } from '../../../lib/use-can.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/**
 * staff/user-list (spec §2, docs/decisions/030): members with their plan's status and last check-in, filtered and
 * sorted; each opens the member's page. Walk-ins are signed up here.
 */
export default function StaffUserListRoute() {
  useT();
  usePageTitle(t('Members'));
  const can = useCan();
  const navigate = useNavigate();
  const [signingUp, setSigningUp] = useState(false);
  const plans = usePlanPage({ page: 1, pageSize: 100, includeInactive: true });
  return (
    <>
      <PageHeader
        title={t('Members')}
        description={t('Find a member to see their plan, visits and payments, sell them a plan or book for them.')}
        actions={
          can('users.createMember') && (
            <Button onClick={() => setSigningUp(true)}>
              <UserPlus aria-hidden="true" className="size-4" />
              {t('Sign up a walk-in')}
            </Button>
          )
        }
      />
      <DeskMemberList
        plans={plans.data?.items ?? []}
        actions={(member) => (
          <>
            <Link
              to={paths.staff.memberSubscriptions(member.id)}
              className={buttonClasses({ variant: 'outline', size: 'sm' })}
            >
              <Ticket aria-hidden="true" className="size-4" />
              {t('Subscriptions')} <span className="sr-only">{t('of {name}', { name: displayName(member) })}</span>
            </Link>
            <TrainingHistoryButton
              memberId={member.id}
              memberName={displayName(member)}
              toastOptions={STAFF_AREA_TOAST}
            />
          </>
        )}
      />
      {signingUp && (
        <WalkInDialog
          onClose={() => setSigningUp(false)}
          onCreated={(member) => navigate(paths.staff.member(member.id))}
        />
      )}
    </>
  );
}
