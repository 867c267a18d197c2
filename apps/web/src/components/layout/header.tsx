import { CircleUserRound, LogIn, LogOut, Menu, X } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth.ts';
import { cx } from '../../lib/cx.ts';
import { useT } from '../../lib/i18n.ts';
import { Button, buttonClasses } from '../ui/button.tsx';
import { Brand } from './brand.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { mainNavItems } from './nav-links.ts';

const desktopLink = ({ isActive }: { isActive: boolean }) =>
  cx(
    'rounded-lg px-3 py-2 text-sm font-medium transition-colors',
    isActive ? 'bg-zinc-100 text-zinc-950' : 'text-zinc-700 hover:bg-zinc-100 hover:text-zinc-950',
  );

/** A plain id (not useId) so tests and scripts can select the menu's panel with `#${MOBILE_MENU_ID}`. */
export const MOBILE_MENU_ID = 'mobile-menu';

const mobileLink = ({ isActive }: { isActive: boolean }) =>
  cx(
    'block rounded-lg px-3 py-3 text-base font-medium',
    isActive ? 'bg-zinc-100 text-zinc-950' : 'text-zinc-800 hover:bg-zinc-100',
  );

/**
 * The site's header, on every page. On a phone its menu is a native disclosure (`<details>`/`<summary>`) whose
 * links are always in the markup: on the prerendered landing page it opens at the first tap, before React has
 * taken the page over (docs/decisions/013-first-touch.md). React leaves its `open` alone and follows it through
 * the toggle event; closing (a pick, Escape, logging out) sets it on the element.
 *
 * `accountUnknown`: the frame the build paints for every page but the landing page before any script has run is
 * the same file for everyone, so it cannot know whether the visitor is signed in: the account's place (Register
 * and Login, or the username and Logout) is kept, empty, until the app knows.
 */
export function Header({ accountUnknown = false }: { accountUnknown?: boolean }) {
  const { user, logout } = useAuth();
  const t = useT();
  const items = mainNavItems(user?.role ?? null);
  const menuRef = useRef<HTMLDetailsElement>(null);
  const toggleRef = useRef<HTMLElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();
  const closeMenu = () => {
    if (menuRef.current) menuRef.current.open = false;
    setMenuOpen(false);
  };

  // A tap made before hydration may have opened it already: React starts from what the page shows.
  useLayoutEffect(() => {
    if (menuRef.current?.open) setMenuOpen(true);
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (menuRef.current) menuRef.current.open = false;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const onLogout = () => {
    closeMenu();
    logout();
    // Leaving a members-only page rather than watching its guard count down.
    if (location.pathname.startsWith('/dashboard')) navigate(paths.home);
  };

  return (
    <header className="sticky top-0 z-40 border-b border-zinc-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Brand onClick={closeMenu} />

        <nav aria-label={t('Main')} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === paths.home} className={desktopLink}>
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <LanguageSwitcher />
          <div className={cx('hidden items-center gap-2 md:flex', accountUnknown && 'invisible')}>
            {user ? (
              <>
                <Link to={paths.dashboard(user.role)} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
                  <CircleUserRound aria-hidden="true" className="size-4" />
                  {user.username}
                </Link>
                <Button variant="outline" size="sm" onClick={onLogout}>
                  <LogOut aria-hidden="true" className="size-4" />
                  {t('Logout')}
                </Button>
              </>
            ) : (
              <>
                <Link to={paths.register} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
                  {t('Register')}
                </Link>
                <Link to={paths.login} className={buttonClasses({ variant: 'primary', size: 'sm' })}>
                  <LogIn aria-hidden="true" className="size-4" />
                  {t('Login')}
                </Link>
              </>
            )}
          </div>

          <details
            ref={menuRef}
            className="group -mr-2 md:hidden"
            onToggle={(event) => setMenuOpen(event.currentTarget.open)}
          >
            {/* Named once: the disclosure's own expanded state says whether it is open, before hydration too. */}
            <summary
              ref={toggleRef}
              aria-label={t('Menu')}
              aria-controls={MOBILE_MENU_ID}
              className="flex size-11 cursor-pointer list-none items-center justify-center rounded-lg text-zinc-800 hover:bg-zinc-100 [&::-webkit-details-marker]:hidden"
            >
              <Menu aria-hidden="true" className="size-6 group-open:hidden" />
              <X aria-hidden="true" className="hidden size-6 group-open:block" />
            </summary>

            {/* Below the header's bar, over the page: the header is its positioned (sticky) ancestor. */}
            <div
              id={MOBILE_MENU_ID}
              className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-zinc-200 border-t border-b bg-white shadow-lg shadow-zinc-950/5"
            >
              <div className="mx-auto max-w-6xl px-4 pt-2 pb-4 sm:px-6">
                <nav aria-label={t('Mobile')}>
                  <ul className="grid gap-1">
                    {items.map((item) => (
                      <li key={item.to}>
                        <NavLink to={item.to} end={item.to === paths.home} className={mobileLink} onClick={closeMenu}>
                          {t(item.label)}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </nav>
                <div className={cx('mt-3 grid gap-2 border-zinc-200 border-t pt-4', accountUnknown && 'invisible')}>
                  {user ? (
                    <>
                      <Link
                        to={paths.dashboard(user.role)}
                        onClick={closeMenu}
                        className={buttonClasses({ variant: 'outline', size: 'lg', className: 'w-full' })}
                      >
                        <CircleUserRound aria-hidden="true" className="size-5" />
                        {user.username}
                      </Link>
                      <Button variant="secondary" size="lg" className="w-full" onClick={onLogout}>
                        <LogOut aria-hidden="true" className="size-5" />
                        {t('Logout')}
                      </Button>
                    </>
                  ) : (
                    <>
                      <Link
                        to={paths.register}
                        onClick={closeMenu}
                        className={buttonClasses({ variant: 'outline', size: 'lg', className: 'w-full' })}
                      >
                        {t('Register')}
                      </Link>
                      <Link
                        to={paths.login}
                        onClick={closeMenu}
                        className={buttonClasses({ variant: 'primary', size: 'lg', className: 'w-full' })}
                      >
                        {t('Login')}
                      </Link>
                    </>
                  )}
                </div>
              </div>
            </div>
          </details>
        </div>
      </div>
    </header>
  );
}
