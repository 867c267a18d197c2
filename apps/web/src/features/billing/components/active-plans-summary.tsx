import { BILLING_MESSAGES, daysBetween, expectedEndDate, type SubscriptionRow } from '@gym/contract';
import { ArrowRight, Ticket } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDate, formatDays } from '../../../lib/format.ts';
import { useGymToday } from '../../../lib/gym.ts';
import { useMemberSubscriptions } from '../api/get-member-subscriptions.ts';

/** The dashboard's first answer to "where do I stand": the running plans and how long each lasts. */
export function ActivePlansSummary({ userId }: { userId: number }) {
  const list = useMemberSubscriptions(userId);
  const today = useGymToday();

  return (
    <section
      aria-labelledby="active-plans-title"
      className="rounded-2xl border border-zinc-200 bg-zinc-950 p-5 text-white sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="active-plans-title" className="flex items-center gap-2 text-lg font-semibold">
          <Ticket aria-hidden="true" className="size-5 text-orange-300" />
          Your membership
        </h2>
        <Link to={paths.member.subscriptions} className={buttonClasses({ variant: 'inverse', size: 'sm' })}>
          My subscriptions
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <div className="mt-4">
        {list.isPending || today === undefined ? (
          <Spinner label="Loading your membership" className="text-zinc-300" />
        ) : list.isError ? (
          <p className="text-zinc-300">{BILLING_MESSAGES.loadFailed}</p>
        ) : (
          <ActiveList rows={list.data.items.filter((s) => s.isActive)} today={today} />
        )}
      </div>
    </section>
  );
}

function ActiveList({ rows, today }: { rows: SubscriptionRow[]; today: string }) {
  if (rows.length === 0) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="text-zinc-300">{BILLING_MESSAGES.noSubscriptions}</p>
        <Link to={{ pathname: paths.home, hash: 'plans' }} className={buttonClasses({ size: 'sm' })}>
          Browse plans
        </Link>
      </div>
    );
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {rows.map((s) => {
        const until = s.autoRenew ? expectedEndDate(s) : s.endDate;
        const left = daysBetween(today, until);
        return (
          <li key={s.id} className="rounded-xl bg-white/10 px-4 py-3">
            <p className="font-semibold">{s.planName}</p>
            <p className="mt-1 text-sm text-zinc-300">
              {`Until ${formatDate(until)}`}
              {left >= 0 && ` · ${formatDays(left)} left`}
              {s.autoRenew && ' · Extended'}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
