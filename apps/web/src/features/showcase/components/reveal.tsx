import { type CSSProperties, type ElementType, type ReactNode, useEffect, useRef, useState } from 'react';
import { cx } from '../../../lib/cx.ts';
import type { RevealOptions } from '../constants.ts';
import { prefersReducedMotion } from '../use-reduced-motion.ts';

type RevealState = 'static' | 'hidden' | 'shown';

/**
 * Scroll-in animation (a fade and a short rise) with IntersectionObserver and CSS only.
 *
 * Content is never invisible by default: the markup renders visible, and only after mount does an element that
 * starts below the fold get hidden until it scrolls in. Without JavaScript, without IntersectionObserver and
 * under prefers-reduced-motion nothing is hidden or moved (the classes are `motion-safe:` too). Only opacity and
 * transform change, so the layout never shifts.
 */
export function useReveal<T extends HTMLElement>({ duration, offset, once }: RevealOptions) {
  const ref = useRef<T>(null);
  const [state, setState] = useState<RevealState>('static');

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) return;
    let observer: IntersectionObserver | undefined;
    // Measured in an animation frame, once the page is laid out, so that no extra layout is forced during the
    // first render; anything below the fold is hidden a frame later, unseen.
    const frame = requestAnimationFrame(() => {
      const inView = element.getBoundingClientRect().top < window.innerHeight - offset;
      // What the visitor already sees at load stays put.
      if (inView && once) return;
      setState(inView ? 'shown' : 'hidden');
      observer = new IntersectionObserver(
        ([entry]) => {
          if (entry?.isIntersecting) {
            setState('shown');
            if (once) observer?.disconnect();
          } else if (!once) {
            setState('hidden');
          }
        },
        // The observed area ends `offset` px above the viewport's bottom edge.
        { rootMargin: `0px 0px -${offset}px 0px` },
      );
      observer.observe(element);
    });
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
    };
  }, [offset, once]);

  const style: CSSProperties = { transitionDuration: `${duration}ms` };
  return { ref, state, style };
}

const revealClasses =
  'motion-safe:transition-[opacity,translate] motion-safe:ease-out motion-safe:data-[reveal=hidden]:translate-y-8 motion-safe:data-[reveal=hidden]:opacity-0';

type RevealProps = RevealOptions & { as?: ElementType; className?: string; children: ReactNode };

/** A block that fades in as it scrolls into view (see `useReveal`). */
export function Reveal({ as: Component = 'div', className, children, ...options }: RevealProps) {
  const { ref, state, style } = useReveal<HTMLElement>(options);
  return (
    <Component ref={ref} data-reveal={state} style={style} className={cx(revealClasses, className)}>
      {children}
    </Component>
  );
}
