import { USER_MESSAGES } from '@gym/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import StaffUserListRoute from '../../../app/routes/staff/user-list.tsx';
import TrainerUserListRoute from '../../../app/routes/trainer/user-list.tsx';
import { PHONE_NEEDS_FIX } from '../../../components/ui/phone-number.tsx';
import { mockApi, renderWithApp, signIn } from '../../../test/utils.tsx';
import { makeAccount, pageOf, queryOf } from '../test/user-fixtures.ts';

const maya = makeAccount({
  id: 4,
  role: 'user',
  username: 'member',
  email: 'member@gym.test',
  fullName: 'Maya Lopez',
  phone: '+12125550104',
});
const noah = makeAccount({
  id: 9,
  role: 'user',
  username: 'noah_t',
  email: 'noah@gym.test',
  fullName: null,
  phone: null,
});

describe('staff/user-list', () => {
  const renderList = () => {
    signIn('staff');
    return renderWithApp(<StaffUserListRoute />, { path: '/dashboard/staff/user-list' });
  };

  it('shows each member as a card with Edit, Subscriptions and Training Histories', async () => {
    const { requestsTo } = mockApi({ 'GET /api/users': () => ({ body: pageOf([maya, noah]) }) });
    renderList();
    const card = (await screen.findByRole('article', { name: 'Maya Lopez' })) as HTMLElement;
    for (const text of ['@member', 'member@gym.test', '(212) 555-0104']) {
      expect(within(card).getByText(text)).toBeInTheDocument();
    }
    expect(within(card).getByRole('button', { name: 'Edit Maya Lopez' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Subscriptions of Maya Lopez' })).toHaveAttribute(
      'href',
      '/dashboard/staff/user-list/subscription?id=4',
    );
    expect(within(card).getByRole('button', { name: 'Training Histories of Maya Lopez' })).toBeInTheDocument();
    // A member without a name is called by their username.
    expect(screen.getByRole('article', { name: 'noah_t' })).toHaveTextContent('No phone');
    expect(queryOf(requestsTo('/api/users')[0]?.url ?? '')).toMatchObject({ role: 'user', page: '1' });
  });

  it('marks a phone kept as written under an older rule, so the desk asks for a valid one', async () => {
    const kept = makeAccount({ id: 12, role: 'user', username: 'kept', fullName: 'Kept Number', phone: '0912345678' });
    mockApi({ 'GET /api/users': () => ({ body: pageOf([kept]) }) });
    renderList();
    const card = (await screen.findByRole('article', { name: 'Kept Number' })) as HTMLElement;
    expect(card).toHaveTextContent(`0912345678 (${PHONE_NEEDS_FIX})`);
  });

  it('finds a member by search', async () => {
    const { requestsTo } = mockApi({
      'GET /api/users': ({ url }) => ({ body: pageOf(queryOf(url).search ? [noah] : [maya, noah]) }),
    });
    renderList();
    await screen.findByRole('heading', { name: 'Maya Lopez' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search members' }), 'noah{Enter}');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Maya Lopez' })).not.toBeInTheDocument());
    expect(queryOf(requestsTo('/api/users').at(-1)?.url ?? '')).toMatchObject({ search: 'noah', page: '1' });
  });

  it('opens the edit dialog of a member', async () => {
    mockApi({ 'GET /api/users': () => ({ body: pageOf([maya]) }) });
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Maya Lopez' }));
    expect(within(screen.getByRole('dialog', { name: 'Edit Maya Lopez' })).getByLabelText('Username')).toHaveValue(
      'member',
    );
  });

  it('says when there are no members yet', async () => {
    mockApi({ 'GET /api/users': () => ({ body: pageOf([]) }) });
    renderList();
    expect(await screen.findByText(USER_MESSAGES.noMembersYet)).toBeInTheDocument();
  });
});

describe('trainer/user-list', () => {
  it("asks for the trainer's own members by their user id and offers only Training Histories", async () => {
    const { requestsTo } = mockApi({ 'GET /api/trainer/3/users': () => ({ body: pageOf([maya]) }) });
    signIn('trainer', { id: 3, username: 'trainer', fullName: 'John Carter' });
    renderWithApp(<TrainerUserListRoute />, { path: '/dashboard/trainer/user-list' });
    const card = (await screen.findByRole('article', { name: 'Maya Lopez' })) as HTMLElement;
    expect(
      within(card)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Training Histories of Maya Lopez']);
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    expect(queryOf(requestsTo('/api/trainer/3/users')[0]?.url ?? '')).toMatchObject({ role: 'user', page: '1' });
  });

  it('tells a trainer without members how members get here', async () => {
    mockApi({ 'GET /api/trainer/3/users': () => ({ body: pageOf([]) }) });
    signIn('trainer', { id: 3 });
    renderWithApp(<TrainerUserListRoute />, { path: '/dashboard/trainer/user-list' });
    expect(await screen.findByText(USER_MESSAGES.noMembersYet)).toBeInTheDocument();
    expect(screen.getByText('A member shows here once they book a session with you.')).toBeInTheDocument();
  });
});
