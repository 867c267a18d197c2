import { BILLING_MESSAGES, type SubscriptionRow } from '@gym/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../lib/i18n.ts';
import { subscriptionKeys } from '../../../lib/query-keys/subscriptions.ts';
import { STAFF_AREA_TOAST } from '../../../lib/toast-options.ts';
import { gymInfo, mockApi, renderWithApp, setClock, signIn } from '../../../test/utils.tsx';
import { makeSubscription, pageOfRows } from '../test/billing-fixtures.ts';
import { StaffSubscriptionList } from './staff-subscription-list.tsx';

afterEach(() => vi.restoreAllMocks());
// The fixture's subscription runs from 2025-01-05 to 2025-04-05: not due on this day. Tests of renewal set their own.
beforeEach(() => setClock('2025-02-01T11:00:00Z'));

const renderList = () => {
  signIn('staff');
  return renderWithApp(
    <StaffSubscriptionList userId={1} extraActions={(s) => <button type="button">History of {s.id}</button>} />,
  );
};
const card = (planName: string) => screen.findByRole('article', { name: planName });

/** A server that keeps the rows and answers the toggle as it would. */
function subscriptionServer(initial: SubscriptionRow[]) {
  let rows = initial;
  return {
    rows: () => rows,
    handlers: {
      'GET /api/users/1/subscriptions': () => ({ body: pageOfRows(rows) }),
      'PUT /api/subscription/toggle-auto-renew': ({ body }: { body: unknown }) => {
        const { id, autoRenew } = body as { id: number; autoRenew: boolean };
        rows = rows.map((r) => (r.id === id ? { ...r, autoRenew } : r));
        return { body: rows.find((r) => r.id === id) };
      },
    },
  };
}

describe("staff's subscription cards", () => {
  it('show plan, price, dates on the gym’s calendar, status and payment, with the route’s extra buttons', async () => {
    mockApi({
      'GET /api/gym': () => ({ body: gymInfo({ timeZone: 'Asia/Tokyo' }) }),
      'GET /api/users/1/subscriptions': () => ({
        body: pageOfRows([makeSubscription({ paymentDate: '2025-01-05T20:30:00.000Z' })]),
      }),
    });
    renderList();
    const premium = await card('Premium Quarterly');
    expect(premium).toHaveTextContent(/\$249\.99/);
    expect(premium).toHaveTextContent(/Start dateJan 05, 2025/);
    expect(premium).toHaveTextContent(/End dateApr 05, 2025/);
    expect(premium).toHaveTextContent('Active');
    expect(premium).toHaveTextContent('Completed');
    // 20:30 UTC is the next morning in Tokyo.
    expect(premium).toHaveTextContent('Jan 6, 2025, 05:30');
    expect(within(premium).getByRole('button', { name: 'History of 11' })).toBeInTheDocument();
  });

  it('flip auto-renew at once, before the server answers, and save it', async () => {
    const server = subscriptionServer([makeSubscription()]);
    let answer: () => void = () => {};
    const { requestsTo } = mockApi({
      ...server.handlers,
      'PUT /api/subscription/toggle-auto-renew': (request) =>
        new Promise((resolve) => {
          answer = () => resolve(server.handlers['PUT /api/subscription/toggle-auto-renew'](request));
        }),
    });
    renderList();
    const toggle = within(await card('Premium Quarterly')).getByRole('switch', { name: 'Auto-renew' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(requestsTo('/api/subscription/toggle-auto-renew')[0]?.body).toEqual({ id: 11, autoRenew: true });
    // A second press while the first is on its way is ignored.
    await userEvent.click(toggle);
    expect(requestsTo('/api/subscription/toggle-auto-renew')).toHaveLength(1);
    answer();
    await waitFor(() => expect(toggle).not.toHaveAttribute('aria-busy'));
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(server.rows()[0]?.autoRenew).toBe(true);
  });

  it('keep the switch of an ended subscription off: it cannot be renewed', async () => {
    mockApi({
      'GET /api/users/1/subscriptions': () => ({
        body: pageOfRows([makeSubscription({ isActive: false, status: 'Expired' })]),
      }),
    });
    renderList();
    const ended = await card('Premium Quarterly');
    expect(within(ended).getByRole('switch', { name: 'Auto-renew' })).toBeDisabled();
    expect(ended).toHaveTextContent('Ended. Buy the plan again to renew it.');
  });

  it("roll the switch back with the server's reason when it refuses", async () => {
    const error = vi.spyOn(toast, 'error');
    mockApi({
      'GET /api/users/1/subscriptions': () => ({ body: pageOfRows([makeSubscription({ autoRenew: true })]) }),
      'PUT /api/subscription/toggle-auto-renew': () => ({
        status: 409,
        body: { message: 'This subscription has ended. Buy the plan again instead.' },
      }),
    });
    renderList();
    const toggle = within(await card('Premium Quarterly')).getByRole('switch', { name: 'Auto-renew' });
    await userEvent.click(toggle);
    expect(await screen.findByText('This subscription has ended. Buy the plan again instead.')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(error).toHaveBeenCalledWith('This subscription has ended. Buy the plan again instead.', STAFF_AREA_TOAST);
  });

  it('falls back to a plain text when the server gives no reason', async () => {
    mockApi({
      'GET /api/users/1/subscriptions': () => ({ body: pageOfRows([makeSubscription()]) }),
      'PUT /api/subscription/toggle-auto-renew': () => ({ status: 500 }),
    });
    renderList();
    await userEvent.click(within(await card('Premium Quarterly')).getByRole('switch', { name: 'Auto-renew' }));
    expect(await screen.findByText(BILLING_MESSAGES.autoRenewFailed)).toBeInTheDocument();
  });

  it.each(['2026-03-10T00:30:00Z', '2026-03-10T23:30:00Z'])(
    'renew a due auto-renew subscription through the server once, and show the new dates (clock %s)',
    async (now) => {
      setClock(now);
      // In Auckland (UTC+13) 2026-03-10T23:30Z is already the 11th, so the end date passes on the gym's calendar.
      const gymToday = now.endsWith('23:30:00Z') ? '2026-03-11' : '2026-03-10';
      let renewed = false;
      const due = makeSubscription({
        id: 11,
        autoRenew: true,
        startDate: '2026-02-08',
        endDate: addDay(gymToday, -1),
        durationInDays: 30,
      });
      const notDue = makeSubscription({ id: 12, planName: 'Basic Monthly', autoRenew: true, endDate: gymToday });
      const { requestsTo } = mockApi({
        'GET /api/gym': () => ({ body: gymInfo({ timeZone: 'Pacific/Auckland' }) }),
        'GET /api/users/1/subscriptions': () => ({
          body: pageOfRows([
            renewed ? { ...due, startDate: due.endDate, endDate: '2026-04-09', autoRenew: false } : due,
            notDue,
          ]),
        }),
        'PUT /api/subscription/11': () => {
          renewed = true;
          return { body: { ...due, startDate: due.endDate, endDate: '2026-04-09', autoRenew: false } };
        },
      });
      renderList();
      const premium = await card('Premium Quarterly');
      await waitFor(() => expect(premium).toHaveTextContent('End dateApr 09, 2026'));
      expect(premium).toHaveTextContent('Renewed');
      expect(requestsTo('/api/subscription/11')).toHaveLength(1);
      expect(requestsTo('/api/subscription/11')[0]?.method).toBe('PUT');
      expect(requestsTo('/api/subscription/12')).toHaveLength(0);
    },
  );

  it("say 'Failed to refresh subscription list' when a renewal fails, and do not ask again", async () => {
    setClock('2026-03-10T11:00:00Z');
    let reads = 0;
    const { requestsTo } = mockApi({
      // Each read answers a fresh copy, so the screen looks at the list anew every time.
      'GET /api/users/1/subscriptions': () => {
        reads += 1;
        return {
          body: pageOfRows([
            makeSubscription({ autoRenew: true, endDate: '2026-03-01', planDescription: `read ${reads}` }),
          ]),
        };
      },
      'PUT /api/subscription/11': () => ({ status: 500 }),
    });
    const { queryClient } = renderList();
    expect(await screen.findByText(BILLING_MESSAGES.refreshFailed)).toBeInTheDocument();
    await queryClient.refetchQueries({ queryKey: subscriptionKeys.all });
    await waitFor(() => expect(reads).toBe(2));
    expect(requestsTo('/api/subscription/11')).toHaveLength(1);
  });

  it("delete one after spec §5's confirmation, with the staff area's texts", async () => {
    const success = vi.spyOn(toast, 'success');
    let deleted = false;
    mockApi({
      'GET /api/users/1/subscriptions': () => ({ body: pageOfRows(deleted ? [] : [makeSubscription()]) }),
      'DELETE /api/subscription/11': () => {
        deleted = true;
        return { body: { success: true, message: BILLING_MESSAGES.deleted } };
      },
    });
    renderList();
    await userEvent.click(
      within(await card('Premium Quarterly')).getByRole('button', { name: 'Delete Premium Quarterly subscription' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete subscription' });
    expect(dialog).toHaveAccessibleDescription(BILLING_MESSAGES.confirmDelete);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(BILLING_MESSAGES.staffDeleted)).toBeInTheDocument();
    expect(success).toHaveBeenCalledWith(BILLING_MESSAGES.staffDeleted, STAFF_AREA_TOAST);
    expect(STAFF_AREA_TOAST).toEqual({ duration: 5000, position: 'top-right' });
    expect(await screen.findByText(BILLING_MESSAGES.memberHasNone)).toBeInTheDocument();
  });

  it("say 'Can not delete subscription' when the delete fails", async () => {
    mockApi({
      'GET /api/users/1/subscriptions': () => ({ body: pageOfRows([makeSubscription()]) }),
      'DELETE /api/subscription/11': () => ({ status: 500 }),
    });
    renderList();
    await userEvent.click(within(await card('Premium Quarterly')).getByRole('button', { name: /Delete/ }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(BILLING_MESSAGES.staffDeleteFailed)).toBeInTheDocument();
  });

  it("say 'Failed to load subscription details' when the list cannot be loaded", async () => {
    mockApi({ 'GET /api/users/1/subscriptions': () => ({ status: 500 }) });
    renderList();
    await waitFor(() => expect(screen.getAllByText(BILLING_MESSAGES.loadFailed)).toHaveLength(2));
  });
});

function addDay(date: string, days: number) {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

describe("staff's subscription cards in Spanish", () => {
  afterEach(() => activateLanguage('en'));

  it('speak the page’s language: the freeze, its button, the switch, the status and Delete', async () => {
    mockApi({
      'GET /api/users/1/subscriptions': () => ({
        body: pageOfRows([
          makeSubscription({ status: 'Frozen', frozenFrom: '2025-01-20', frozenUntil: '2025-02-10' }),
          makeSubscription({ id: 12, planName: 'Basic Monthly', status: 'Past due', autoRenew: true }),
        ]),
      }),
    });
    await activateLanguage('es');
    renderList();
    const frozen = await card('Premium Quarterly');
    expect(frozen).toHaveTextContent('Congelada del');
    expect(frozen).toHaveTextContent('sin reservas ni entradas durante ese tiempo.');
    expect(within(frozen).getByRole('button', { name: 'Terminar la congelación' })).toBeInTheDocument();
    expect(within(frozen).getByRole('switch', { name: 'Renovación automática' })).toBeInTheDocument();
    expect(
      within(frozen).getByRole('button', { name: 'Eliminar la suscripción Premium Quarterly' }),
    ).toBeInTheDocument();
    expect(await card('Basic Monthly')).toHaveTextContent('Pago vencido');
  });
});
