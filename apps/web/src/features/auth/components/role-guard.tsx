import { AUTH_MESSAGES, type Role } from '@gym/contract';
import { useQuery } from '@tanstack/react-query';
import { LockKeyhole, ShieldX } from 'lucide-react';
import { type ReactNode, useEffect, useEffectEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { PageLoading } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.ts';
import { authStore } from '../../../lib/auth-store.ts';
import { t, useT } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { roleCheckQueryOptions } from '../api/check-role.ts';

/** Spec §9: the denied screen counts down 3 seconds before going to the login page. */
export const GUARD_COUNTDOWN_SECONDS = 3;

export type LoginRedirectState = { from: string };

export const NOT_FOR_YOUR_ACCOUNT_TITLE = 'This page is not open to your account';

/** How the forbidden page names the signed-in role. */
const ROLE_NAMES: Record<Role, string> = { user: 'a member', staff: 'staff', trainer: 'a trainer', admin: 'the admin' };

type GuardProps = {
  /** The roles that may see the children (decisions §4: exactly the roles that may call what it shows). */
  allow: readonly Role[];
  children: ReactNode;
};

/**
 * Spec §2 "Route guards", with the server as the judge: the stored token is sent to the role check of the
 * signed-in user's own role (`GET /api/auth/{role}-auth`). No token, or a check that fails, counts down to the
 * login page; a token the server rejects (401) is also forgotten. A confirmed user whose role is not in `allow`
 * stays signed in and gets a page saying so, with a way to their own dashboard, rather than the login form.
 */
export function RoleGuard({ allow, children }: GuardProps) {
  useT();
  const { token, user } = useAuth();
  // The store keeps user and token together: with a token there is a user, and the check is of their role.
  const role = user?.role ?? 'user';
  const check = useQuery(roleCheckQueryOptions(role, token));

  useEffect(() => {
    if (!check.error) return;
    // Spec §8: a failed check is only logged. A token the server no longer accepts is also forgotten,
    // so the header stops showing a signed-in user.
    console.warn(`Access check for ${role} failed`, check.error);
    if (check.error instanceof ApiError && check.error.status === 401) authStore.clear();
  }, [check.error, role]);

  if (token === null || user === null) return <RedirectToLogin signedIn={false} />;
  if (check.isPending) return <PageLoading label={t('Checking access')} />;
  if (check.isError || check.data !== true) return <RedirectToLogin signedIn />;
  return <RoleGate allow={allow}>{children}</RoleGate>;
}

/**
 * The role part of the guard alone, for the screens inside an area whose `RoleGuard` has already had the
 * signed-in role confirmed by the server: it asks nothing more of the server on each page change.
 */
export function RoleGate({ allow, children }: GuardProps) {
  useT();
  const { user } = useAuth();
  if (user === null) return <RedirectToLogin signedIn={false} />;
  if (!allow.includes(user.role)) return <NotForYourAccount role={user.role} />;
  return children;
}

/** A signed-in person on a screen that is not meant for their role: no countdown, no login form. */
export function NotForYourAccount({ role }: { role: Role }) {
  useT();
  usePageTitle(t('Not open to your account'));
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center sm:py-24">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-zinc-100 text-zinc-700">
        <ShieldX aria-hidden="true" className="size-6" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight text-zinc-950">{t(NOT_FOR_YOUR_ACCOUNT_TITLE)}</h1>
      <p className="text-zinc-600">
        {t('You are signed in as {role}. Your own pages are in your dashboard.', { role: t(ROLE_NAMES[role]) })}
      </p>
      <Link to={paths.dashboard(role)} className={buttonClasses()}>
        {t('Go to your dashboard')}
      </Link>
    </div>
  );
}

function RedirectToLogin({ signedIn }: { signedIn: boolean }) {
  useT();
  const location = useLocation();
  const navigate = useNavigate();
  usePageTitle(t('Please log in'));
  const [seconds, setSeconds] = useState(GUARD_COUNTDOWN_SECONDS);
  const state: LoginRedirectState = { from: `${location.pathname}${location.search}` };
  const goToLogin = useEffectEvent(() => navigate(paths.login, { replace: true, state }));

  useEffect(() => {
    if (seconds <= 0) {
      goToLogin();
      return;
    }
    const timer = window.setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [seconds]);

  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center sm:py-24">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-zinc-100 text-zinc-700">
        <LockKeyhole aria-hidden="true" className="size-6" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight">
        {/* Signed in, but the server did not confirm the session (it could not be reached, or answered no). */}
        {signedIn ? t('We could not confirm your sign-in') : t(AUTH_MESSAGES.notSignedIn)}
      </h1>
      <p role="status" className="text-zinc-600 first-letter:uppercase">
        {t('redirecting to you in {count} seconds', { count: Math.max(seconds, 1) })}
      </p>
      <Link to={paths.login} replace state={state} className={buttonClasses({ variant: 'outline' })}>
        {t('Go to login now')}
      </Link>
    </div>
  );
}
