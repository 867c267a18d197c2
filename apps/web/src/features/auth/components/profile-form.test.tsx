import { AUTH_MESSAGES, PHONE_MESSAGES } from '@gym/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ProfileRoute from '../../../app/routes/shared/profile.tsx';
import { authStore } from '../../../lib/auth-store.ts';
import { CLOCKS_UTC, mockApi, renderWithApp, setClock, signIn } from '../../../test/utils.tsx';
import { toDateInputValue } from './profile-form.tsx';

const renderProfile = () => renderWithApp(<ProfileRoute />, { path: '/dashboard/user/profile' });

describe('profile', () => {
  it.each([
    [null, ''],
    ['', ''],
    ['0001-01-01', ''],
    ['0001-01-01T00:00:00', ''],
    ['1990-05-01', '1990-05-01'],
    ['1990-05-01T00:00:00.000Z', '1990-05-01'],
  ])('shows birthday %j as %j', (birthday, shown) => {
    expect(toDateInputValue(birthday)).toBe(shown);
  });

  it('fills the form from the signed-in user, with a read-only email and bounded birthday', () => {
    setClock(CLOCKS_UTC[2]);
    mockApi();
    signIn('user', { username: 'jane_doe', email: 'jane@example.com', birthday: '0001-01-01', phone: null });
    renderProfile();
    expect(screen.getByLabelText('Username')).toHaveValue('jane_doe');
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('jane@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription(AUTH_MESSAGES.emailReadOnly);
    expect(screen.getByLabelText('Phone')).toHaveValue('');
    const birthday = screen.getByLabelText('Birthday');
    expect(birthday).toHaveValue('');
    expect(birthday).toHaveAttribute('min', '1900-01-01');
    expect(birthday).toHaveAttribute('max', '2026-03-10');
  });

  it('saves, keeps the returned user and goes home', async () => {
    const { user } = signIn('trainer', { fullName: 'Jane Doe', birthday: null });
    const { requestsTo } = mockApi({
      'PUT /api/auth/profile': ({ body }) => ({ body: { ...user, ...(body as object) } }),
    });
    renderProfile();
    await userEvent.clear(screen.getByLabelText('Full name'));
    await userEvent.type(screen.getByLabelText('Full name'), 'Jane Smith');
    await userEvent.type(screen.getByLabelText('Birthday'), '1990-05-01');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(requestsTo('/api/auth/profile')[0]?.body).toEqual({
      username: user.username,
      email: user.email,
      fullName: 'Jane Smith',
      phone: user.phone,
      birthday: '1990-05-01',
    });
    expect(authStore.get()?.user).toMatchObject({ fullName: 'Jane Smith', birthday: '1990-05-01', role: 'trainer' });
    expect(authStore.get()?.token).toBe('test-token');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('sends empty optional fields as null', async () => {
    signIn('user', { phone: '+12125550123' });
    const { requestsTo } = mockApi({ 'PUT /api/auth/profile': () => ({ status: 500 }) });
    renderProfile();
    await userEvent.clear(screen.getByLabelText('Phone'));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
    expect(requestsTo('/api/auth/profile')[0]?.body).toMatchObject({ phone: null, birthday: null });
  });

  it('shows a stored number in the national form and sends it back in E.164', async () => {
    signIn('user', { phone: '+12125550123' });
    const { requestsTo } = mockApi({ 'PUT /api/auth/profile': () => ({ status: 500 }) });
    renderProfile();
    expect(screen.getByLabelText('Phone')).toHaveValue('(212) 555-0123');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
    expect(requestsTo('/api/auth/profile')[0]?.body).toMatchObject({ phone: '+12125550123' });
  });

  it('shows a number kept as written under an older rule with the message, and asks for a valid one', async () => {
    signIn('user', { phone: '0123456789' });
    const { requestsTo } = mockApi();
    renderProfile();
    const phone = screen.getByLabelText('Phone');
    expect(phone).toHaveValue('0123456789');
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription(expect.stringContaining(PHONE_MESSAGES.invalid('US'))),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo('/api/auth/profile')).toHaveLength(0);
  });

  it('marks the username as taken when the server says it exists', async () => {
    signIn('user');
    mockApi({ 'PUT /api/auth/profile': () => ({ status: 409, body: { message: AUTH_MESSAGES.usernameExists } }) });
    renderProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(AUTH_MESSAGES.usernameExists)).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.usernameTaken)).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/user/profile');
  });

  it('asks a logged-out visitor to log in', () => {
    mockApi();
    renderProfile();
    expect(screen.getByText('Please log in to view your profile.')).toBeInTheDocument();
  });
});
