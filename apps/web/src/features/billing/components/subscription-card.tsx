import {
  DEFAULT_PLAN_IMAGE_URL,
  daysBetween,
  expectedEndDate,
  PAYMENT_COMPLETED,
  type SubscriptionRow,
} from '@gym/contract';
import { BadgeCheck, CalendarClock, ListChecks, RefreshCw, ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Detail, Details } from '../../../components/ui/details.tsx';
import { paths } from '../../../config/paths.ts';
import { cx } from '../../../lib/cx.ts';
import { formatDate, formatDays, formatMoney } from '../../../lib/format.ts';
import { SubscriptionStatus } from './subscription-status.tsx';

/** A subscription's picture; a plan without one, or one that fails to load, shows the default (spec §9). */
function PlanPicture({ src }: { src: string }) {
  return (
    <img
      src={src || DEFAULT_PLAN_IMAGE_URL}
      alt=""
      width={800}
      height={500}
      decoding="async"
      loading="lazy"
      onError={(event) => {
        const img = event.currentTarget;
        if (!img.src.endsWith(DEFAULT_PLAN_IMAGE_URL)) img.src = DEFAULT_PLAN_IMAGE_URL;
      }}
      className="aspect-[8/3] w-full bg-zinc-800 object-cover"
    />
  );
}

const pill = 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1';

/** Spec §4: Completed is green, anything else yellow. */
export function PaymentStatusBadge({ status }: { status: string | null }) {
  const completed = status === PAYMENT_COMPLETED;
  return (
    <span
      className={cx(
        pill,
        completed ? 'bg-emerald-50 text-emerald-800 ring-emerald-200' : 'bg-amber-50 text-amber-900 ring-amber-300',
      )}
    >
      {status ?? 'Unknown'}
    </span>
  );
}

type SubscriptionCardProps = {
  subscription: SubscriptionRow;
  /** Today in the gym's time zone (YYYY-MM-DD). */
  today: string;
  onExtend: (subscription: SubscriptionRow) => void;
  /** Whether an ended subscription offers Buy again; not while the member holds the plan anew. */
  canBuyAgain?: boolean;
  /** A past subscription: no picture, muted, so the current ones stand out. */
  quiet?: boolean;
};

/**
 * What Extend Plan does (decisions §3): pay the plan price again now, and the plan renews by itself at its end. Said
 * beside the button, so a plan bought today does not look as if it were being bought twice for the same days.
 */
export const extendExplanation = (s: Pick<SubscriptionRow, 'planPrice' | 'endDate' | 'durationInDays'>) =>
  `Extending charges ${formatMoney(s.planPrice)} now; your plan then renews automatically when it ends on ${formatDate(s.endDate)}, for another ${formatDays(s.durationInDays)}.`;

/**
 * One of the member's subscriptions (spec §2, §4). Not extended: Extend Plan. Extended (auto-renew on): a
 * disabled Extended badge, the expected end one plan duration later and the days left until then.
 */
export function SubscriptionCard({
  subscription: s,
  today,
  onExtend,
  canBuyAgain = true,
  quiet = false,
}: SubscriptionCardProps) {
  const titleId = `subscription-${s.id}-title`;
  const explainId = `subscription-${s.id}-extend`;
  const expected = expectedEndDate(s);
  const remaining = daysBetween(today, expected);
  const amount = s.paymentAmount ?? s.planPrice;

  return (
    <article
      aria-labelledby={titleId}
      className={cx(
        'flex h-full flex-col overflow-hidden rounded-2xl border',
        quiet ? 'border-zinc-200 bg-zinc-50' : 'border-zinc-300 bg-white shadow-sm',
      )}
    >
      {!quiet && <PlanPicture src={s.planImageUrl} />}
      <div className={cx('flex flex-1 flex-col', quiet ? 'gap-3 p-4' : 'gap-4 p-5')}>
        <div className="flex items-start justify-between gap-3">
          <h3 id={titleId} className={cx('font-semibold', quiet ? 'text-base text-zinc-800' : 'text-lg text-zinc-950')}>
            {s.planName}
          </h3>
          <SubscriptionStatus subscription={s} className="shrink-0" />
        </div>

        <Details>
          <Detail label="Start date">{formatDate(s.startDate)}</Detail>
          <Detail label="End date">{formatDate(s.endDate)}</Detail>
          <Detail label="Amount">{formatMoney(amount)}</Detail>
          <Detail label="Payment">
            <PaymentStatusBadge status={s.paymentStatus} />
          </Detail>
        </Details>

        {s.autoRenew && (
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl bg-zinc-50 px-4 py-3 text-sm">
            <span className="flex items-center gap-1.5 text-zinc-700">
              <CalendarClock aria-hidden="true" className="size-4" />
              Expected
              <time dateTime={expected} className="font-semibold text-zinc-900 tabular-nums">
                {formatDate(expected)}
              </time>
            </span>
            {remaining >= 0 && <span className="font-semibold text-zinc-900">{formatDays(remaining)} remaining</span>}
          </div>
        )}

        {s.isActive && !s.autoRenew && (
          <p id={explainId} className="text-sm text-zinc-600">
            {extendExplanation(s)}
          </p>
        )}

        <div className="mt-auto flex flex-wrap items-center gap-3 border-t border-zinc-100 pt-4">
          {s.autoRenew ? (
            <Button variant="outline" size="sm" disabled aria-describedby={titleId}>
              <BadgeCheck aria-hidden="true" className="size-4" />
              Extended
            </Button>
          ) : s.isActive ? (
            <Button size="sm" onClick={() => onExtend(s)} aria-describedby={`${titleId} ${explainId}`}>
              <RefreshCw aria-hidden="true" className="size-4" />
              Extend Plan
            </Button>
          ) : (
            // An ended subscription cannot be extended (the server refuses); the plan can be bought again.
            canBuyAgain &&
            (s.status === 'Expired' || s.status === 'Cancelled') && (
              <Link to={paths.member.plan(s.planId)} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
                <ShoppingCart aria-hidden="true" className="size-4" />
                Buy again
              </Link>
            )
          )}
          <Link
            to={paths.member.planFeatures(s.planId)}
            className="ml-auto inline-flex items-center gap-1.5 text-sm font-semibold text-zinc-800 underline decoration-zinc-400 underline-offset-4 hover:decoration-accent"
          >
            <ListChecks aria-hidden="true" className="size-4" />
            Plan features
            <span className="sr-only"> of {s.planName}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
