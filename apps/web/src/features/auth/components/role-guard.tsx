import { AUTH_MESSAGES, type Role } from '@gym/contract';
import { useQuery } from '@tanstack/react-query';
import { LockKeyhole } from 'lucide-react';
import { type ReactNode, useEffect, useEffectEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.ts';
import { authStore } from '../../../lib/auth-store.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { roleCheckQueryOptions } from '../api/check-role.ts';

/** Spec §9: the denied screen counts down 3 seconds before going to the login page. */
export const GUARD_COUNTDOWN_SECONDS = 3;

export type LoginRedirectState = { from: string };

/** Shows its children only after the server confirms the stored token has `role`. */
export function RoleGuard({ role, children }: { role: Role; children: ReactNode }) {
  const { token } = useAuth();
  const check = useQuery(roleCheckQueryOptions(role, token));

  useEffect(() => {
    if (!check.error) return;
    // Spec §8: a failed check is only logged. A token the server no longer accepts is also forgotten,
    // so the header stops showing a signed-in user.
    console.warn(`Access check for ${role} failed`, check.error);
    if (check.error instanceof ApiError && check.error.status === 401) authStore.clear();
  }, [check.error, role]);

  if (token !== null && check.isPending) return <PageSpinner label="Checking access" />;
  if (token === null || check.isError || check.data !== true) return <RedirectToLogin signedIn={token !== null} />;
  return children;
}

function RedirectToLogin({ signedIn }: { signedIn: boolean }) {
  const location = useLocation();
  const navigate = useNavigate();
  usePageTitle('Please log in');
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
        {signedIn ? 'This area is not open to your account' : AUTH_MESSAGES.notSignedIn}
      </h1>
      <p role="status" className="text-zinc-600 first-letter:uppercase">
        {`redirecting to you in ${Math.max(seconds, 1)} seconds`}
      </p>
      <Link to={paths.login} replace state={state} className={buttonClasses({ variant: 'outline' })}>
        Go to login now
      </Link>
    </div>
  );
}
