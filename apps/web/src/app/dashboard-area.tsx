import { ROLES, type Role } from '@gym/contract';
import { LayoutDashboard, UserCog } from 'lucide-react';
import { type ComponentType, lazy, useCallback, useEffect } from 'react';
import { matchPath, Navigate, type RouteObject, useLocation, useRoutes } from 'react-router';
import { DashboardLayout, type DashboardNavItem } from '../components/layout/dashboard-layout.tsx';
import { paths } from '../config/paths.ts';
import { roleCheckQueryOptions } from '../features/auth/api/check-role.ts';
import { RoleGate, RoleGuard } from '../features/auth/components/role-guard.tsx';
import { useAuth } from '../lib/auth.ts';
import { authStore } from '../lib/auth-store.ts';
import { OpenScreensProvider } from '../lib/open-screens.ts';
import { AREAS, type Area, type Screen, type ScreenModule } from './areas.tsx';
import { queryClient } from './query-scope.tsx';

const ProfileRoute = lazy(() => import('./routes/shared/profile.tsx'));
const NotFoundRoute = lazy(() => import('./routes/public/not-found.tsx'));

/**
 * The side navigation of a role (spec §2): its overview, its own area's screens, the screens of other areas
 * that open for it (a trainer's link to staff/plans), and its profile.
 */
export function navFor(role: Role, areas: readonly Area[]): DashboardNavItem[] {
  const shownTo = (screen: Screen) => screen.nav !== undefined && (screen.nav.roles ?? screen.roles).includes(role);
  const ownFirst = [...areas.filter((a) => a.role === role), ...areas.filter((a) => a.role !== role)];
  const links = ownFirst.flatMap((area) =>
    area.screens.filter(shownTo).map((screen) => ({
      to: screen.path,
      label: screen.nav?.label ?? '',
      icon: screen.nav?.icon ?? LayoutDashboard,
    })),
  );
  return [
    { to: paths.dashboard(role), label: 'Overview', icon: LayoutDashboard, end: true },
    ...links,
    { to: paths.profile(role), label: 'Profile', icon: UserCog },
  ];
}

/**
 * Every dashboard behind one guard (spec §2 "Route guards"): the server confirms the signed-in role once, as
 * the user enters, and the layout shows that role's navigation whichever area's path is open, so a reused
 * screen keeps its visitor's own menu. Each screen then lets through only its own `roles`.
 */
function Dashboards({ areas }: { areas: readonly Area[] }) {
  const { pathname } = useLocation();
  // The opened screen's code is fetched beside the server's role check, not after it: the check decides whether
  // the screen shows, and its code is no secret. On a phone that is one round trip less before the screen's reads.
  useEffect(() => {
    void screenAt(areas, pathname)?.preload();
  }, [areas, pathname]);
  return (
    <RoleGuard allow={ROLES}>
      <OwnLayout areas={areas} />
    </RoleGuard>
  );
}

function OwnLayout({ areas }: { areas: readonly Area[] }) {
  const { user } = useAuth();
  const role = user?.role;
  const isOpen = useCallback(
    (path: string) =>
      role !== undefined &&
      areas.some((area) => area.screens.some((screen) => screen.path === path && screen.roles.includes(role))),
    [areas, role],
  );
  if (!user) return null;
  const title = areas.find((a) => a.role === user.role)?.title ?? 'Dashboard';
  return (
    <OpenScreensProvider value={isOpen}>
      <DashboardLayout title={title} nav={navFor(user.role, areas)} />
    </OpenScreensProvider>
  );
}

/** The registry's screen (or area home) that `pathname` opens, if any. */
export function screenAt(areas: readonly Area[], pathname: string): ScreenModule | undefined {
  for (const area of areas) {
    if (matchPath(paths.dashboard(area.role), pathname)) return area.home;
    const screen = area.screens.find((s) => matchPath(s.path, pathname));
    if (screen) return screen.page;
  }
  return undefined;
}

/**
 * Starts what the opened dashboard needs, before React has rendered anything of it (boot.ts calls this as soon as
 * this module has arrived, on a page that opens below `/dashboard`): the server's role check, the screen's code and
 * the reads its first paint shows (the screen's `prefetch`, `home-reads.ts`), all side by side. Without it each
 * waited on the one before: the guard's check on this module, the screen's reads on the check's answer and the
 * screen's render (docs/decisions/041-homes-first-paint.md). The reads go out before the check has answered: the
 * server judges every one of them as it does the check, and a screen that is not opened never shows them.
 */
export function warmDashboards(pathname: string, areas: readonly Area[] = AREAS) {
  const session = authStore.get();
  const opened = session && pathname === paths.dashboards ? paths.dashboard(session.user.role) : pathname;
  const screen = screenAt(areas, opened);
  // A failed import shows on the screen itself, through the route's error boundary, when it renders.
  screen?.preload().catch(() => undefined);
  if (!session) return;
  void queryClient.prefetchQuery(roleCheckQueryOptions(session.user.role, session.token));
  screen?.prefetch?.(queryClient, session.user).catch(() => undefined);
}

/** `/dashboard` alone: the signed-in user's own area. */
function OwnDashboard() {
  const { user } = useAuth();
  return user ? <Navigate to={paths.dashboard(user.role)} replace /> : null;
}

const gated = (roles: readonly Role[], Page: ComponentType) => (
  <RoleGate allow={roles}>
    <Page />
  </RoleGate>
);

/**
 * `path` as a route below `base`: '/dashboard/admin/plans' below '/dashboard/admin' is 'plans'. The registry
 * and `config/paths.ts` keep whole paths; the areas' routes sit below `/dashboard/*` (router.tsx), so theirs
 * are relative.
 */
function below(base: string, path: string): string {
  if (!path.startsWith(`${base}/`)) throw new Error(`${path} is not below ${base}`);
  return path.slice(base.length + 1);
}

function areaRoutes(area: Area): RouteObject {
  const own = [area.role];
  const base = paths.dashboard(area.role);
  return {
    path: below(paths.dashboards, base),
    children: [
      { index: true, element: gated(own, area.home) },
      { path: below(base, paths.profile(area.role)), element: gated(own, ProfileRoute) },
      ...area.screens.map((screen) => ({ path: below(base, screen.path), element: gated(screen.roles, screen.page) })),
      // An unknown path in an area is the area's business: its role sees 'Page not found', others are told
      // the page is not theirs.
      { path: '*', element: gated(own, NotFoundRoute) },
    ],
  };
}

/** The routes of every role area, from the registry (`areas.tsx`), below `/dashboard/*`. */
export function DashboardRoutes({ areas }: { areas: readonly Area[] }) {
  return useRoutes([
    {
      element: <Dashboards areas={areas} />,
      children: [{ index: true, element: <OwnDashboard /> }, ...areas.map(areaRoutes)],
    },
    // Not an area: the same 'Page not found' as any other unknown path, guard or no guard.
    { path: '*', element: <NotFoundRoute /> },
  ]);
}

/** Every role area, below `/dashboard/*` (router.tsx loads this module when a dashboard is first opened). */
export default function AppDashboards() {
  return <DashboardRoutes areas={AREAS} />;
}
