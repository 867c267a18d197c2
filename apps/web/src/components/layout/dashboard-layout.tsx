import type { LucideIcon } from 'lucide-react';
import { Suspense, useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { cx } from '../../lib/cx.ts';
import { PageSpinner } from '../ui/spinner.tsx';

export type DashboardNavItem = { to: string; label: string; icon: LucideIcon; end?: boolean };

const navLink = ({ isActive }: { isActive: boolean }) =>
  cx(
    'flex items-center gap-2 whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium transition-colors',
    isActive ? 'bg-zinc-900 text-white' : 'text-zinc-700 hover:bg-zinc-100 hover:text-zinc-950',
  );

/** A role's area: its own navigation beside (or, on phones, above) the page. */
export function DashboardLayout({ title, nav }: { title: string; nav: DashboardNavItem[] }) {
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // On a phone the menu is one row that scrolls sideways: bring the current page's link into sight, so that a
  // screen further along (Contact messages) is not marked out of view. The page itself does not move.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each page change; it reads the DOM.
  useEffect(() => {
    const row = list.current;
    const current = row?.querySelector('[aria-current="page"]');
    if (!row || !current || row.scrollWidth <= row.clientWidth) return;
    const box = row.getBoundingClientRect();
    const link = current.getBoundingClientRect();
    if (link.left < box.left || link.right > box.right) row.scrollLeft += link.left - box.left - 16;
  }, [pathname]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 md:grid md:grid-cols-[13rem_minmax(0,1fr)] md:gap-10 md:py-10">
      <aside className="border-b border-zinc-200 pb-4 md:border-b-0 md:pb-0">
        <p className="mb-2 px-3 text-xs font-semibold tracking-wider text-zinc-500 uppercase">{title}</p>
        <nav aria-label={title}>
          <ul ref={list} className="-mx-1 flex gap-1 overflow-x-auto px-1 md:mx-0 md:flex-col md:px-0">
            {nav.map(({ to, label, icon: Icon, end }) => (
              <li key={to}>
                <NavLink to={to} end={end} className={navLink}>
                  <Icon aria-hidden="true" className="size-4" />
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="min-w-0 pt-6 md:pt-0">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
