import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';

/** Spec §9: the button shows once the page is scrolled more than 300 px. */
export const SCROLL_TOP_THRESHOLD = 300;

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

export function ScrollToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label="Scroll to top"
      onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}
      className="fixed right-4 bottom-4 z-30 flex size-12 items-center justify-center rounded-full bg-zinc-900 text-white shadow-lg ring-1 ring-white/20 transition-colors hover:bg-zinc-700 sm:right-6 sm:bottom-6"
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
