import { ClipboardList, Dumbbell, House, type LucideIcon, Mail, MessageSquareQuote } from 'lucide-react';
import { type MouseEvent, useEffect, useState } from 'react';
import { cx } from '../../../lib/cx.ts';
import { useT } from '../../../lib/i18n.ts';
import { activeSectionId, scrollTargetY } from '../active-section.ts';
import { SECTION_DETECTION_PX, SECTION_SCROLL_OFFSET_PX } from '../constants.ts';
import { LANDING_SECTIONS, type LandingSectionId } from '../content.ts';
import { prefersReducedMotion } from '../use-reduced-motion.ts';

const icons: Record<LandingSectionId, LucideIcon> = {
  home: House,
  plans: ClipboardList,
  trainers: Dumbbell,
  reviews: MessageSquareQuote,
  contact: Mail,
};

/**
 * An element's top in the document, from its layout box: a section that is still shifted by its scroll-in
 * animation is measured where it will come to rest.
 */
function documentTop(element: HTMLElement) {
  let top = 0;
  for (let node: HTMLElement | null = element; node; node = node.offsetParent as HTMLElement | null) {
    top += node.offsetTop;
  }
  return top;
}

function readActive(): LandingSectionId | null {
  const tops = LANDING_SECTIONS.flatMap(({ id }) => {
    const element = document.getElementById(id);
    return element ? [{ id, top: documentTop(element) - window.scrollY }] : [];
  });
  const root = document.documentElement;
  const atBottom = window.scrollY > 0 && window.innerHeight + window.scrollY >= root.scrollHeight - 2;
  return activeSectionId(tops, { threshold: SECTION_DETECTION_PX, atBottom });
}

/** Follows the scroll position and names the section currently at the top. */
function useActiveSection() {
  const [active, setActive] = useState<LandingSectionId | null>(null);
  useEffect(() => {
    let frame = 0;
    // Measured in an animation frame: the page is laid out by then, so reading positions forces no extra layout.
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setActive(readActive()));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  return active;
}

/**
 * The landing page's fixed section navigation (spec §2): a slim rail at the left edge on wide screens, where the
 * page's margin leaves room for it. Narrower screens do without it (the header menu remains), so it never
 * covers content on a phone or tablet. Its links are plain in-page anchors (`#plans`), so on the prerendered page
 * they work before hydration (docs/decisions/013-first-touch.md); once React runs it takes the click over to
 * scroll smoothly to 80 px below the top and move focus to the section, and marks the current section.
 */
export function SideNav() {
  const active = useActiveSection();
  const t = useT();

  const onClick = (event: MouseEvent<HTMLAnchorElement>, id: LandingSectionId) => {
    const section = document.getElementById(id);
    if (!section) return;
    event.preventDefault();
    window.scrollTo({
      top: scrollTargetY(documentTop(section), SECTION_SCROLL_OFFSET_PX),
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
    // Keyboard and screen reader users continue from the section they asked for.
    if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
    section.focus({ preventScroll: true });
  };

  return (
    <nav
      aria-label={t('Page sections')}
      className="-translate-y-1/2 fixed top-1/2 left-3 z-30 hidden rounded-full border border-zinc-200 bg-white/90 p-1 shadow-lg shadow-zinc-950/10 backdrop-blur xl:block"
    >
      <ul className="grid gap-1">
        {LANDING_SECTIONS.map(({ id, label }) => {
          const Icon = icons[id];
          const isActive = active === id;
          return (
            <li key={id} className="group relative">
              <a
                href={`#${id}`}
                aria-current={isActive ? 'true' : undefined}
                onClick={(event) => onClick(event, id)}
                className={cx(
                  'flex size-9 items-center justify-center rounded-full transition-colors',
                  isActive ? 'bg-zinc-900 text-white' : 'text-zinc-600 hover:bg-zinc-100 hover:text-zinc-950',
                )}
              >
                <Icon aria-hidden="true" className="size-4" />
                <span className="sr-only">{t(label)}</span>
              </a>
              {/* The visible name, for sighted mouse and keyboard users; screen readers get the link text. */}
              <span
                aria-hidden="true"
                className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-full ml-3 whitespace-nowrap rounded-md bg-zinc-900 px-2 py-1 font-medium text-white text-xs opacity-0 transition-opacity group-hover:opacity-100 group-focus-within:opacity-100"
              >
                {t(label)}
              </span>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
