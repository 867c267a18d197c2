import { BOOKING_MESSAGES } from '@gym/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  CLOCKS_UTC,
  gymInfo,
  type MockRequest,
  mockApi,
  renderWithApp,
  setClock,
  signIn,
} from '../../../test/utils.tsx';
import { HISTORY_PAGE_SIZE } from '../api/get-training-history.ts';
import { makeSession } from '../test/booking-fixtures.ts';
import { TrainingHistoryButton } from './training-history-dialog.tsx';

const query = (request: MockRequest) => Object.fromEntries(new URL(request.url, 'http://x').searchParams);
const page = (items: ReturnType<typeof makeSession>[], total = items.length, n = 1) => ({
  items,
  total,
  page: n,
  pageSize: HISTORY_PAGE_SIZE,
});

const open = async () => {
  signIn('staff');
  renderWithApp(<TrainingHistoryButton memberId={4} memberName="Maya Lopez" />);
  await userEvent.click(screen.getByRole('button', { name: 'Training Histories of Maya Lopez' }));
  return screen.getByRole('dialog', { name: 'Training Histories' });
};

describe('Training Histories', () => {
  it.each(CLOCKS_UTC)(
    'lists past sessions only, newest first, on the gym’s clock, up to the gym’s today (clock %s)',
    async (now) => {
      setClock(now);
      const nowMs = Date.parse(now);
      const at = (hoursFromNow: number) => new Date(nowMs + hoursFromNow * 3_600_000).toISOString();
      const { requestsTo } = mockApi({
        'GET /api/gym': () => ({ body: gymInfo({ timeZone: 'America/Los_Angeles' }) }),
        'GET /api/users/4/trainingSessions': () => ({
          body: page([
            makeSession({
              id: 1,
              date: '2026-03-02',
              startTime: '2026-03-02T17:00:00.000Z',
              endTime: '2026-03-02T19:00:00.000Z',
              sessionType: 'Yoga',
              trainerName: 'Sofia Bennett',
              roomName: 'Yoga Studio',
              attendanceStatus: true,
            }),
            makeSession({
              id: 2,
              date: '2026-03-05',
              startTime: '2026-03-05T17:00:00.000Z',
              endTime: '2026-03-05T19:00:00.000Z',
              sessionType: null,
            }),
            // Still running: it has started but not ended.
            makeSession({ id: 3, startTime: at(-1), endTime: at(1), sessionType: 'Boxing' }),
          ]),
        }),
      });
      const dialog = await open();
      const entries = await within(dialog).findAllByRole('article');
      expect(entries).toHaveLength(2);
      // Newest first; 17:00 UTC is 09:00 in Los Angeles (PST, before the clocks change on March 8).
      expect(entries[0]).toHaveTextContent('Mar 05, 2026, 09:00–11:00');
      expect(entries[0]).toHaveTextContent('Training session with John Carter · Weights Floor');
      expect(entries[0]).toHaveTextContent('Not attended');
      expect(entries[1]).toHaveTextContent('Mar 02, 2026, 09:00–11:00');
      expect(entries[1]).toHaveTextContent('Yoga with Sofia Bennett · Yoga Studio');
      expect(entries[1]).toHaveTextContent('Attended');
      expect(within(dialog).queryByText(/Boxing/)).not.toBeInTheDocument();
      // Today is the gym's: at 00:30 UTC it is still the 9th in Los Angeles.
      const gymToday = now.endsWith('00:30:00Z') ? '2026-03-09' : '2026-03-10';
      expect(query(requestsTo('/api/users/4/trainingSessions')[0] as MockRequest)).toEqual({
        to: gymToday,
        page: '1',
        pageSize: String(HISTORY_PAGE_SIZE),
      });
    },
  );

  it('scrolls within 60 % of the viewport, and can be scrolled by keyboard', async () => {
    setClock('2026-03-10T11:00:00Z');
    mockApi({
      'GET /api/users/4/trainingSessions': () => ({
        body: page([
          makeSession({
            date: '2026-03-02',
            startTime: '2026-03-02T09:00:00.000Z',
            endTime: '2026-03-02T11:00:00.000Z',
          }),
        ]),
      }),
    });
    const dialog = await open();
    const list = await within(dialog).findByRole('region', { name: 'Past sessions of Maya Lopez' });
    expect(list).toHaveClass('max-h-[60vh]', 'overflow-y-auto');
    expect(list).toHaveAttribute('tabindex', '0');
  });

  it('reads the newest page first and older ones on request', async () => {
    setClock('2026-03-10T11:00:00Z');
    const total = HISTORY_PAGE_SIZE + 3;
    const { requestsTo } = mockApi({
      'GET /api/users/4/trainingSessions': (request) => {
        const n = Number(query(request).page);
        const first = n === 1 ? 1 : HISTORY_PAGE_SIZE + 1;
        const count = n === 1 ? HISTORY_PAGE_SIZE : 3;
        const items = Array.from({ length: count }, (_, i) => {
          const day = String(first + i).padStart(2, '0');
          return makeSession({
            id: first + i,
            date: `2026-01-${day}`,
            startTime: `2026-01-${day}T09:00:00.000Z`,
            endTime: `2026-01-${day}T11:00:00.000Z`,
          });
        });
        return { body: page(items, total, n) };
      },
    });
    const dialog = await open();
    await waitFor(() => expect(within(dialog).getAllByRole('article')).toHaveLength(3));
    expect(within(dialog).getAllByRole('article')[0]).toHaveTextContent('Jan 23, 2026');
    expect(requestsTo('/api/users/4/trainingSessions').map((r) => query(r).page)).toEqual(['1', '2']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show older sessions' }));
    await waitFor(() => expect(within(dialog).getAllByRole('article')).toHaveLength(total));
    expect(within(dialog).getAllByRole('article').at(-1)).toHaveTextContent('Jan 01, 2026');
    expect(within(dialog).queryByRole('button', { name: 'Show older sessions' })).not.toBeInTheDocument();
  });

  it("says 'No training history available.' without past sessions", async () => {
    setClock('2026-03-10T11:00:00Z');
    mockApi({
      'GET /api/users/4/trainingSessions': () => ({
        body: page([makeSession({ startTime: '2026-03-10T15:00:00.000Z', endTime: '2026-03-10T17:00:00.000Z' })]),
      }),
    });
    const dialog = await open();
    expect(await within(dialog).findByText(BOOKING_MESSAGES.noHistory)).toBeInTheDocument();
  });

  it("says 'Can not get training history' when it cannot be loaded", async () => {
    setClock('2026-03-10T11:00:00Z');
    mockApi({ 'GET /api/users/4/trainingSessions': () => ({ status: 500 }) });
    const dialog = await open();
    expect(await within(dialog).findByText(BOOKING_MESSAGES.listFailed)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
