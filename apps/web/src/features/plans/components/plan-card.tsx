import type { Plan } from '@gym/contract';
import { ArrowRight, CalendarDays } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDays, formatMoney } from '../../../lib/format-money.ts';
import { useGymInfo } from '../../../lib/gym.ts';
import { useT } from '../../../lib/i18n.ts';
import { PlanImage } from './plan-image.tsx';

type PlanCardProps = {
  plan: Pick<Plan, 'id' | 'name' | 'imageUrl' | 'price' | 'durationInDays' | 'planType'>;
  /** The name's heading level: h3 under the landing page's section heading, h2 right under a page's title. */
  headingLevel?: 2 | 3;
  /** Where Select Plan leads: the public plan page, or the member area's own. */
  detailPath?: (planId: number) => string;
};

/** A plan on the landing page (spec §2): name, image, $price, duration in days and a Select Plan link. */
export function PlanCard({ plan, headingLevel = 3, detailPath = paths.planDetail }: PlanCardProps) {
  const titleId = useId();
  // The price is in the gym's currency: shown again when the settings arrive.
  useGymInfo();
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const t = useT();
  return (
    <article
      aria-labelledby={titleId}
      className="flex w-full flex-col overflow-hidden rounded-2xl border border-zinc-200 bg-white transition-shadow hover:shadow-lg hover:shadow-zinc-900/5"
    >
      {/* Wide on phones, where the cards stack, so that four of them do not make a very long page. */}
      <PlanImage
        src={plan.imageUrl}
        alt={t('{name} plan', { name: plan.name })}
        loading="lazy"
        className="aspect-[2/1] sm:aspect-[8/5]"
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold tracking-wider text-accent uppercase">{plan.planType}</p>
        <Title id={titleId} className="mt-1 text-lg font-semibold text-zinc-950">
          {plan.name}
        </Title>
        <p className="mt-4 text-3xl font-bold tracking-tight text-zinc-950">{formatMoney(plan.price)}</p>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-zinc-600">
          <CalendarDays aria-hidden="true" className="size-4" />
          {formatDays(plan.durationInDays)}
        </p>
        <Link
          to={detailPath(plan.id)}
          aria-describedby={titleId}
          className={buttonClasses({ variant: 'secondary', className: 'mt-6 w-full' })}
        >
          {t('Select Plan')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  );
}
