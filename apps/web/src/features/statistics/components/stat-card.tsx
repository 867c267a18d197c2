import type { LucideIcon } from 'lucide-react';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cx } from '../../../lib/cx.ts';
import { formatCount } from '../../../lib/format.ts';
import { t, useT } from '../../../lib/i18n.ts';

export type StatCardProps = {
  label: string;
  /** Undefined while the figure loads (the spec's '...') or when it could not be loaded (`failed`). */
  value: number | undefined;
  failed?: boolean;
  /**
   * A second, smaller figure under the count ('4 unprocessed'). `null` while it loads: its line is kept, empty, so
   * that the cards do not grow and move what is below them when the figures arrive.
   */
  detail?: ReactNode | null;
  icon: LucideIcon;
  /** The screen that lists what is counted, when it exists for the viewer. */
  to?: string;
};

const box = 'flex h-full flex-col gap-1 rounded-2xl border border-zinc-200 bg-white p-4 sm:p-5';

/** One count on a dashboard: a label, the figure ('...' until loaded), a detail, and a link to its list. */
export function StatCard({ label, value, failed = false, detail, icon: Icon, to }: StatCardProps) {
  useT();
  const body = (
    <>
      <span className="flex items-center justify-between gap-2 text-sm font-medium text-zinc-600">
        {label}
        <Icon aria-hidden="true" className="size-4 shrink-0 text-zinc-500" />
      </span>
      <span className="text-3xl font-bold tracking-tight text-zinc-950 tabular-nums">
        {value !== undefined ? (
          formatCount(value)
        ) : failed ? (
          <>
            <span aria-hidden="true">—</span>
            <span className="sr-only">{t('not available')}</span>
          </>
        ) : (
          <>
            <span aria-hidden="true">...</span>
            <span className="sr-only">{t('Loading')}</span>
          </>
        )}
      </span>
      {detail !== undefined && <span className="text-sm text-zinc-600">{detail ?? '\u00a0'}</span>}
      {to && (
        <span className="mt-auto flex items-center gap-1 pt-2 text-sm font-semibold text-zinc-800 group-hover:text-accent">
          {t('View')}
          <ArrowRight
            aria-hidden="true"
            className="size-3.5 motion-safe:transition-transform motion-safe:group-hover:translate-x-0.5"
          />
        </span>
      )}
    </>
  );
  return to ? (
    <Link to={to} className={cx(box, 'group transition-colors hover:border-zinc-300 hover:bg-zinc-50')}>
      {body}
    </Link>
  ) : (
    <div className={box}>{body}</div>
  );
}
