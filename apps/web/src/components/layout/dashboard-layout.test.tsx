import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CalendarRange, LayoutDashboard, UserCog, Users } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { LocationProbe, mockApi, renderWithApp } from '../../test/utils.tsx';
import { currentNavItem, DashboardLayout, type DashboardNavItem } from './dashboard-layout.tsx';

const nav: DashboardNavItem[] = [
  { to: '/dashboard/staff', label: 'Overview', icon: LayoutDashboard, end: true },
  { to: '/dashboard/staff/user-list', label: 'Members', icon: Users },
  { to: '/dashboard/staff/sessions', label: 'Sessions', icon: CalendarRange },
  { to: '/dashboard/staff/profile', label: 'Profile', icon: UserCog },
];

const open = (path: string) => {
  mockApi();
  return renderWithApp(null, {
    initialEntries: [path],
    routes: [
      {
        path: '/dashboard/staff',
        element: <DashboardLayout title="Staff area" nav={nav} />,
        children: [
          { path: '*', element: <LocationProbe /> },
          { index: true, element: <LocationProbe /> },
        ],
      },
    ],
  });
};

describe('the dashboard navigation', () => {
  it('finds the current screen: the longest match, the overview only exactly', () => {
    expect(currentNavItem(nav, '/dashboard/staff')?.label).toBe('Overview');
    expect(currentNavItem(nav, '/dashboard/staff/')?.label).toBe('Overview');
    expect(currentNavItem(nav, '/dashboard/staff/sessions')?.label).toBe('Sessions');
    expect(currentNavItem(nav, '/dashboard/staff/user-list/7')?.label).toBe('Members');
    expect(currentNavItem(nav, '/dashboard/staff/plan/1')).toBeUndefined();
  });

  it('names the current screen on the phone menu button, which opens and closes the whole list', async () => {
    open('/dashboard/staff/sessions');
    const region = screen.getByRole('navigation', { name: 'Staff area' });
    const toggle = within(region).getByRole('button', { name: /^Sessions/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(list).toHaveClass('max-md:hidden');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(list).not.toHaveClass('max-md:hidden');
    expect(within(region).getByRole('link', { name: 'Sessions' })).toHaveAttribute('aria-current', 'page');

    // Escape folds it and gives the focus back to the button.
    within(region).getByRole('link', { name: 'Members' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes after a pick and names the new screen', async () => {
    open('/dashboard/staff');
    const region = screen.getByRole('navigation', { name: 'Staff area' });
    await userEvent.click(within(region).getByRole('button', { name: /^Overview/ }));
    await userEvent.click(within(region).getByRole('link', { name: 'Profile' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/staff/profile');
    const toggle = within(region).getByRole('button', { name: /^Profile/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('says "Choose a screen" on a detail screen without an entry', () => {
    open('/dashboard/staff/plan/1');
    expect(screen.getByRole('button', { name: /^Choose a screen/ })).toBeInTheDocument();
  });
});
