import { ChevronDown, LayoutGrid, type LucideIcon } from 'lucide-react';
import { type KeyboardEvent, Suspense, useEffect, useId, useRef, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { cx } from '../../lib/cx.ts';
import { useT } from '../../lib/i18n.ts';
import { PageLoading } from '../ui/spinner.tsx';

export type DashboardNavItem = { to: string; label: string; icon: LucideIcon; end?: boolean };

const navLink = ({ isActive }: { isActive: boolean }) =>
  cx(
    'flex min-h-11 items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium transition-colors md:min-h-0',
    isActive ? 'bg-zinc-900 text-white' : 'text-zinc-700 hover:bg-zinc-100 hover:text-zinc-950',
  );

/**
 * The item of `nav` the path is on: the longest match (a screen's own path or one below it; `end` items only
 * exactly), so Overview is current on the overview alone. A detail screen without an entry (a plan by id) has none.
 */
export function currentNavItem(nav: DashboardNavItem[], pathname: string): DashboardNavItem | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return nav
    .filter(({ to, end }) => path === to || (!end && path.startsWith(`${to}/`)))
    .reduce<DashboardNavItem | undefined>(
      (best, item) => (best && best.to.length >= item.to.length ? best : item),
      undefined,
    );
}

/**
 * A role's area: its own navigation beside the page on wide screens. On a phone the menu is one button naming
 * the current screen ("Sessions · Menu"), which opens the area's whole list in two columns under it: every screen
 * one tap away, the current one always in sight, nothing scrolling sideways out of view. The button and the list
 * are one disclosure (`aria-expanded`); a pick, Escape or opening another page closes it. The list is only hidden
 * by CSS below `md`, so the side navigation is the same markup and nothing moves as the page loads.
 */
export function DashboardLayout({ title, nav }: { title: string; nav: DashboardNavItem[] }) {
  const listId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const current = currentNavItem(nav, pathname);
  const CurrentIcon = current?.icon ?? LayoutGrid;
  const t = useT();

  // Another page (a pick from the list, a link in the page, Back): the phone menu folds away.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each page change.
  useEffect(() => setOpen(false), [pathname]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 md:grid md:grid-cols-[13rem_minmax(0,1fr)] md:gap-10 md:py-10">
      <aside className="border-b border-zinc-200 pb-4 md:border-b-0 md:pb-0">
        <p className="mb-2 px-3 text-xs font-semibold tracking-wider text-zinc-500 uppercase max-md:px-0">{t(title)}</p>
        <nav aria-label={t(title)} onKeyDown={onKeyDown}>
          <button
            ref={toggle}
            type="button"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((was) => !was)}
            className="flex h-11 w-full items-center gap-2 rounded-lg border border-zinc-300 bg-white px-3 text-left text-sm font-medium text-zinc-900 shadow-xs hover:border-zinc-400 md:hidden"
          >
            <CurrentIcon aria-hidden="true" className="size-4 shrink-0 text-accent" />
            <span className="min-w-0 flex-1 truncate">{current ? t(current.label) : t('Choose a screen')}</span>
            <span className="flex shrink-0 items-center gap-1 text-zinc-600">
              {t('Menu')}
              <ChevronDown
                aria-hidden="true"
                className={cx('size-4 transition-transform motion-reduce:transition-none', open && 'rotate-180')}
              />
            </span>
          </button>
          <ul
            id={listId}
            className={cx(
              'mt-2 grid grid-cols-2 gap-1 md:mt-0 md:flex md:flex-col',
              // Below md the list is the open menu's; from md on it is the side navigation, always shown.
              !open && 'max-md:hidden',
            )}
          >
            {nav.map(({ to, label, icon: Icon, end }) => (
              <li key={to} className="min-w-0">
                <NavLink to={to} end={end} className={navLink} onClick={() => setOpen(false)}>
                  <Icon aria-hidden="true" className="size-4 shrink-0" />
                  {/* Two lines rather than cut off in the phone menu's half-width column ("Favourite exercises"). */}
                  <span className="min-w-0 leading-tight">{t(label)}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="min-w-0 pt-6 md:pt-0">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
