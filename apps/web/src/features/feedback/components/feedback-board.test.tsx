import { FEEDBACK_MESSAGES, type Feedback, type Role } from '@gym/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catchDownloads, csvRequest, gymInfo, mockApi, renderWithApp, signIn } from '../../../test/utils.tsx';
import { FEEDBACK_EMPTY, FeedbackBoard } from './feedback-board.tsx';

const item = (overrides: Partial<Feedback>): Feedback => ({
  id: 1,
  userId: 10,
  userName: 'Jane Doe',
  message: 'Great trainers',
  rating: 4,
  createdAt: '2025-03-05T19:30:00.000Z',
  isProcessed: false,
  ...overrides,
});
const waiting = item({ id: 2, userName: 'Tom Becker', message: 'The showers run cold', rating: 2 });
const handled = item({
  id: 1,
  userName: 'Priya Kapoor',
  message: 'Loved the HIIT class',
  rating: 5,
  isProcessed: true,
});
const page = (items: Feedback[], total = items.length, n = 1) => ({ items, total, page: n, pageSize: 10 });

type Handlers = Parameters<typeof mockApi>[0];
const renderBoard = (role: Role, handlers: Handlers = {}, entry = '/dashboard/staff/feedbacks') => {
  signIn(role);
  const api = mockApi({
    'GET /api/gym': () => ({ body: gymInfo({ timeZone: 'America/New_York' }) }),
    'GET /api/feedback': () => ({ body: page([waiting, handled]) }),
    ...handlers,
  });
  renderWithApp(<FeedbackBoard />, { path: entry.split('?')[0], initialEntries: [entry] });
  return api;
};
const query = (url: string | undefined) => Object.fromEntries(new URL(url ?? '', 'http://x').searchParams);
const card = (name: string) => screen.getByRole('article', { name: new RegExp(`^Feedback from ${name}`) });

describe('the staff feedback list', () => {
  it("shows everyone's feedback a page at a time: who, rating, message, date on the gym's clock, Processed", async () => {
    const { requestsTo } = renderBoard('staff');
    const tom = within(await screen.findByRole('article', { name: 'Feedback from Tom Becker, Mar 5, 2025, 14:30' }));
    expect(query(requestsTo('/api/feedback')[0]?.url)).toEqual({ page: '1', pageSize: '10' });
    expect(tom.getByRole('img', { name: 'Rated 2 out of 5' })).toBeInTheDocument();
    expect(tom.getByText('The showers run cold')).toBeInTheDocument();
    expect(tom.getByText('Mar 5, 2025, 14:30')).toHaveAttribute('dateTime', '2025-03-05T19:30:00.000Z');
    expect(tom.queryByText('Processed')).not.toBeInTheDocument();
    expect(tom.getByRole('button', { name: /^Process/ })).toBeEnabled();

    const priya = within(card('Priya Kapoor'));
    expect(priya.getByText('Processed')).toHaveClass('text-emerald-800');
    expect(priya.getByRole('button', { name: /^Process/ })).toBeDisabled();
    expect(screen.getByText('2 feedbacks')).toBeInTheDocument();
  });

  it("saves Process on the server, says 'Feedback marked as processed' and shows the badge", async () => {
    let processed = false;
    const { requestsTo } = renderBoard('staff', {
      'GET /api/feedback': () => ({ body: page([{ ...waiting, isProcessed: processed }, handled]) }),
      'PUT /api/feedback/2/process': () => {
        processed = true;
        return { body: { ...waiting, isProcessed: true } };
      },
    });
    await screen.findAllByRole('article');
    await userEvent.click(within(card('Tom Becker')).getByRole('button', { name: 'Process feedback from Tom Becker' }));

    expect(await screen.findByText(FEEDBACK_MESSAGES.processed)).toBeInTheDocument();
    await waitFor(() => expect(within(card('Tom Becker')).getByText('Processed')).toBeInTheDocument());
    expect(within(card('Tom Becker')).getByRole('button', { name: /^Process/ })).toBeDisabled();
    const [put] = requestsTo('/api/feedback/2/process');
    expect(put?.method).toBe('PUT');
    expect(put?.headers.get('Authorization')).toBe('Bearer test-token');
  });

  it('filters to what is still to be processed, on the server and in the address', async () => {
    const { requestsTo } = renderBoard('staff', {
      'GET /api/feedback': ({ url }) => ({
        body: page(url.includes('processed=false') ? [waiting] : [waiting, handled]),
      }),
    });
    await screen.findAllByRole('article');
    await userEvent.click(screen.getByRole('radio', { name: 'Unprocessed' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(query(requestsTo('/api/feedback').at(-1)?.url)).toEqual({ page: '1', pageSize: '10', processed: 'false' });
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/staff/feedbacks?show=unprocessed');
    expect(screen.getByRole('radio', { name: 'Unprocessed' })).toBeChecked();
  });

  it('exports the feedback the filter shows, every page, as CSV', async () => {
    const downloads = catchDownloads();
    const { requestsTo } = renderBoard('staff', {}, '/dashboard/staff/feedbacks?show=unprocessed&page=2');
    await screen.findAllByRole('article');
    await userEvent.click(screen.getByRole('button', { name: 'Export feedback as CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(query(csvRequest(requestsTo('/api/feedback'))?.url)).toEqual({ format: 'csv', processed: 'false' });
    expect(downloads[0]?.download).toBe('feedback.csv');
  });

  it('opens on the filter and page in the address', async () => {
    const { requestsTo } = renderBoard('staff', {}, '/dashboard/staff/feedbacks?show=processed&page=2');
    await screen.findAllByRole('article');
    expect(query(requestsTo('/api/feedback')[0]?.url)).toEqual({ page: '2', pageSize: '10', processed: 'true' });
    expect(screen.getByRole('radio', { name: 'Processed' })).toBeChecked();
  });

  it.each([
    ['all', '/dashboard/staff/feedbacks'],
    ['unprocessed', '/dashboard/staff/feedbacks?show=unprocessed'],
  ] as const)('says so when there is no feedback (%s)', async (filter, entry) => {
    renderBoard('staff', { 'GET /api/feedback': () => ({ body: page([]) }) }, entry);
    expect(await screen.findByText(FEEDBACK_EMPTY[filter])).toBeInTheDocument();
  });

  it('deletes only after the confirmation, with the spec texts for success and failures', async () => {
    let answer: () => { status?: number; body?: unknown } = () => ({ status: 403, body: { message: 'Forbidden' } });
    renderBoard('staff', { 'DELETE /api/feedback/2': () => answer() });
    await screen.findAllByRole('article');
    const openDialog = async () => {
      await userEvent.click(
        within(card('Tom Becker')).getByRole('button', { name: 'Delete feedback from Tom Becker' }),
      );
      return screen.getByRole('dialog', { name: 'Delete this feedback?' });
    };

    let dialog = await openDialog();
    expect(dialog).toHaveTextContent('The showers run cold');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(FEEDBACK_MESSAGES.deleteFailed)).toBeInTheDocument();

    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(FEEDBACK_MESSAGES.deleteError)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    answer = () => ({ body: { success: true, message: FEEDBACK_MESSAGES.deleted } });
    dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(FEEDBACK_MESSAGES.deleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('lets a trainer read the feedback without Process or Delete', async () => {
    renderBoard('trainer');
    await screen.findAllByRole('article');
    expect(within(card('Priya Kapoor')).getByText('Processed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /process|delete/i })).not.toBeInTheDocument();
  });

  it('lets the admin delete feedback from admin/feedbacks', async () => {
    renderBoard('admin', {}, '/dashboard/admin/feedbacks');
    await screen.findAllByRole('article');
    expect(within(card('Tom Becker')).getByRole('button', { name: /^Delete/ })).toBeInTheDocument();
  });

  it("says 'Failed to fetch feedbacks' when the list cannot be loaded, and tries again", async () => {
    let fail = true;
    renderBoard('staff', { 'GET /api/feedback': () => (fail ? { status: 500 } : { body: page([waiting]) }) });
    await waitFor(() => expect(screen.getAllByText(FEEDBACK_MESSAGES.fetchFailed)).toHaveLength(2));
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(1);
  });
});
