import { type RefObject, useEffect, useState } from 'react';

/**
 * Becomes true once the element comes within `margin` of the viewport, or once the browser has nothing better
 * to do after the page has loaded, and then stays true. Lets a heavy widget far down the page load its code off
 * the critical path, yet be ready before anyone reaches it. Without IntersectionObserver it is true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '600px') {
  // False on the first render everywhere, so a prerendered page and its hydration agree.
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const show = () => setNear(true);
    if (typeof IntersectionObserver === 'undefined') {
      show();
      return;
    }
    const observer = new IntersectionObserver(([entry]) => entry?.isIntersecting && show(), {
      rootMargin: `${margin} 0px ${margin} 0px`,
    });
    observer.observe(element);
    // requestIdleCallback is missing in some browsers (Safari): a timer then stands in for it.
    const idle = window.requestIdleCallback ? window.requestIdleCallback(show, { timeout: 5000 }) : undefined;
    const timer = idle === undefined ? window.setTimeout(show, 3000) : undefined;
    return () => {
      observer.disconnect();
      if (idle !== undefined) window.cancelIdleCallback(idle);
      window.clearTimeout(timer);
    };
  }, [ref, margin, near]);
  return near;
}
