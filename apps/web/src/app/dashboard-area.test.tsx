import type { Role } from '@gym/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClipboardList, Inbox, ListChecks, PlusSquare } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../config/paths.ts';
import { NOT_FOR_YOUR_ACCOUNT_TITLE } from '../features/auth/components/role-guard.tsx';
import { LocationProbe, mockApi, renderWithApp, signIn } from '../test/utils.tsx';
import { type Area, screenModule } from './areas.tsx';
import { DashboardRoutes, navFor, screenAt } from './dashboard-area.tsx';

const page = (title: string) => screenModule(async () => ({ default: () => <h1>{title}</h1> }));

/**
 * A registry shaped like spec §2's reuse: staff open admin/create-plane, trainers open admin/contact-us and
 * staff/plans, and staff/plan/{id} is a detail screen without a navigation entry.
 */
const areas: Area[] = [
  { role: 'user', title: 'Member area', home: page('Member home'), screens: [] },
  {
    role: 'staff',
    title: 'Staff area',
    home: page('Staff home'),
    screens: [
      {
        path: paths.staff.plans,
        page: page('Plans for staff'),
        roles: ['staff', 'trainer', 'admin'],
        // The admin has their own plans screen; this one is not in their menu, though they may open it.
        nav: { label: 'Plans', icon: ClipboardList, roles: ['staff', 'trainer'] },
      },
      { path: paths.staff.plan(':planId'), page: page('One plan'), roles: ['staff', 'trainer'] },
    ],
  },
  { role: 'trainer', title: 'Trainer area', home: page('Trainer home'), screens: [] },
  {
    role: 'admin',
    title: 'Admin area',
    home: page('Admin home'),
    screens: [
      {
        path: paths.admin.createPlan,
        page: page('Create a plan'),
        roles: ['admin', 'staff'],
        nav: { label: 'Create plan', icon: PlusSquare },
      },
      {
        path: paths.admin.contactUs,
        page: page('Contact messages'),
        roles: ['admin', 'staff', 'trainer'],
        nav: { label: 'Contact messages', icon: Inbox },
      },
      {
        path: paths.admin.feedbacks,
        page: page('All feedback'),
        roles: ['admin'],
        nav: { label: 'Feedback', icon: ListChecks },
      },
    ],
  },
];

const okChecks = {
  'GET /api/auth/admin-auth': () => ({ body: { ok: true } }),
  'GET /api/auth/staff-auth': () => ({ body: { ok: true } }),
  'GET /api/auth/trainer-auth': () => ({ body: { ok: true } }),
  'GET /api/auth/user-auth': () => ({ body: { ok: true } }),
};

const open = (role: Role, path: string) => {
  signIn(role);
  const api = mockApi(okChecks);
  renderWithApp(null, {
    routes: [
      { path: `${paths.dashboards}/*`, element: <DashboardRoutes areas={areas} /> },
      { path: '*', element: <LocationProbe /> },
    ],
    initialEntries: [path],
  });
  return api;
};

const navLinks = (title: string) =>
  within(screen.getByRole('navigation', { name: title }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('the role areas, built from the registry', () => {
  it("opens a reused screen for staff under the admin's path, with the staff navigation", async () => {
    const { requestsTo } = open('staff', '/dashboard/admin/create-plane');
    expect(await screen.findByRole('heading', { name: 'Create a plan' })).toBeInTheDocument();
    expect(navLinks('Staff area')).toEqual([
      ['Overview', '/dashboard/staff'],
      ['Plans', '/dashboard/staff/plans'],
      ['Create plan', '/dashboard/admin/create-plane'],
      ['Contact messages', '/dashboard/admin/contact-us'],
      ['Profile', '/dashboard/staff/profile'],
    ]);
    expect(screen.getByRole('link', { name: 'Create plan' })).toHaveAttribute('aria-current', 'page');
    // The server is asked about the visitor's own role, once.
    expect(requestsTo('/api/auth/staff-auth')).toHaveLength(1);
    expect(requestsTo('/api/auth/admin-auth')).toHaveLength(0);
  });

  it('gives each role its own navigation: own screens first, then the reused ones it may open', () => {
    expect(navFor('trainer', areas).map((item) => item.to)).toEqual([
      '/dashboard/trainer',
      '/dashboard/staff/plans',
      '/dashboard/admin/contact-us',
      '/dashboard/trainer/profile',
    ]);
    expect(navFor('admin', areas).map((item) => item.label)).toEqual([
      'Overview',
      'Create plan',
      'Contact messages',
      'Feedback',
      'Profile',
    ]);
    expect(navFor('user', areas).map((item) => item.label)).toEqual(['Overview', 'Profile']);
  });

  it('opens a detail screen without a menu entry for the roles it lists', async () => {
    open('trainer', '/dashboard/staff/plan/7');
    expect(await screen.findByRole('heading', { name: 'One plan' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Trainer area' })).toBeInTheDocument();
  });

  it('tells a signed-in person of another role the page is not theirs, keeping their own menu', async () => {
    open('trainer', '/dashboard/admin/create-plane');
    expect(await screen.findByRole('heading', { name: NOT_FOR_YOUR_ACCOUNT_TITLE })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Create a plan' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard/trainer');
    expect(screen.getByRole('navigation', { name: 'Trainer area' })).toBeInTheDocument();
  });

  it("keeps each area's overview and profile to its own role", async () => {
    open('staff', '/dashboard/admin/profile');
    expect(await screen.findByRole('heading', { name: NOT_FOR_YOUR_ACCOUNT_TITLE })).toBeInTheDocument();
  });

  it("shows 'Page not found' for an unknown path to the area's role", async () => {
    open('admin', '/dashboard/admin/no-such-screen');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it("tells other roles an unknown path in someone else's area is not theirs", async () => {
    open('staff', '/dashboard/admin/no-such-screen');
    expect(await screen.findByRole('heading', { name: NOT_FOR_YOUR_ACCOUNT_TITLE })).toBeInTheDocument();
  });

  it('sends /dashboard to the signed-in role’s own area', async () => {
    open('trainer', '/dashboard');
    expect(await screen.findByRole('heading', { name: 'Trainer home' })).toBeInTheDocument();
  });

  it('moves between screens without asking the server again', async () => {
    const { requestsTo } = open('staff', '/dashboard/staff');
    expect(await screen.findByRole('heading', { name: 'Staff home' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Plans' }));
    expect(await screen.findByRole('heading', { name: 'Plans for staff' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Contact messages' }));
    expect(await screen.findByRole('heading', { name: 'Contact messages' })).toBeInTheDocument();
    expect(requestsTo('/api/auth/staff-auth')).toHaveLength(1);
  });

  it('counts down to login for a visitor, whatever the screen', async () => {
    mockApi();
    renderWithApp(null, {
      routes: [
        { path: `${paths.dashboards}/*`, element: <DashboardRoutes areas={areas} /> },
        { path: '*', element: <LocationProbe /> },
      ],
      initialEntries: ['/dashboard/admin/contact-us'],
    });
    expect(await screen.findByText('redirecting to you in 3 seconds')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe("the opened screen's code", () => {
  it('is fetched while the server checks the role, and the screen shows once the check passes', async () => {
    signIn('staff');
    let answer: (value: { body: unknown }) => void = () => {};
    mockApi({ 'GET /api/auth/staff-auth': () => new Promise((resolve) => (answer = resolve)) });
    const load = vi.fn(async () => ({ default: () => <h1>Plans for staff</h1> }));
    const staffArea = areas.find((a) => a.role === 'staff') as Area;
    const withSpy = areas.map((area) =>
      area === staffArea
        ? { ...area, screens: [{ ...(staffArea.screens[0] as Area['screens'][number]), page: screenModule(load) }] }
        : area,
    );
    renderWithApp(null, {
      routes: [{ path: `${paths.dashboards}/*`, element: <DashboardRoutes areas={withSpy} /> }],
      initialEntries: [paths.staff.plans],
    });

    expect(await screen.findByText('Checking access')).toBeInTheDocument();
    expect(load).toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: 'Plans for staff' })).not.toBeInTheDocument();
    answer({ body: { ok: true } });
    expect(await screen.findByRole('heading', { name: 'Plans for staff' })).toBeInTheDocument();
  });

  it('is the area home, a screen (with its parameters) or nothing', () => {
    const staffArea = areas.find((a) => a.role === 'staff') as Area;
    expect(screenAt(areas, paths.dashboard('staff'))).toBe(staffArea.home);
    expect(screenAt(areas, paths.staff.plans)).toBe(staffArea.screens[0]?.page);
    expect(screenAt(areas, paths.staff.plan(7))).toBe(staffArea.screens[1]?.page);
    expect(screenAt(areas, paths.profile('staff'))).toBeUndefined();
    expect(screenAt(areas, '/dashboard/nowhere')).toBeUndefined();
  });
});
