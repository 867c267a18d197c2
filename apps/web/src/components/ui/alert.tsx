import { CircleAlert, CircleCheck, Info, type LucideIcon, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '../../lib/cx.ts';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

const tones: Record<AlertTone, { icon: LucideIcon; box: string; iconColour: string }> = {
  info: { icon: Info, box: 'border-zinc-200 bg-zinc-50 text-zinc-800', iconColour: 'text-zinc-600' },
  success: {
    icon: CircleCheck,
    box: 'border-emerald-200 bg-emerald-50 text-emerald-900',
    iconColour: 'text-emerald-700',
  },
  warning: { icon: TriangleAlert, box: 'border-amber-300 bg-amber-50 text-amber-950', iconColour: 'text-amber-700' },
  error: { icon: CircleAlert, box: 'border-red-200 bg-red-50 text-red-800', iconColour: 'text-red-700' },
};

type AlertProps = {
  tone?: AlertTone;
  /** A bold first line; the children explain. */
  title?: ReactNode;
  children?: ReactNode;
  /** A button or link beside the text (Log in, Try again). */
  action?: ReactNode;
  className?: string;
};

/**
 * A message in the page, next to what it is about. Only an error interrupts a screen reader (`role="alert"`);
 * the other tones are announced politely (`role="status"`), when the reader is idle. Colours are AA on their
 * backgrounds, and the icon and wording carry the meaning too, never the colour alone.
 */
export function Alert({ tone = 'info', title, children, action, className }: AlertProps) {
  const { icon: Icon, box, iconColour } = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx(
        'flex flex-col gap-3 rounded-xl border p-4 text-sm sm:flex-row sm:items-center sm:justify-between sm:text-base',
        box,
        className,
      )}
    >
      <div className="flex min-w-0 items-start gap-2">
        <Icon aria-hidden="true" className={cx('mt-0.5 size-5 shrink-0', iconColour)} />
        <div className="min-w-0">
          {title && <p className="font-semibold">{title}</p>}
          {children && <div className={cx('break-words', title ? 'mt-0.5' : 'font-medium')}>{children}</div>}
        </div>
      </div>
      {action && <div className="shrink-0 self-start sm:self-auto">{action}</div>}
    </div>
  );
}
