import { CircleUserRound, LogIn, LogOut, Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth.ts';
import { cx } from '../../lib/cx.ts';
import { Button, buttonClasses } from '../ui/button.tsx';
import { Brand } from './brand.tsx';
import { mainNavItems } from './nav-links.ts';

const desktopLink = ({ isActive }: { isActive: boolean }) =>
  cx(
    'rounded-lg px-3 py-2 text-sm font-medium transition-colors',
    isActive ? 'bg-zinc-100 text-zinc-950' : 'text-zinc-700 hover:bg-zinc-100 hover:text-zinc-950',
  );

/** A plain id (not useId) so tests and scripts can select the menu with `#${MOBILE_MENU_ID}`. */
export const MOBILE_MENU_ID = 'mobile-menu';

const mobileLink = ({ isActive }: { isActive: boolean }) =>
  cx(
    'block rounded-lg px-3 py-3 text-base font-medium',
    isActive ? 'bg-zinc-100 text-zinc-950' : 'text-zinc-800 hover:bg-zinc-100',
  );

export function Header() {
  const { user, logout } = useAuth();
  const items = mainNavItems(user?.role ?? null);
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const navigate = useNavigate();
  const closeMenu = () => setMenuOpen(false);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
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

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === paths.home} className={desktopLink}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="hidden items-center gap-2 md:flex">
          {user ? (
            <>
              <Link to={paths.dashboard(user.role)} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
                <CircleUserRound aria-hidden="true" className="size-4" />
                {user.username}
              </Link>
              <Button variant="outline" size="sm" onClick={onLogout}>
                <LogOut aria-hidden="true" className="size-4" />
                Logout
              </Button>
            </>
          ) : (
            <>
              <Link to={paths.register} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
                Register
              </Link>
              <Link to={paths.login} className={buttonClasses({ variant: 'primary', size: 'sm' })}>
                <LogIn aria-hidden="true" className="size-4" />
                Login
              </Link>
            </>
          )}
        </div>

        <button
          ref={toggleRef}
          type="button"
          className="-mr-2 inline-flex size-11 items-center justify-center rounded-lg text-zinc-800 hover:bg-zinc-100 md:hidden"
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
        </button>
      </div>

      <div id={MOBILE_MENU_ID} hidden={!menuOpen} className="border-t border-zinc-200 bg-white md:hidden">
        {menuOpen && (
          <div className="mx-auto max-w-6xl px-4 pt-2 pb-4 sm:px-6">
            <nav aria-label="Mobile">
              <ul className="grid gap-1">
                {items.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} end={item.to === paths.home} className={mobileLink} onClick={closeMenu}>
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="mt-3 grid gap-2 border-t border-zinc-200 pt-4">
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
                    Logout
                  </Button>
                </>
              ) : (
                <>
                  <Link
                    to={paths.register}
                    onClick={closeMenu}
                    className={buttonClasses({ variant: 'outline', size: 'lg', className: 'w-full' })}
                  >
                    Register
                  </Link>
                  <Link
                    to={paths.login}
                    onClick={closeMenu}
                    className={buttonClasses({ variant: 'primary', size: 'lg', className: 'w-full' })}
                  >
                    Login
                  </Link>
                </>
              )}
            </div>
          </div>
        )}
      </div>
    </header>
  );
}
