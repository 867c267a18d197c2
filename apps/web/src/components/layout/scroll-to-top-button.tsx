import { ArrowUp } from 'lucide-react';
import { useT } from '../../lib/i18n.ts';

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** The scroll-to-top button itself (scroll-to-top.tsx shows it). */
export default function ScrollToTopButton() {
  const t = useT();
  return (
    <button
      type="button"
      aria-label={t('Scroll to top')}
      onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}
      className="fixed right-4 bottom-4 z-30 flex size-12 items-center justify-center rounded-full bg-zinc-900 text-white shadow-lg ring-1 ring-white/20 transition-colors hover:bg-zinc-700 sm:right-6 sm:bottom-6"
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
