import { AUTH_MESSAGES, PHONE_MESSAGES } from '@gym/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import RegisterRoute from '../../../app/routes/public/register.tsx';
import { makeUser, mockApi, renderWithApp } from '../../../test/utils.tsx';

const fill = async () => {
  await userEvent.type(screen.getByLabelText('Username'), 'jane_doe');
  await userEvent.type(screen.getByLabelText('Full name'), "Jane O'Neil");
  await userEvent.type(screen.getByLabelText('Email'), 'jane@example.com');
  await userEvent.type(screen.getByLabelText('Phone'), '(212) 555-0123');
  await userEvent.type(screen.getByLabelText('Password'), 'Secret123');
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
};

describe('register', () => {
  it('sends fullname, says so and goes to the login page', async () => {
    const { requestsTo } = mockApi({
      'POST /api/auth/register': () => ({ status: 201, body: { success: true, message: 'ok', user: makeUser() } }),
    });
    renderWithApp(<RegisterRoute />, { path: '/register' });
    await fill();
    expect(await screen.findByText('Registration successful!')).toBeInTheDocument();
    expect(requestsTo('/api/auth/register')[0]?.body).toEqual({
      username: 'jane_doe',
      fullname: "Jane O'Neil",
      email: 'jane@example.com',
      phone: '+12125550123',
      password: 'Secret123',
      // The page's language, for the account's e-mails.
      language: 'en',
    });
    // The toast and the navigation are separate renders; on a busy machine the second can come a moment later.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  });

  it('puts server field errors on their fields, joined by commas', async () => {
    mockApi({
      'POST /api/auth/register': () => ({
        status: 409,
        body: { message: AUTH_MESSAGES.emailExists, errors: { email: [AUTH_MESSAGES.emailExists, 'Second reason'] } },
      }),
    });
    renderWithApp(<RegisterRoute />, { path: '/register' });
    await fill();
    expect(await screen.findByText(`${AUTH_MESSAGES.emailExists}, Second reason`)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(AUTH_MESSAGES.emailExists)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/register');
  });

  it('says Something went wrong when the server gives no reason', async () => {
    mockApi({ 'POST /api/auth/register': () => ({ status: 500 }) });
    renderWithApp(<RegisterRoute />, { path: '/register' });
    await fill();
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });

  it('shows the contract messages for bad input', async () => {
    mockApi();
    renderWithApp(<RegisterRoute />, { path: '/register' });
    await userEvent.type(screen.getByLabelText('Phone'), '1234');
    await userEvent.type(screen.getByLabelText('Email'), 'Jane@Example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(PHONE_MESSAGES.invalid('US'))).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });
});
