import { FEEDBACK_MESSAGES, type Feedback, type GymInfo } from '@gym/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import MyFeedbacksRoute from '../../../app/routes/member/feedbacks.tsx';
import { gymInfo, mockApi, renderWithApp, signIn } from '../../../test/utils.tsx';

// jsdom has no modal dialogs; these stand in for the browser's, enough to open and close one.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

const gym: GymInfo = gymInfo({
  email: 'hello@pulse.test',
  address: '1 Main St',
  openingHours: [],
  timeZone: 'America/New_York',
  cancelCutoffHours: 12,
});
const item = (overrides: Partial<Feedback>): Feedback => ({
  id: 1,
  userId: 1,
  userName: 'Jane Doe',
  message: 'Great trainers',
  rating: 4,
  createdAt: '2025-03-05T19:30:00.000Z',
  isProcessed: false,
  ...overrides,
});
const page = (items: Feedback[], total = items.length, n = 1) => ({ items, total, page: n, pageSize: 10 });

const renderPage = () => renderWithApp(<MyFeedbacksRoute />, { path: '/dashboard/user/feedbacks' });

describe('my feedback', () => {
  it('asks a logged-out visitor to log in', () => {
    mockApi();
    renderPage();
    expect(screen.getByText(FEEDBACK_MESSAGES.loginToView)).toBeInTheDocument();
  });

  it('shows a loading indicator, then the empty message with a way to give feedback', async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    mockApi({
      'GET /api/gym': () => ({ body: gym }),
      'GET /api/feedback/my-feedbacks': () => new Promise((resolve) => (answer = resolve)),
    });
    signIn('user');
    renderPage();
    expect(await screen.findByText('Loading your feedback')).toBeInTheDocument();
    answer({ body: page([]) });
    expect(await screen.findByText(FEEDBACK_MESSAGES.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Share your feedback' })).toHaveAttribute('href', '/feedback');
  });

  it('lists the member’s feedback with stars, the rating’s name and the date in the gym’s zone', async () => {
    const { requestsTo } = mockApi({
      'GET /api/gym': () => ({ body: gym }),
      'GET /api/feedback/my-feedbacks': () => ({
        body: page([item({ id: 2, message: 'Newer', rating: 5, isProcessed: true }), item({ id: 1 })]),
      }),
    });
    signIn('user');
    renderPage();
    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const [newer, older] = cards as [HTMLElement, HTMLElement];
    expect(newer).toHaveTextContent('Newer');
    expect(within(newer).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(newer).toHaveTextContent('Excellent');
    expect(newer).toHaveTextContent('Processed');
    expect(older).toHaveTextContent('Very Good');
    expect(within(older).getByText('Mar 5, 2025, 14:30')).toHaveAttribute('datetime', '2025-03-05T19:30:00.000Z');
    expect(older).not.toHaveTextContent('Processed');
    expect(new URL(requestsTo('/api/feedback/my-feedbacks')[0]?.url ?? '', 'http://x').searchParams.get('page')).toBe(
      '1',
    );
  });

  it('deletes after confirmation and shows the list without it', async () => {
    let items = [item({ id: 1, message: 'Keep me' }), item({ id: 2, message: 'Remove me' })];
    const { requestsTo } = mockApi({
      'GET /api/gym': () => ({ body: gym }),
      'GET /api/feedback/my-feedbacks': () => ({ body: page(items) }),
      'DELETE /api/feedback/2': () => {
        items = items.filter((f) => f.id !== 2);
        return { body: { success: true, message: FEEDBACK_MESSAGES.deleted } };
      },
    });
    signIn('user');
    renderPage();
    const card = (await screen.findByText('Remove me')).closest('li') as HTMLElement;
    await userEvent.click(within(card).getByRole('button', { name: /delete/i }));

    const dialog = screen.getByRole('dialog', { name: 'Delete this feedback?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requestsTo('/api/feedback/2')).toHaveLength(0);

    await userEvent.click(within(card).getByRole('button', { name: /delete/i }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(FEEDBACK_MESSAGES.deleted)).toBeInTheDocument();
    expect(requestsTo('/api/feedback/2')[0]?.method).toBe('DELETE');
    await waitFor(() => expect(screen.queryByText('Remove me')).not.toBeInTheDocument());
    expect(screen.getByText('Keep me')).toBeInTheDocument();
  });

  it('says Failed to delete feedback when the server refuses', async () => {
    mockApi({
      'GET /api/gym': () => ({ body: gym }),
      'GET /api/feedback/my-feedbacks': () => ({ body: page([item({ id: 3 })]) }),
      'DELETE /api/feedback/3': () => ({ status: 403, body: { message: 'You do not have permission to do that' } }),
    });
    signIn('user');
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /delete/i }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(FEEDBACK_MESSAGES.deleteFailed)).toBeInTheDocument();
    // The dialog stays open to try again or cancel; the feedback stays listed.
    expect(within(screen.getByRole('dialog')).getByText('Great trainers')).toBeInTheDocument();
    expect(within(screen.getByRole('list')).getByText('Great trainers')).toBeInTheDocument();
  });

  it('says Error deleting feedback when the server cannot be reached', async () => {
    const { spy } = mockApi({
      'GET /api/gym': () => ({ body: gym }),
      'GET /api/feedback/my-feedbacks': () => ({ body: page([item({ id: 3 })]) }),
    });
    signIn('user');
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /delete/i }));
    const realFetch = spy.getMockImplementation();
    spy.mockImplementation(async (input, init) => {
      if (init?.method === 'DELETE') throw new TypeError('Failed to fetch');
      return (realFetch as typeof fetch)(input, init);
    });
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(FEEDBACK_MESSAGES.deleteError)).toBeInTheDocument();
  });

  it('says Failed to fetch feedbacks and offers to try again', async () => {
    let fail = true;
    mockApi({
      'GET /api/gym': () => ({ body: gym }),
      'GET /api/feedback/my-feedbacks': () => (fail ? { status: 500 } : { body: page([]) }),
    });
    signIn('user');
    renderPage();
    await waitFor(() => expect(screen.getAllByText(FEEDBACK_MESSAGES.fetchFailed)).toHaveLength(2)); // toast, panel
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(FEEDBACK_MESSAGES.empty)).toBeInTheDocument();
  });

  it('pages through long lists', async () => {
    const { requestsTo } = mockApi({
      'GET /api/gym': () => ({ body: gym }),
      'GET /api/feedback/my-feedbacks': ({ url }) => {
        const n = Number(new URL(url, 'http://x').searchParams.get('page'));
        return { body: page([item({ id: n, message: `On page ${n}` })], 12, n) };
      },
    });
    signIn('user');
    renderPage();
    expect(await screen.findByText('On page 1')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /previous/i })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: /next/i }));
    expect(await screen.findByText('On page 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /next/i })).toBeDisabled();
    expect(requestsTo('/api/feedback/my-feedbacks')).toHaveLength(2);
  });
});
