import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths.ts';
import { AUTH_STORAGE_KEY } from '../../lib/auth-store.ts';
import { gymInfo, mockApi, renderWithApp, signIn } from '../../test/utils.tsx';
import { Header } from './header.tsx';

const desktopNav = () => screen.getByRole('navigation', { name: 'Main' });
/** The one link or button of that name in the bar itself (768 px and up); the phone menu's panel repeats it. */
const inBar = (role: 'link' | 'button', name: string) => {
  const found = screen.getAllByRole(role, { name }).filter((element) => !element.closest('details'));
  expect(found).toHaveLength(1);
  return found[0] as HTMLElement;
};
/** The phone menu: a native disclosure, its summary the toggle (named "Menu"), its panel always in the markup. */
const menuToggle = () => screen.getByLabelText('Menu');
const menu = () => menuToggle().closest('details') as HTMLDetailsElement;
const panel = () => document.getElementById(menuToggle().getAttribute('aria-controls') ?? '') as HTMLElement;
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
    expect(linkNames(desktopNav())).toEqual(['Home', 'Exercises', 'Classes', 'Feedback']);
    expect(inBar('link', 'Register')).toHaveAttribute('href', paths.register);
    expect(inBar('link', 'Login')).toHaveAttribute('href', paths.login);
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('shows a member Feedback, their username as a dashboard link and Logout', () => {
    mockApi();
    signIn('user', { username: 'jane_doe' });
    renderWithApp(<Header />);
    expect(linkNames(desktopNav())).toEqual(['Home', 'Exercises', 'Classes', 'Feedback']);
    expect(inBar('link', 'jane_doe')).toHaveAttribute('href', '/dashboard/user');
    expect(screen.getAllByRole('button', { name: 'Logout' })).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('shows the admin Create Plan and no Feedback', () => {
    mockApi();
    signIn('admin', { username: 'boss' });
    renderWithApp(<Header />);
    expect(linkNames(desktopNav())).toEqual(['Home', 'Exercises', 'Classes', 'Create Plan']);
    expect(within(desktopNav()).getByRole('link', { name: 'Create Plan' })).toHaveAttribute(
      'href',
      '/dashboard/admin/create-plane',
    );
    expect(inBar('link', 'boss')).toHaveAttribute('href', '/dashboard/admin');
  });

  it.each(['staff', 'trainer'] as const)('shows %s neither Feedback nor Create Plan', (role) => {
    mockApi();
    signIn(role, { username: `a_${role}` });
    renderWithApp(<Header />);
    expect(linkNames(desktopNav())).toEqual(['Home', 'Exercises', 'Classes']);
    expect(inBar('link', `a_${role}`)).toHaveAttribute('href', `/dashboard/${role}`);
  });

  it('decides by role, not by username', async () => {
    mockApi();
    signIn('user', { username: 'admin' });
    renderWithApp(<Header />);
    await userEvent.click(menuToggle());
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    expect(linkNames(mobile)).toEqual(['Home', 'Exercises', 'Classes', 'Feedback']);
    expect(within(panel()).getByRole('link', { name: 'admin' })).toHaveAttribute('href', '/dashboard/user');
  });

  it('opens a mobile menu with the same links, closing on a link click', async () => {
    mockApi();
    signIn('admin');
    renderWithApp(<Header />);
    // Its links are in the markup from the start, so that a tap works before hydration; closed, they are hidden.
    const details = menu();
    expect(details.open).toBe(false);
    expect(within(panel()).getByRole('link', { name: 'Exercises' })).not.toBeVisible();

    await userEvent.click(menuToggle());
    expect(details.open).toBe(true);
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    expect(linkNames(mobile)).toEqual(['Home', 'Exercises', 'Classes', 'Create Plan']);
    expect(within(mobile).getByRole('link', { name: 'Exercises' })).toBeVisible();

    await userEvent.click(within(mobile).getByRole('link', { name: 'Exercises' }));
    expect(details.open).toBe(false);
    expect(screen.getByTestId('location')).toHaveTextContent('/exercise');
  });

  it('closes the mobile menu on Escape and returns focus to the toggle', async () => {
    mockApi();
    renderWithApp(<Header />);
    await userEvent.click(menuToggle());
    expect(menu().open).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(menu().open).toBe(false);
    expect(menuToggle()).toHaveFocus();
  });

  it('keeps a menu opened before hydration open, and closes it on Escape afterwards', async () => {
    mockApi();
    const tree = () => (
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <Header />
        </MemoryRouter>
      </QueryClientProvider>
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(tree());
    // The tap on the prerendered markup: the browser opens the disclosure by itself.
    (container.querySelector('summary') as HTMLElement).click();
    expect(menu().open).toBe(true);
    render(tree(), { container, hydrate: true });
    expect(menu().open).toBe(true);
    expect(within(panel()).getByRole('link', { name: 'Login' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(menu().open).toBe(false);
    expect(menuToggle()).toHaveFocus();
  });

  it('logs out on a public page and stays there', async () => {
    mockApi();
    signIn('user', { username: 'jane_doe' });
    renderWithApp(<Header />, { path: '/' });
    await userEvent.click(inBar('button', 'Logout'));
    expect(await screen.findByText('Logout successfully')).toBeInTheDocument();
    expect(inBar('link', 'Login')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'jane_doe' })).not.toBeInTheDocument();
  });

  it('logs out: clears the saved entry, says so and leaves a members-only page', async () => {
    mockApi();
    signIn('user', { username: 'jane_doe' });
    renderWithApp(<Header />, { path: '/dashboard/user/profile' });
    await userEvent.click(inBar('button', 'Logout'));
    expect(await screen.findByText('Logout successfully')).toBeInTheDocument();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
