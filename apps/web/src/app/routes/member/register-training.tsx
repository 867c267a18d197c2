import { ArrowRight, CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useMemberSubscriptions } from '../../../features/billing/api/get-member-subscriptions.ts';
import { BookingForm } from '../../../features/sessions/components/booking-form.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { t, useT } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** Said instead of the form to a member without a running plan (the server refuses the booking anyway). */
export const NO_PLAN_FOR_BOOKING = 'An active subscription is needed to book a training session.';

/**
 * /dashboard/user/register-training: book a 2-hour session with a trainer in a room. A member without a running
 * plan is told so, with the way to the plans, before any form.
 */
export default function RegisterTrainingRoute() {
  useT();
  usePageTitle(t('Book a training session'));
  const { user } = useAuth();
  return (
    <>
      <PageHeader
        title={t('Book a training session')}
        description={t('Pick a trainer and a day, then one of their free times.')}
        actions={
          <Link to={paths.member.trainingSessions} className={buttonClasses({ variant: 'outline' })}>
            <CalendarDays aria-hidden="true" className="size-4" />
            {t('My sessions')}
          </Link>
        }
      />
      {user && <Booking userId={user.id} />}
    </>
  );
}

function Booking({ userId }: { userId: number }) {
  useT();
  const subscriptions = useMemberSubscriptions(userId);
  if (subscriptions.isPending) return <PageSpinner label={t('Loading the booking form')} />;
  // Running plans come first, so the first page tells whether there is one. When the list cannot be read, the form
  // is shown: the server still checks the plan.
  const hasPlan = subscriptions.isError || subscriptions.data.items.some((s) => s.isActive);
  if (!hasPlan) {
    return (
      <Alert
        tone="warning"
        title={t(NO_PLAN_FOR_BOOKING)}
        className="max-w-2xl"
        action={
          <Link to={paths.member.plans} className={buttonClasses({ className: 'shrink-0' })}>
            {t('See the plans')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        }
      >
        {t('Choose a plan and pay for it, then come back to book.')}
      </Alert>
    );
  }
  return (
    <Card className="max-w-2xl">
      <BookingForm />
    </Card>
  );
}
