import { AUTH_MESSAGES } from '@gym/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import LoginRoute from '../../../app/routes/public/login.tsx';
import { AUTH_STORAGE_KEY } from '../../../lib/auth-store.ts';
import { makeUser, mockApi, renderWithApp } from '../../../test/utils.tsx';

const fillAndSubmit = async () => {
  await userEvent.type(screen.getByLabelText('Email'), 'jane@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'Secret123');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
};

describe('login', () => {
  it('shows Logging in... with disabled inputs while pending, then stores auth and returns to the guarded page', async () => {
    const user = makeUser({ role: 'admin' });
    let answer: (value: { body: unknown }) => void = () => {};
    const { requestsTo } = mockApi({ 'POST /api/auth/login': () => new Promise((resolve) => (answer = resolve)) });
    renderWithApp(<LoginRoute />, {
      path: '/login',
      initialEntries: [{ pathname: '/login', state: { from: '/dashboard/admin/profile' } }],
    });

    await fillAndSubmit();
    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByLabelText('Password')).toBeDisabled();
    expect(requestsTo('/api/auth/login')[0]?.body).toEqual({ email: 'jane@example.com', password: 'Secret123' });

    answer({ body: { success: true, message: 'ok', user, token: 'tok' } });
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/admin/profile'));
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? '')).toEqual({ user, token: 'tok' });
  });

  it.each([
    ['user', '/dashboard/user'],
    ['staff', '/dashboard/staff'],
    ['trainer', '/dashboard/trainer'],
    ['admin', '/dashboard/admin'],
  ] as const)('takes a %s nobody sent here to their own home, %s', async (role, home) => {
    mockApi({
      'POST /api/auth/login': () => ({ body: { success: true, message: 'ok', user: makeUser({ role }), token: 't' } }),
    });
    renderWithApp(<LoginRoute />, { path: '/login' });
    await fillAndSubmit();
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^${home}$`)));
  });

  it('sends any filled password, never checking it against the registration rule', async () => {
    const { requestsTo } = mockApi({
      'POST /api/auth/login': () => ({ status: 401, body: { message: AUTH_MESSAGES.loginFailed } }),
    });
    renderWithApp(<LoginRoute />, { path: '/login' });
    await userEvent.type(screen.getByLabelText('Email'), 'jane@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(AUTH_MESSAGES.loginFailed)).toBeInTheDocument();
    expect(requestsTo('/api/auth/login')[0]?.body).toEqual({ email: 'jane@example.com', password: 'abc' });
    expect(screen.queryByText(AUTH_MESSAGES.passwordTooShort)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the server's message on failure and keeps the visitor here", async () => {
    mockApi({ 'POST /api/auth/login': () => ({ status: 401, body: { message: 'Invalid email or password' } }) });
    renderWithApp(<LoginRoute />, { path: '/login' });
    await fillAndSubmit();
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('falls back to the generic failure text', async () => {
    mockApi({ 'POST /api/auth/login': () => ({ status: 500 }) });
    renderWithApp(<LoginRoute />, { path: '/login' });
    await fillAndSubmit();
    expect(await screen.findByText('Login failed. Please try again.')).toBeInTheDocument();
  });

  it('checks the inputs with the contract rules before calling the server', async () => {
    const { spy } = mockApi();
    renderWithApp(<LoginRoute />, { path: '/login' });
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(spy.mock.calls.filter(([url]) => String(url).includes('/auth/login'))).toHaveLength(0);
  });

  it('links to the password reset and to registration', () => {
    mockApi();
    renderWithApp(<LoginRoute />, { path: '/login' });
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  });
});
