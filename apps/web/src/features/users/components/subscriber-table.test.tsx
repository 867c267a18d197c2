import { USER_MESSAGES } from '@gym/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import SubscriberListRoute from '../../../app/routes/admin/subscriber-list.tsx';
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

const renderAs = (role: 'admin' | 'trainer') => {
  signIn(role);
  return renderWithApp(<SubscriberListRoute />, { path: '/dashboard/admin/subscriber-list' });
};

describe('admin/subscriber-list', () => {
  it("shows spec §2's columns for each member, linking to their subscriptions", async () => {
    const { requestsTo } = mockApi({ 'GET /api/users': () => ({ body: pageOf([maya]) }) });
    renderAs('admin');
    await screen.findByRole('link', { name: 'View subscriptions of Maya Lopez' });
    const table = screen.getByRole('table', { name: 'Members' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['User ID', 'Full name', 'Email', 'Phone', 'Role', 'Subscriptions']);
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    for (const text of ['4', 'Maya Lopez', '@member', 'member@gym.test', '(212) 555-0104', 'Member']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    expect(within(row).getByRole('link', { name: 'View subscriptions of Maya Lopez' })).toHaveAttribute(
      'href',
      '/dashboard/admin/subscriber-list/subscription?id=4',
    );
    expect(queryOf(requestsTo('/api/users')[0]?.url ?? '')).toMatchObject({ role: 'user', page: '1' });
  });

  it('sorts on the server by a column header', async () => {
    const { requestsTo } = mockApi({ 'GET /api/users': () => ({ body: pageOf([maya]) }) });
    renderAs('admin');
    await screen.findByRole('link', { name: 'View subscriptions of Maya Lopez' });
    await userEvent.click(screen.getByRole('button', { name: 'Email' }));
    expect(screen.getByRole('columnheader', { name: 'Email' })).toHaveAttribute('aria-sort', 'ascending');
    await expect
      .poll(() => queryOf(requestsTo('/api/users').at(-1)?.url ?? ''))
      .toMatchObject({
        sort: 'email',
        order: 'asc',
      });
  });

  it('shows a trainer the same list, which the server limits to their members, with nothing to change', async () => {
    mockApi({ 'GET /api/users': () => ({ body: pageOf([maya]) }) });
    renderAs('trainer');
    await screen.findByRole('link', { name: 'View subscriptions of Maya Lopez' });
    expect(screen.getByRole('table', { name: 'Your members' })).toHaveTextContent('Maya Lopez');
    expect(screen.queryByRole('button', { name: /edit|delete/i })).not.toBeInTheDocument();
  });

  it('tells a trainer without members how members get here', async () => {
    mockApi({ 'GET /api/users': () => ({ body: pageOf([]) }) });
    renderAs('trainer');
    expect(await screen.findByText(USER_MESSAGES.noMembersYet)).toBeInTheDocument();
    expect(screen.getByText('A member shows here once they book a session with you.')).toBeInTheDocument();
  });
});
