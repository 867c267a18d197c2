import { BILLING_MESSAGES, type SubscriptionRow } from '@gym/contract';
import { RotateCw, Ticket } from 'lucide-react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useGymToday } from '../../../lib/gym.ts';
import { useT } from '../../../lib/i18n.ts';
import { translateMessage } from '../../../lib/translate-message.ts';
import { MEMBER_SUBSCRIPTIONS_PAGE_SIZE, useMemberSubscriptions } from '../api/get-member-subscriptions.ts';
import { SubscriptionCard } from './subscription-card.tsx';

type SubscriptionListProps = {
  userId: number;
  onExtend: (subscription: SubscriptionRow) => void;
  onFreeze?: (subscription: SubscriptionRow) => void;
};

/**
 * The member's subscriptions as cards (spec §2 /dashboard/user/plan-detail): Current ones first and prominent, then
 * Past ones, quieter. Without a running one, the spec's empty text shows above any ended ones.
 */
export function SubscriptionList({ userId, onExtend, onFreeze }: SubscriptionListProps) {
  const t = useT();
  const [page, setPage] = useState(1);
  const list = useMemberSubscriptions(userId, page);
  const today = useGymToday();

  useEffect(() => {
    if (list.isError) toast.error(translateMessage(BILLING_MESSAGES.loadFailed), { id: 'subscriptions-load' });
  }, [list.isError]);

  if (list.isError && !list.data) {
    return (
      <Card className="flex flex-col items-start gap-4">
        <p className="text-zinc-700">{translateMessage(BILLING_MESSAGES.loadFailed)}</p>
        <Button variant="outline" onClick={() => list.refetch()} isLoading={list.isFetching}>
          {!list.isFetching && <RotateCw aria-hidden="true" className="size-4" />}
          {t('Try again')}
        </Button>
      </Card>
    );
  }
  if (list.isPending || today === undefined) return <PageSpinner label={t('Loading your subscriptions')} />;

  const { items, total } = list.data;
  const pages = Math.max(1, Math.ceil(total / MEMBER_SUBSCRIPTIONS_PAGE_SIZE));
  // Running subscriptions come first, so the first page tells whether there is any.
  // A plan paid for and waiting for its day (Scheduled), or for its payment, is current too.
  const isCurrent = (s: (typeof items)[number]) =>
    s.isActive || s.status === 'Frozen' || s.status === 'Scheduled' || s.status === 'Waiting for payment';
  const current = items.filter(isCurrent);
  const past = items.filter((s) => !isCurrent(s));
  const heldPlans = new Set(current.map((s) => s.planId));

  return (
    <div className="grid gap-6">
      {current.length === 0 && page === 1 && (
        <EmptyState
          icon={Ticket}
          title={translateMessage(BILLING_MESSAGES.noSubscriptions)}
          action={
            <Link to={paths.member.plans} className={buttonClasses()}>
              {t('See the plans')}
            </Link>
          }
        />
      )}
      {current.length > 0 && (
        <section aria-labelledby="current-subscriptions" className="grid gap-3">
          <h2 id="current-subscriptions" className="text-lg font-semibold text-zinc-950">
            {t('Current')}
          </h2>
          <ul className="grid gap-5 sm:grid-cols-2" aria-busy={list.isPlaceholderData || undefined}>
            {current.map((s) => (
              <li key={s.id}>
                <SubscriptionCard subscription={s} today={today} onExtend={onExtend} onFreeze={onFreeze} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {past.length > 0 && (
        <section aria-labelledby="past-subscriptions" className="grid gap-3">
          <h2 id="past-subscriptions" className="text-base font-semibold text-zinc-700">
            {t('Past')}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-busy={list.isPlaceholderData || undefined}>
            {past.map((s) => (
              <li key={s.id}>
                <SubscriptionCard
                  subscription={s}
                  today={today}
                  onExtend={onExtend}
                  canBuyAgain={!heldPlans.has(s.planId)}
                  quiet
                />
              </li>
            ))}
          </ul>
        </section>
      )}
      <Pager
        label={t('Subscription pages')}
        page={page}
        pages={pages}
        loading={list.isPlaceholderData}
        onPage={setPage}
      />
    </div>
  );
}
