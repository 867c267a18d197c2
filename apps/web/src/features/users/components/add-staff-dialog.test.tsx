import { AUTH_MESSAGES, TRAINER_MESSAGES, USER_MESSAGES } from '@gym/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADD_STAFF_TOAST } from '../../../lib/toast-options.ts';
import { mockApi, renderWithApp, setClock, signIn } from '../../../test/utils.tsx';
import { makeAccount } from '../test/user-fixtures.ts';
import { AddStaffButton } from './add-staff-button.tsx';

afterEach(() => vi.restoreAllMocks());

const open = async () => {
  signIn('admin');
  renderWithApp(<AddStaffButton />);
  await userEvent.click(screen.getByRole('button', { name: 'Add staff' }));
  return screen.findByRole('dialog', { name: 'Add New Staff' });
};

const fill = async (dialog: HTMLElement, values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) {
    const input = within(dialog).getByLabelText(label);
    if (input instanceof HTMLSelectElement) await userEvent.selectOptions(input, value);
    else {
      await userEvent.clear(input);
      await userEvent.type(input, value);
    }
  }
};

const account = {
  'Full name': 'Nia Coach',
  Username: 'new_coach',
  Email: 'coach@gym.test',
  Password: 'Coach1234',
  Birthday: '1990-05-04',
};

describe('Add New Staff', () => {
  it('asks for staff by default, and for the trainer details only for a trainer', async () => {
    mockApi();
    const dialog = await open();
    expect(within(dialog).getByLabelText('Role')).toHaveValue('staff');
    expect(within(dialog).getByRole('option', { name: 'Member' })).toHaveValue('user');
    expect(within(dialog).queryByLabelText('Specialty')).not.toBeInTheDocument();
    await fill(dialog, { Role: 'trainer' });
    expect(within(dialog).getByLabelText('Specialty')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Experience (years)')).toHaveAttribute('min', '0');
    expect(within(dialog).getByLabelText('Experience (years)')).toHaveAttribute('step', '1');
    expect(within(dialog).getByLabelText('Price per hour (USD)')).toHaveAttribute('step', '0.01');
  });

  it("marks the required fields with the contract's messages and sends nothing", async () => {
    const { requestsTo } = mockApi();
    const dialog = await open();
    await fill(dialog, { Role: 'trainer' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    // A trainer: full name required; password (an invitation goes without one) and birthday optional.
    for (const message of [
      AUTH_MESSAGES.fullNameRequired,
      USER_MESSAGES.usernameRequired,
      AUTH_MESSAGES.emailRequired,
      TRAINER_MESSAGES.specialtyRequired,
      TRAINER_MESSAGES.experienceRequired,
      TRAINER_MESSAGES.priceRequired,
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(within(dialog).queryByText(AUTH_MESSAGES.passwordRequired)).not.toBeInTheDocument();
    expect(within(dialog).queryByText(USER_MESSAGES.birthdayRequired)).not.toBeInTheDocument();
    // A member without a password is invited (docs/decisions/030): full name required, birthday optional.
    await fill(dialog, { Role: 'user', Email: 'walk.in@gym.test' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(await within(dialog).findByText(AUTH_MESSAGES.fullNameRequired)).toBeInTheDocument();
    expect(within(dialog).queryByText(AUTH_MESSAGES.passwordRequired)).not.toBeInTheDocument();
    expect(within(dialog).queryByText(USER_MESSAGES.birthdayRequired)).not.toBeInTheDocument();
    // With a password, the register rules: birthday required, full name optional.
    await fill(dialog, { Password: 'Member1234' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(await within(dialog).findByText(USER_MESSAGES.birthdayRequired)).toBeInTheDocument();
    expect(within(dialog).queryByText(AUTH_MESSAGES.fullNameRequired)).not.toBeInTheDocument();
    expect(requestsTo('/api/users/create-by-admin')).toHaveLength(0);
  });

  it('opens on the trainer role from the Trainers screens, and sends no password when none is typed', async () => {
    signIn('admin');
    const { requestsTo } = mockApi({
      'POST /api/users/create-by-admin': () => ({
        status: 201,
        body: {
          success: true,
          message: 'Successfully created new trainer account! We have e-mailed coach@gym.test a link.',
          user: makeAccount({ id: 42, role: 'trainer' }),
        },
      }),
    });
    renderWithApp(<AddStaffButton label="Add trainer" newRole="trainer" />);
    await userEvent.click(screen.getByRole('button', { name: 'Add trainer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Staff' });
    expect(within(dialog).getByLabelText('Role')).toHaveValue('trainer');
    await fill(dialog, {
      'Full name': 'Nia Coach',
      Username: 'new_coach',
      Email: 'coach@gym.test',
      Specialty: 'Boxing',
      'Experience (years)': '3',
      'Price per hour (USD)': '40',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(/We have e-mailed coach@gym.test a link/)).toBeInTheDocument();
    const body = requestsTo('/api/users/create-by-admin')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ role: 'trainer', fullName: 'Nia Coach' });
    expect(body.birthday).toBeUndefined();
    expect(body.password).toBeUndefined();
  });

  it('refuses a negative or fractional experience and a price with more than cents', async () => {
    const { requestsTo } = mockApi();
    const dialog = await open();
    await fill(dialog, { ...account, Role: 'trainer', Specialty: 'Boxing', 'Experience (years)': '2.5' });
    await fill(dialog, { 'Price per hour (USD)': '40.125' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(await within(dialog).findByText(TRAINER_MESSAGES.experienceInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText(TRAINER_MESSAGES.priceInvalid)).toBeInTheDocument();
    await fill(dialog, { 'Experience (years)': '-1' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(await within(dialog).findByText(TRAINER_MESSAGES.experienceInvalid)).toBeInTheDocument();
    expect(requestsTo('/api/users/create-by-admin')).toHaveLength(0);
  });

  it('creates a trainer with their details and says so for 4 seconds', async () => {
    setClock('2026-03-10T11:00:00Z');
    const success = vi.spyOn(toast, 'success');
    const { requestsTo } = mockApi({
      'POST /api/users/create-by-admin': () => ({
        status: 201,
        body: {
          success: true,
          message: 'Successfully created new trainer account!',
          user: makeAccount({ id: 40, role: 'trainer', username: 'new_coach' }),
        },
      }),
    });
    const dialog = await open();
    await fill(dialog, {
      ...account,
      Role: 'trainer',
      Phone: '(212) 555-0133',
      Specialty: 'Boxing',
      'Experience (years)': '0',
      'Price per hour (USD)': '42.50',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Successfully created new trainer account!')).toBeInTheDocument();
    expect(success).toHaveBeenCalledWith('Successfully created new trainer account!', ADD_STAFF_TOAST);
    expect(ADD_STAFF_TOAST.duration).toBe(4000);
    expect(requestsTo('/api/users/create-by-admin')[0]?.body).toEqual({
      role: 'trainer',
      username: 'new_coach',
      email: 'coach@gym.test',
      password: 'Coach1234',
      birthday: '1990-05-04',
      fullName: 'Nia Coach',
      phone: '+12125550133',
      specialty: 'Boxing',
      experience: 0,
      pricePerHour: 42.5,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends staff with experience and price per hour as null (spec §3), and says which role it made', async () => {
    const { requestsTo } = mockApi({
      'POST /api/users/create-by-admin': () => ({
        status: 201,
        body: { success: true, message: 'Successfully created new staff account!', user: makeAccount({ id: 41 }) },
      }),
    });
    const dialog = await open();
    await fill(dialog, account);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Successfully created new staff account!')).toBeInTheDocument();
    expect(requestsTo('/api/users/create-by-admin')[0]?.body).toEqual({
      role: 'staff',
      username: 'new_coach',
      email: 'coach@gym.test',
      password: 'Coach1234',
      birthday: '1990-05-04',
      fullName: 'Nia Coach',
      phone: null,
      experience: null,
      pricePerHour: null,
    });
  });

  it("shows the server's reason in the dialog and as a notice, and its field errors on the fields", async () => {
    mockApi({
      'POST /api/users/create-by-admin': () => ({
        status: 409,
        body: { message: 'Email already exists', errors: { email: ['Email already exists'] } },
      }),
    });
    const dialog = await open();
    await fill(dialog, account);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Email already exists');
    expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription('Email already exists');
    // The toast says it too.
    await waitFor(() => expect(screen.getAllByText('Email already exists')).toHaveLength(3));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("falls back to the spec's texts: a refusal without a reason, and no answer at all", async () => {
    let reachable = true;
    mockApi({
      'POST /api/users/create-by-admin': () => {
        if (!reachable) throw new TypeError('Failed to fetch');
        return { status: 500 };
      },
    });
    const dialog = await open();
    await fill(dialog, account);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(USER_MESSAGES.createFailedStatus);
    reachable = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(USER_MESSAGES.createFailed);
  });

  it('starts empty each time it opens', async () => {
    mockApi();
    const dialog = await open();
    await fill(dialog, { Username: 'half_done' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add staff' }));
    expect(within(screen.getByRole('dialog')).getByLabelText('Username')).toHaveValue('');
  });
});
