import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths.ts';
import { AUTH_STORAGE_KEY } from '../../lib/auth-store.ts';
import { gymInfo, mockApi, renderWithApp, signIn } from '../../test/utils.tsx';
import { Header } from './header.tsx';

const desktopNav = () => screen.getByRole('navigation', { name: 'Main' });
const linkNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('header', () => {
  it('shows the gym name from the server', async () => {
    mockApi({
      'GET /api/gym': () => ({
        body: gymInfo({ name: 'Iron Temple' }),
      }),
    });
    renderWithApp(<Header />);
    expect(await screen.findByRole('link', { name: 'Iron Temple' })).toHaveAttribute('href', '/');
  });

  it('falls back to Pulse Gym when the server cannot say', async () => {
    mockApi();
    renderWithApp(<Header />);
    expect(screen.getByRole('link', { name: 'Pulse Gym' })).toBeInTheDocument();
  });

  it('offers Register and Login, and Feedback, to visitors', () => {
    mockApi();
    renderWithApp(<Header />);
    expect(linkNames(desktopNav())).toEqual(['Home', 'Exercises', 'Feedback']);
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', paths.register);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', paths.login);
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('shows a member Feedback, their username as a dashboard link and Logout', () => {
    mockApi();
    signIn('user', { username: 'jane_doe' });
    renderWithApp(<Header />);
    expect(linkNames(desktopNav())).toEqual(['Home', 'Exercises', 'Feedback']);
    expect(screen.getByRole('link', { name: 'jane_doe' })).toHaveAttribute('href', '/dashboard/user');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('shows the admin Create Plan and no Feedback', () => {
    mockApi();
    signIn('admin', { username: 'boss' });
    renderWithApp(<Header />);
    expect(linkNames(desktopNav())).toEqual(['Home', 'Exercises', 'Create Plan']);
    expect(within(desktopNav()).getByRole('link', { name: 'Create Plan' })).toHaveAttribute(
      'href',
      '/dashboard/admin/create-plane',
    );
    expect(screen.getByRole('link', { name: 'boss' })).toHaveAttribute('href', '/dashboard/admin');
  });

  it.each(['staff', 'trainer'] as const)('shows %s neither Feedback nor Create Plan', (role) => {
    mockApi();
    signIn(role, { username: `a_${role}` });
    renderWithApp(<Header />);
    expect(linkNames(desktopNav())).toEqual(['Home', 'Exercises']);
    expect(screen.getByRole('link', { name: `a_${role}` })).toHaveAttribute('href', `/dashboard/${role}`);
  });

  it('decides by role, not by username', async () => {
    mockApi();
    signIn('user', { username: 'admin' });
    renderWithApp(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    expect(linkNames(mobile)).toEqual(['Home', 'Exercises', 'Feedback']);
    expect(screen.getAllByRole('link', { name: 'admin' })[0]).toHaveAttribute('href', '/dashboard/user');
  });

  it('opens a mobile menu with the same links, closing on a link click', async () => {
    mockApi();
    signIn('admin');
    renderWithApp(<Header />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(menu).not.toBeVisible();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    expect(linkNames(mobile)).toEqual(['Home', 'Exercises', 'Create Plan']);

    await userEvent.click(within(mobile).getByRole('link', { name: 'Exercises' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/exercise');
  });

  it('closes the mobile menu on Escape and returns focus to the toggle', async () => {
    mockApi();
    renderWithApp(<Header />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(toggle);
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('logs out on a public page and stays there', async () => {
    mockApi();
    signIn('user', { username: 'jane_doe' });
    renderWithApp(<Header />, { path: '/' });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logout successfully')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'jane_doe' })).not.toBeInTheDocument();
  });

  it('logs out: clears the saved entry, says so and leaves a members-only page', async () => {
    mockApi();
    signIn('user', { username: 'jane_doe' });
    renderWithApp(<Header />, { path: '/dashboard/user/profile' });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logout successfully')).toBeInTheDocument();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
