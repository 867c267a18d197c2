import { LoaderCircle } from 'lucide-react';
import { cx } from '../../lib/cx.ts';
import { useT } from '../../lib/i18n.ts';

const sizes = { sm: 'size-4', md: 'size-6', lg: 'size-8' } as const;

type SpinnerProps = {
  size?: keyof typeof sizes;
  /** Announced to screen readers; ignored when decorative. */
  label?: string;
  /** Next to text that already says what is happening. */
  decorative?: boolean;
  className?: string;
};

export function Spinner({ size = 'md', label, decorative = false, className }: SpinnerProps) {
  const t = useT();
  const icon = <LoaderCircle aria-hidden="true" className={cx('motion-safe:animate-spin', sizes[size], className)} />;
  if (decorative) return icon;
  return (
    <span role="status" className="inline-flex items-center">
      {icon}
      <span className="sr-only">{label ?? t('Loading')}</span>
    </span>
  );
}

/** A centred loading indicator for a whole page or panel. */
/**
 * A whole page is loading. A screen tall, so the footer stays below the fold and does not jump down (a layout
 * shift) when the page arrives. Also what the build paints for every page but the landing page before any script
 * has run (prerender.tsx, `renderShell`).
 */
export function PageLoading({ label }: { label?: string }) {
  return (
    <div className="min-h-dvh">
      <PageSpinner label={label} />
    </div>
  );
}

export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center text-zinc-500">
      <Spinner size="lg" label={label} />
    </div>
  );
}
