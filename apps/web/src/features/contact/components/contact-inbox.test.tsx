import type { ContactMessage, Role } from '@gym/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catchDownloads, csvRequest, gymInfo, mockApi, renderWithApp, signIn } from '../../../test/utils.tsx';
import { CONTACT_EMPTY, CONTACT_LIST_FAILED, CONTACT_NO_MATCH, ContactInbox } from './contact-inbox.tsx';

const message = (overrides: Partial<ContactMessage>): ContactMessage => ({
  id: 1,
  name: 'Ana Silva',
  email: 'ana@example.com',
  city: 'Lisbon',
  phone: '+442079460958',
  message: 'Do you have a sauna',
  createdAt: '2025-03-05T19:30:00.000Z',
  ...overrides,
});
const newer = message({ id: 2, name: 'Omar Vale', email: 'omar@example.com', message: 'Parking please' });
// From a client of the original API, which sent neither city nor phone.
const older = message({ id: 1, city: null, phone: null, createdAt: '2025-03-01T08:05:00.000Z' });
const page = (items: ContactMessage[], total = items.length, n = 1) => ({ items, total, page: n, pageSize: 10 });

const renderInbox = (role: Role = 'staff', handlers: Parameters<typeof mockApi>[0] = {}, entry = '/contact') => {
  signIn(role);
  const api = mockApi({
    'GET /api/gym': () => ({ body: gymInfo({ timeZone: 'Europe/Lisbon' }) }),
    'GET /api/contact': () => ({ body: page([newer, older]) }),
    ...handlers,
  });
  renderWithApp(<ContactInbox />, { path: '/contact', initialEntries: [entry] });
  return api;
};
const query = (url: string | undefined) => Object.fromEntries(new URL(url ?? '', 'http://x').searchParams);

describe('the contact messages', () => {
  it.each(['admin', 'staff', 'trainer'] as Role[])(
    'shows %s every field, newest first, with the date on the gym’s clock',
    async (role) => {
      const { requestsTo } = renderInbox(role);
      const cards = await screen.findAllByRole('article');
      expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Omar Vale', 'Ana Silva']);
      expect(query(requestsTo('/api/contact')[0]?.url)).toEqual({ page: '1', pageSize: '10' });

      const omar = within(cards[0] as HTMLElement);
      expect(omar.getByRole('link', { name: 'omar@example.com' })).toHaveAttribute('href', 'mailto:omar@example.com');
      expect(omar.getByRole('link', { name: '+44 20 7946 0958' })).toHaveAttribute('href', 'tel:+442079460958');
      expect(omar.getByText('Lisbon')).toBeInTheDocument();
      expect(omar.getByText('Parking please')).toBeInTheDocument();
      expect(omar.getByText('Mar 5, 2025, 19:30')).toBeInTheDocument();
      expect(screen.getByText('2 messages')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /delete/i })).not.toBeInTheDocument();
    },
  );

  it('says "not given" for the city and phone an older client did not send', async () => {
    renderInbox();
    const ana = within(await screen.findByRole('article', { name: 'Ana Silva' }));
    expect(ana.getAllByText('not given')).toHaveLength(2);
    expect(ana.queryByRole('link', { name: /^\d+$/ })).not.toBeInTheDocument();
    expect(ana.getByText('Mar 1, 2025, 08:05')).toBeInTheDocument();
  });

  it('searches on the server once typing pauses, and keeps the search in the address', async () => {
    const { requestsTo } = renderInbox('staff', {
      'GET /api/contact': ({ url }) => ({ body: page(url.includes('search=omar') ? [newer] : [newer, older]) }),
    });
    await screen.findAllByRole('article');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search messages' }), 'omar');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(query(requestsTo('/api/contact').at(-1)?.url)).toEqual({ page: '1', pageSize: '10', search: 'omar' });
    expect(screen.getByTestId('location')).toHaveTextContent('/contact?q=omar');
    // One request for the whole word, not one per letter.
    expect(requestsTo('/api/contact').filter((r) => r.url.includes('search=')).length).toBe(1);
  });

  it('exports the messages the search finds, every page, as CSV', async () => {
    const downloads = catchDownloads();
    const { requestsTo } = renderInbox('trainer', {}, '/contact?q=omar&page=2');
    await screen.findAllByRole('article');
    await userEvent.click(screen.getByRole('button', { name: 'Export messages as CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(query(csvRequest(requestsTo('/api/contact'))?.url)).toEqual({ format: 'csv', search: 'omar' });
  });

  it('opens on the search and page in the address, and pages on the server', async () => {
    const { requestsTo } = renderInbox(
      'staff',
      {
        'GET /api/contact': ({ url }) => ({ body: page([newer], 25, Number(query(url).page)) }),
      },
      '/contact?q=lisbon&page=2',
    );
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('lisbon');
    expect(query(requestsTo('/api/contact')[0]?.url)).toEqual({ page: '2', pageSize: '10', search: 'lisbon' });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(query(requestsTo('/api/contact').at(-1)?.url).page).toBe('3'));
  });

  it('says when there are no messages, or none that match', async () => {
    renderInbox('staff', { 'GET /api/contact': () => ({ body: page([]) }) });
    expect(await screen.findByText(CONTACT_EMPTY)).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'zzz' } });
    fireEvent.submit(screen.getByRole('searchbox').closest('form') as HTMLFormElement);
    expect(await screen.findByText(CONTACT_NO_MATCH)).toBeInTheDocument();
  });

  it("says 'Something went wrong in getting contact' when the list cannot be loaded, and tries again", async () => {
    let fail = true;
    renderInbox('staff', { 'GET /api/contact': () => (fail ? { status: 500 } : { body: page([newer]) }) });
    await waitFor(() => expect(screen.getAllByText(CONTACT_LIST_FAILED)).toHaveLength(2));
    expect(CONTACT_LIST_FAILED).toBe('Something went wrong in getting contact');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(1);
  });
});
