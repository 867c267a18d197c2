import { AUTH_MESSAGES } from '@gym/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ForgotPasswordRoute from '../../../app/routes/public/forgot-password.tsx';
import { mockApi, renderWithApp } from '../../../test/utils.tsx';

describe('forgot password', () => {
  it('asks for a code, then sets the new password with it and goes to login', async () => {
    const { requestsTo } = mockApi({
      'POST /api/v1/auth/forgot-password': ({ body }) => ({
        body: {
          success: true,
          message: (body as { code?: string }).code ? AUTH_MESSAGES.passwordResetDone : AUTH_MESSAGES.resetCodeSent,
        },
      }),
    });
    renderWithApp(<ForgotPasswordRoute />, { path: '/forgot-password' });
    expect(screen.queryByLabelText('6-digit code')).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Email'), 'jane@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset code' }));
    expect(await screen.findByText(AUTH_MESSAGES.resetCodeSent)).toBeInTheDocument();
    const code = screen.getByLabelText('6-digit code');
    await waitFor(() => expect(code).toHaveFocus());

    await userEvent.type(code, '123456');
    await userEvent.type(screen.getByLabelText('New password'), 'NewSecret1');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'NewSecret2');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'NewSecret1');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByText(AUTH_MESSAGES.passwordResetDone)).toBeInTheDocument();
    const calls = requestsTo('/api/v1/auth/forgot-password').map((r) => r.body);
    expect(calls).toEqual([
      { email: 'jane@example.com' },
      { email: 'jane@example.com', code: '123456', newPassword: 'NewSecret1' },
    ]);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  });

  it("shows the server's message when a step fails, and puts field errors on the field", async () => {
    mockApi({
      'POST /api/v1/auth/forgot-password': ({ body }) =>
        (body as { code?: string }).code
          ? {
              status: 400,
              body: { message: AUTH_MESSAGES.resetCodeWrong, errors: { code: [AUTH_MESSAGES.resetCodeWrong] } },
            }
          : { body: { success: true, message: AUTH_MESSAGES.resetCodeSent } },
    });
    renderWithApp(<ForgotPasswordRoute />, { path: '/forgot-password' });
    await userEvent.type(screen.getByLabelText('Email'), 'jane@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset code' }));
    await userEvent.type(await screen.findByLabelText('6-digit code'), '654321');
    await userEvent.type(screen.getByLabelText('New password'), 'NewSecret1');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'NewSecret1');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findAllByText(AUTH_MESSAGES.resetCodeWrong)).toHaveLength(2);
    expect(screen.getByLabelText('6-digit code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('location')).toHaveTextContent('/forgot-password');
  });

  it('says Something went wrong when the server cannot be reached', async () => {
    mockApi({ 'POST /api/v1/auth/forgot-password': () => ({ status: 503 }) });
    renderWithApp(<ForgotPasswordRoute />, { path: '/forgot-password' });
    await userEvent.type(screen.getByLabelText('Email'), 'jane@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset code' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.queryByLabelText('6-digit code')).not.toBeInTheDocument();
  });
});
