import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { BookingForm } from '../../../features/sessions/components/booking-form.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** /dashboard/user/register-training: book a 2-hour session with a trainer in a room. */
export default function RegisterTrainingRoute() {
  usePageTitle('Book a training session');
  return (
    <>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <PageHeader
          title="Book a training session"
          description="Pick a trainer and a day, then one of their free times."
        />
        <Link
          to={paths.member.trainingSessions}
          className={buttonClasses({ variant: 'outline', className: 'mb-6 self-start' })}
        >
          <CalendarDays aria-hidden="true" className="size-4" />
          My sessions
        </Link>
      </div>
      <Card className="max-w-2xl">
        <BookingForm />
      </Card>
    </>
  );
}
