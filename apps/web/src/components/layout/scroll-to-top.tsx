import { lazy, Suspense, useEffect, useState } from 'react';

/** Spec §9: the button shows once the page is scrolled more than 300 px. */
export const SCROLL_TOP_THRESHOLD = 300;

// The button's code comes with the first scroll past the threshold, not with every page (docs/decisions/021).
const ScrollToTopButton = lazy(() => import('./scroll-to-top-button.tsx'));

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
    <Suspense fallback={null}>
      <ScrollToTopButton />
    </Suspense>
  );
}
