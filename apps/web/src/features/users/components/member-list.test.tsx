import { type DeskMember, USER_MESSAGES } from '@gym/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import StaffUserListRoute from '../../../app/routes/staff/user-list.tsx';
import TrainerUserListRoute from '../../../app/routes/trainer/user-list.tsx';
import { PHONE_NEEDS_FIX } from '../../../components/ui/phone-number.tsx';
import { catchDownloads, csvRequest, mockApi, renderWithApp, signIn } from '../../../test/utils.tsx';
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

/** A member as the desk's list answers them (docs/decisions/030). */
const deskMember = (
  account: typeof maya,
  membership: DeskMember['membership'] = null,
  lastCheckInAt: string | null = null,
): DeskMember => ({
  id: account.id,
  username: account.username,
  fullName: account.fullName ?? null,
  email: account.email,
  phone: account.phone ?? null,
  photoUrl: null,
  membership,
  lastCheckInAt,
});
const running = (daysLeft: number, endDate: string): DeskMember['membership'] => ({
  subscriptionId: 40,
  planId: 2,
  planName: 'Standard Monthly',
  status: 'Active',
  startDate: '2026-03-01',
  endDate,
  daysLeft,
});

describe('staff/user-list', () => {
  const renderList = (members: DeskMember[] | ((url: string) => DeskMember[])) => {
    signIn('staff');
    const api = mockApi({
      'GET /api/desk/members': ({ url }) => ({ body: pageOf(typeof members === 'function' ? members(url) : members) }),
      'GET /api/plan': () => ({ body: pageOf([]) }),
    });
    renderWithApp(<StaffUserListRoute />, { path: '/dashboard/staff/user-list' });
    return api;
  };

  it("shows each member with their plan's status, its end and the last visit, opening their page", async () => {
    const { requestsTo } = renderList([
      deskMember(maya, running(3, '2026-03-31'), '2026-03-27T14:05:00Z'),
      deskMember(noah),
    ]);
    const card = (await screen.findByRole('article', { name: 'Maya Lopez' })) as HTMLElement;
    expect(within(card).getByText('Expiring in 3 days')).toBeInTheDocument();
    expect(card).toHaveTextContent('Standard Monthly, until Mar 31, 2026');
    for (const text of ['@member', 'member@gym.test', '(212) 555-0104']) {
      expect(within(card).getByText(text)).toBeInTheDocument();
    }
    expect(within(card).getByRole('link', { name: 'Maya Lopez' })).toHaveAttribute(
      'href',
      '/dashboard/staff/members/4',
    );
    expect(within(card).getByRole('link', { name: 'Subscriptions of Maya Lopez' })).toHaveAttribute(
      'href',
      '/dashboard/staff/user-list/subscription?id=4',
    );
    expect(within(card).getByRole('button', { name: 'Training Histories of Maya Lopez' })).toBeInTheDocument();
    // A member without a name is called by their username; no plan and no visit say so.
    const noahCard = screen.getByRole('article', { name: 'noah_t' });
    expect(noahCard).toHaveTextContent('No phone');
    expect(noahCard).toHaveTextContent('No plan');
    expect(noahCard).toHaveTextContent('Never');
    expect(queryOf(requestsTo('/api/desk/members')[0]?.url ?? '')).toMatchObject({ page: '1', sort: 'name' });
  });

  it('marks a phone kept as written under an older rule, so the desk asks for a valid one', async () => {
    const kept = makeAccount({ id: 12, role: 'user', username: 'kept', fullName: 'Kept Number', phone: '0912345678' });
    renderList([deskMember(kept)]);
    const card = (await screen.findByRole('article', { name: 'Kept Number' })) as HTMLElement;
    expect(card).toHaveTextContent(`0912345678 (${PHONE_NEEDS_FIX})`);
  });

  it('finds a member by search and filters by status', async () => {
    const { requestsTo } = renderList((url) => (queryOf(url).search ? [deskMember(noah)] : [deskMember(maya)]));
    await screen.findByRole('heading', { name: 'Maya Lopez' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search members' }), 'noah{Enter}');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Maya Lopez' })).not.toBeInTheDocument());
    expect(queryOf(requestsTo('/api/desk/members').at(-1)?.url ?? '')).toMatchObject({ search: 'noah', page: '1' });
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Expiring');
    await waitFor(() =>
      expect(queryOf(requestsTo('/api/desk/members').at(-1)?.url ?? '')).toMatchObject({
        search: 'noah',
        status: 'Expiring',
      }),
    );
  });

  it('says when there are no members yet', async () => {
    renderList([]);
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

  it('exports the trainer’s own members as the screen lists them, every page, as CSV', async () => {
    const downloads = catchDownloads();
    const { requestsTo } = mockApi({ 'GET /api/trainer/3/users': () => ({ body: pageOf([maya], { total: 45 }) }) });
    signIn('trainer', { id: 3 });
    renderWithApp(<TrainerUserListRoute />, {
      path: '/dashboard/trainer/user-list',
      initialEntries: ['/dashboard/trainer/user-list?search=maya&page=2'],
    });
    await screen.findByRole('article', { name: 'Maya Lopez' });
    await userEvent.click(screen.getByRole('button', { name: 'Export members as CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(queryOf(csvRequest(requestsTo('/api/trainer/3/users'))?.url ?? '')).toEqual({
      role: 'user',
      search: 'maya',
      sort: 'id',
      order: 'desc',
      format: 'csv',
    });
  });

  it('tells a trainer without members how members get here', async () => {
    mockApi({ 'GET /api/trainer/3/users': () => ({ body: pageOf([]) }) });
    signIn('trainer', { id: 3 });
    renderWithApp(<TrainerUserListRoute />, { path: '/dashboard/trainer/user-list' });
    expect(await screen.findByText(USER_MESSAGES.noMembersYet)).toBeInTheDocument();
    expect(screen.getByText('A member shows here once they book a session with you.')).toBeInTheDocument();
  });
});
