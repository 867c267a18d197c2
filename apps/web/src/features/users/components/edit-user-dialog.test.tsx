import { AUTH_MESSAGES, USER_MESSAGES } from '@gym/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STAFF_AREA_TOAST } from '../../../lib/toast-options.ts';
import { mockApi, renderWithApp, signIn } from '../../../test/utils.tsx';
import { makeAccount } from '../test/user-fixtures.ts';
import { EditUserDialog } from './edit-user-dialog.tsx';

afterEach(() => vi.restoreAllMocks());

const member = makeAccount({
  id: 9,
  role: 'user',
  username: 'maya',
  email: 'maya@gym.test',
  fullName: 'Maya Lopez',
  phone: null,
});

const open = (onClose = vi.fn()) => {
  signIn('staff');
  renderWithApp(<EditUserDialog user={member} onClose={onClose} toastOptions={STAFF_AREA_TOAST} />);
  return screen.getByRole('dialog', { name: 'Edit Maya Lopez' });
};
const save = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

describe('Edit user', () => {
  it('starts from the saved values, with full name and phone optional', () => {
    mockApi();
    const dialog = open();
    expect(within(dialog).getByLabelText('Username')).toHaveValue('maya');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('maya@gym.test');
    expect(within(dialog).getByLabelText('Full name')).toHaveValue('Maya Lopez');
    expect(within(dialog).getByLabelText('Phone')).toHaveValue('');
    expect(within(dialog).getByLabelText('Username')).toBeRequired();
    expect(within(dialog).getByLabelText('Phone')).not.toBeRequired();
  });

  it('needs a username and a valid e-mail (spec §5), and sends nothing without them', async () => {
    const { requestsTo } = mockApi();
    const dialog = open();
    await userEvent.clear(within(dialog).getByLabelText('Username'));
    await userEvent.clear(within(dialog).getByLabelText('Email'));
    await save(dialog);
    expect(await within(dialog).findByText(USER_MESSAGES.usernameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(AUTH_MESSAGES.emailRequired)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Email'), 'not-an-address');
    await save(dialog);
    expect(await within(dialog).findByText(AUTH_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(requestsTo('/api/users/9')).toHaveLength(0);
  });

  it('saves the four fields, an emptied one as null, and says so in the area’s toast', async () => {
    const success = vi.spyOn(toast, 'success');
    const onClose = vi.fn();
    const { requestsTo } = mockApi({
      'PUT /api/users/9': ({ body }) => ({ body: { ...member, ...(body as object) } }),
    });
    const dialog = open(onClose);
    await userEvent.clear(within(dialog).getByLabelText('Full name'));
    await userEvent.type(within(dialog).getByLabelText('Phone'), '+44 20 7946 0958');
    await save(dialog);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requestsTo('/api/users/9')[0]).toMatchObject({
      method: 'PUT',
      body: { username: 'maya', email: 'maya@gym.test', fullName: null, phone: '+442079460958' },
    });
    expect(success).toHaveBeenCalledWith(USER_MESSAGES.updated, STAFF_AREA_TOAST);
  });

  it("puts the server's field errors on the fields and says the status", async () => {
    const onClose = vi.fn();
    mockApi({
      'PUT /api/users/9': () => ({
        status: 409,
        body: { message: 'Username already exists', errors: { username: ['Username already exists'] } },
      }),
    });
    const dialog = open(onClose);
    await save(dialog);
    expect(await screen.findByText('Error updating user: 409')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Username')).toHaveAccessibleDescription('Username already exists');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a refusal that belongs to no field in the dialog', async () => {
    mockApi({ 'PUT /api/users/9': () => ({ status: 403, body: { message: USER_MESSAGES.staffEditMembersOnly } }) });
    const dialog = open();
    await save(dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(USER_MESSAGES.staffEditMembersOnly);
    expect(screen.getByText('Error updating user: 403')).toBeInTheDocument();
  });

  it('says when the server cannot be reached', async () => {
    mockApi({
      'PUT /api/users/9': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const dialog = open();
    await save(dialog);
    expect(await screen.findByText(USER_MESSAGES.updateUnexpected)).toBeInTheDocument();
  });
});
