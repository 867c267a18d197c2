import { BILLING_MESSAGES, daysBetween, expectedEndDate, type SubscriptionRow } from '@gym/contract';
import { ArrowRight, Ticket } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDate } from '../../../lib/format.ts';
import { useGymToday } from '../../../lib/gym.ts';
import { useT } from '../../../lib/i18n.ts';
import { translateMessage } from '../../../lib/translate-message.ts';
import { useMemberSubscriptions } from '../api/get-member-subscriptions.ts';

/** Said on the dashboard when the member holds no running plan. */
export const NO_PLAN_TEXT = 'You have no active plan. Buy one to book sessions with our trainers.';

/**
 * The dashboard's answer to "where do I stand": each running plan and the days it has left, or, without one, what
 * to do about it (the plans).
 */
export function ActivePlansSummary({ userId }: { userId: number }) {
  const t = useT();
  const list = useMemberSubscriptions(userId);
  const today = useGymToday();

  return (
    <section aria-labelledby="active-plans-title" className="rounded-2xl border border-zinc-200 bg-white p-5 sm:p-6">
      <h2
        id="active-plans-title"
        className="flex items-center gap-2 text-sm font-semibold tracking-wide text-zinc-600 uppercase"
      >
        <Ticket aria-hidden="true" className="size-4 text-accent" />
        {t('Your plan')}
      </h2>
      <div className="mt-3">
        {list.isPending || today === undefined ? (
          <Spinner label={t('Loading your membership')} className="text-zinc-500" />
        ) : list.isError ? (
          <p className="text-zinc-700">{translateMessage(BILLING_MESSAGES.loadFailed)}</p>
        ) : (
          <ActiveList rows={list.data.items.filter((s) => s.isActive)} today={today} />
        )}
      </div>
    </section>
  );
}

function ActiveList({ rows, today }: { rows: SubscriptionRow[]; today: string }) {
  const t = useT();
  if (rows.length === 0) {
    return (
      <div className="flex flex-col items-start gap-4">
        <p className="text-zinc-800">{t(NO_PLAN_TEXT)}</p>
        <Link to={paths.member.plans} className={buttonClasses({ className: 'w-full sm:w-auto' })}>
          {t('See the plans')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    );
  }
  return (
    <>
      <ul className="grid gap-3">
        {rows.map((s) => {
          const until = s.autoRenew ? expectedEndDate(s) : s.endDate;
          const left = daysBetween(today, until);
          return (
            <li key={s.id}>
              <p className="text-lg font-semibold text-zinc-950">{s.planName}</p>
              <p className="mt-0.5 text-sm text-zinc-700">
                {left >= 0 && (
                  <strong className="font-semibold text-zinc-950">
                    {t('{count, plural, one {# day left} other {# days left}}', { count: left })}
                  </strong>
                )}
                {left >= 0 && ' · '}
                {t('until {date}', { date: formatDate(until) })}
                {s.autoRenew && t(' · renews automatically')}
              </p>
            </li>
          );
        })}
      </ul>
      <Link
        to={paths.member.subscriptions}
        className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-zinc-800 underline decoration-zinc-400 underline-offset-4 hover:decoration-accent"
      >
        {t('My subscriptions')}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </>
  );
}
