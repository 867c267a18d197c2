import { TRAINER_MESSAGES, USER_MESSAGES } from '@gym/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import AdminUserListRoute from '../../../app/routes/admin/user-list.tsx';
import { catchDownloads, csvRequest, type MockRequest, mockApi, renderWithApp, signIn } from '../../../test/utils.tsx';
import { makeAccount, pageOf, queryOf } from '../test/user-fixtures.ts';

const staff = [
  makeAccount(),
  makeAccount({ id: 6, username: 'ines_m', email: 'ines@gym.test', fullName: 'Ines Moreno' }),
];
const trainers = [
  makeAccount({ id: 3, role: 'trainer', username: 'trainer', email: 'trainer@gym.test', fullName: 'John Carter' }),
];

const listByRole = ({ url }: MockRequest) => {
  const { role, search } = queryOf(url);
  const rows = (role === 'trainer' ? trainers : staff).filter((u) => !search || u.fullName?.includes(search));
  return { body: pageOf(rows) };
};

const renderList = (entry = '/dashboard/admin/user-list') => {
  signIn('admin');
  return renderWithApp(<AdminUserListRoute />, { path: '/dashboard/admin/user-list', initialEntries: [entry] });
};

describe('admin/user-list', () => {
  it('lists the staff accounts a page at a time, then the trainers', async () => {
    const { requestsTo } = mockApi({ 'GET /api/users': listByRole });
    renderList();
    await screen.findByRole('button', { name: 'Edit Jordan Blake' });
    const table = screen.getByRole('table', { name: 'Staff accounts' });
    expect(within(table).getByText('Jordan Blake', { selector: '.font-semibold' })).toBeInTheDocument();
    expect(within(table).getByText('@ines_m')).toBeInTheDocument();
    expect(queryOf(requestsTo('/api/users')[0]?.url ?? '')).toEqual({
      page: '1',
      pageSize: '20',
      role: 'staff',
      // Newest first until a column is chosen (docs/decisions/020).
      sort: 'id',
      order: 'desc',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Trainers' }));
    await screen.findByRole('button', { name: 'Edit John Carter' });
    expect(screen.getByRole('table', { name: 'Trainer accounts' })).toHaveTextContent('John Carter');
    expect(screen.getByRole('button', { name: 'Trainers' })).toHaveAttribute('aria-pressed', 'true');
    expect(queryOf(requestsTo('/api/users').at(-1)?.url ?? '')).toMatchObject({ role: 'trainer' });
  });

  it('exports the accounts the screen shows, by role, search and order, every page, as CSV', async () => {
    const downloads = catchDownloads();
    const { requestsTo } = mockApi({ 'GET /api/users': listByRole });
    renderList('/dashboard/admin/user-list?role=trainer&search=John&sort=email&order=desc&page=2');
    await screen.findByRole('button', { name: 'Edit John Carter' });
    await userEvent.click(screen.getByRole('button', { name: 'Export trainers as CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(queryOf(csvRequest(requestsTo('/api/users'))?.url ?? '')).toEqual({
      role: 'trainer',
      search: 'John',
      sort: 'email',
      order: 'desc',
      format: 'csv',
    });
  });

  it('searches on the server and says when nothing matches', async () => {
    const { requestsTo } = mockApi({ 'GET /api/users': listByRole });
    renderList();
    await screen.findByRole('button', { name: 'Edit Jordan Blake' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search staff' }), 'Nobody');
    expect(await screen.findByText(USER_MESSAGES.noUsers)).toBeInTheDocument();
    expect(queryOf(requestsTo('/api/users').at(-1)?.url ?? '')).toMatchObject({ search: 'Nobody', role: 'staff' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('button', { name: 'Edit Jordan Blake' })).toBeInTheDocument();
  });

  it('pages through the server’s pages', async () => {
    const { requestsTo } = mockApi({
      'GET /api/users': ({ url }) => ({ body: pageOf(staff, { total: 45, page: Number(queryOf(url).page) }) }),
    });
    renderList();
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(queryOf(requestsTo('/api/users').at(-1)?.url ?? '').page).toBe('2');
  });

  it('offers Add staff, Edit and Delete to the admin', async () => {
    mockApi({ 'GET /api/users': listByRole });
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Jordan Blake' }));
    expect(screen.getByRole('button', { name: 'Add staff' })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Jordan Blake' })).toBeInTheDocument();
  });

  it('deletes a staff account after a confirmation that says they can no longer log in', async () => {
    let deleted = false;
    const { requestsTo } = mockApi({
      'GET /api/users': () => ({ body: pageOf(deleted ? staff.slice(1) : staff) }),
      'DELETE /api/users/5': () => {
        deleted = true;
        return { body: { success: true, message: USER_MESSAGES.deleted } };
      },
    });
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Jordan Blake' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this account?' });
    expect(dialog).toHaveAccessibleDescription(USER_MESSAGES.confirmDelete('Jordan Blake'));
    expect(requestsTo('/api/users/5')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByText(USER_MESSAGES.deleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit Jordan Blake' })).not.toBeInTheDocument());
    expect(requestsTo('/api/users/5')[0]?.method).toBe('DELETE');
  });

  it("warns that deleting a trainer cancels their upcoming sessions, and shows a refusal's status and reason", async () => {
    mockApi({
      'GET /api/users': listByRole,
      'DELETE /api/users/3': () => ({ status: 409, body: { message: 'You cannot delete your own account' } }),
    });
    renderList('/dashboard/admin/user-list?role=trainer');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete John Carter' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this account?' });
    expect(dialog).toHaveAccessibleDescription(TRAINER_MESSAGES.confirmDelete('John Carter'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByText('Error deleting user: 409')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('You cannot delete your own account');
  });

  it('says when the list cannot be loaded, in the page and as a notice', async () => {
    mockApi({ 'GET /api/users': () => ({ status: 500 }) });
    renderList();
    await waitFor(() => expect(screen.getAllByText(USER_MESSAGES.listFailed)).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
