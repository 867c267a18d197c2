import { type RefObject, useEffect, useState } from 'react';

/**
 * Becomes true once the element comes within `margin` of the viewport, and then stays true. Lets a heavy widget
 * far down the page (the contact form, with zod and the form library: 40 kB) load its code only for a visitor who
 * scrolls towards it, yet be ready before they reach it; a visitor who reads the top of the page and leaves does
 * not download it at all. Without IntersectionObserver it is true at once.
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
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
