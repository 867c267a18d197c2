import { INVITATION_MESSAGES } from '@gym/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import InvitationRoute from '../../../app/routes/public/invitation.tsx';
import { mockApi, renderWithApp } from '../../../test/utils.tsx';

const TOKEN = 'a'.repeat(43);
const open = (hash = `#${TOKEN}`) =>
  renderWithApp(<InvitationRoute />, { path: '/invitation', initialEntries: [`/invitation${hash}`] });

const invitation = {
  email: 'ines@gym.test',
  username: 'ines',
  fullName: 'Ines Invited',
  role: 'trainer',
  expiresAt: '2026-03-13T09:00:00.000Z',
};

describe('the invitation page', () => {
  it('greets the invited person, sends the token from the address and the chosen password', async () => {
    const { requestsTo } = mockApi({
      'POST /api/auth/invitation': () => ({ body: invitation }),
      'POST /api/auth/invitation/accept': () => ({
        body: {
          success: true,
          message: INVITATION_MESSAGES.welcome,
          token: 'new-token',
          user: {
            id: 9,
            username: 'ines',
            email: 'ines@gym.test',
            role: 'trainer',
            birthday: null,
            fullName: 'Ines Invited',
            phone: null,
          },
        },
      }),
    });
    open();
    expect(await screen.findByText('Ines Invited')).toBeInTheDocument();
    expect(requestsTo('/api/auth/invitation')[0]?.body).toEqual({ token: TOKEN });
    await userEvent.type(screen.getByLabelText('New password'), 'Chosen-Pass-42');
    await userEvent.type(screen.getByLabelText('Repeat the password'), 'Chosen-Pass-41');
    await userEvent.click(screen.getByRole('button', { name: 'Set password and log in' }));
    expect(await screen.findByText('The two passwords differ')).toBeInTheDocument();
    expect(requestsTo('/api/auth/invitation/accept')).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText('Repeat the password'));
    await userEvent.type(screen.getByLabelText('Repeat the password'), 'Chosen-Pass-42');
    await userEvent.click(screen.getByRole('button', { name: 'Set password and log in' }));
    await waitFor(() =>
      expect(requestsTo('/api/auth/invitation/accept')[0]?.body).toEqual({ token: TOKEN, password: 'Chosen-Pass-42' }),
    );
  });

  it('says why a link no longer works', async () => {
    mockApi({ 'POST /api/auth/invitation': () => ({ status: 410, body: { message: INVITATION_MESSAGES.expired } }) });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent(INVITATION_MESSAGES.expired);
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('does not ask the server about a link that cannot be one', async () => {
    const { requestsTo } = mockApi();
    open('#not-a-token');
    expect(await screen.findByRole('alert')).toHaveTextContent(INVITATION_MESSAGES.invalid);
    expect(requestsTo('/api/auth/invitation')).toHaveLength(0);
  });
});
