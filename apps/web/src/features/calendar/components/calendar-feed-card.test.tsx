import { CALENDAR_MESSAGES, type Role } from '@gym/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import ProfileRoute from '../../../app/routes/shared/profile.tsx';
import { mockApi, renderWithApp, signIn } from '../../../test/utils.tsx';
import { FEED_ADDRESS_LABEL } from './calendar-feed-card.tsx';

const FEED = '/api/calendar/feed';
const RESET = '/api/calendar/feed/reset';
const REMINDERS = '/api/reminders';
const OLD = 'https://gym.test/api/calendar/old-secret.ics';
const NEW = 'https://gym.test/api/calendar/new-secret.ics';

function renderProfile(role: Role, routes: Parameters<typeof mockApi>[0] = {}) {
  signIn(role);
  const api = mockApi({
    [`GET ${FEED}`]: () => ({ body: { url: OLD } }),
    [`POST ${RESET}`]: () => ({ body: { url: NEW } }),
    [`GET ${REMINDERS}`]: () => ({ body: { enabled: true, hoursBefore: 24 } }),
    [`PUT ${REMINDERS}`]: (request) => ({ body: { ...(request.body as object), hoursBefore: 24 } }),
    ...routes,
  });
  renderWithApp(<ProfileRoute />, { path: `/dashboard/${role}/profile` });
  return api;
}

const card = () => screen.getByRole('region', { name: CALENDAR_MESSAGES.feedTitle });

describe('the calendar feed card', () => {
  it('shows a member their private address, read-only, with the hint, Copy and Reset, and the reminder switch', async () => {
    renderProfile('user');
    const address = await screen.findByRole('textbox', { name: FEED_ADDRESS_LABEL });
    expect(address).toHaveValue(OLD);
    expect(address).toHaveAttribute('readonly');
    expect(address).toHaveAccessibleDescription(CALENDAR_MESSAGES.feedHint);
    expect(within(card()).getByRole('button', { name: CALENDAR_MESSAGES.copy })).toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: CALENDAR_MESSAGES.reset })).toBeInTheDocument();
    const reminders = await within(card()).findByRole('switch', { name: CALENDAR_MESSAGES.remindersLabel });
    expect(reminders).toBeChecked();
    expect(reminders).toHaveAccessibleDescription(CALENDAR_MESSAGES.remindersHint(24));
  });

  it('gives a trainer the feed without reminders, and staff and the admin neither', async () => {
    const trainer = renderProfile('trainer');
    expect(await screen.findByRole('textbox', { name: FEED_ADDRESS_LABEL })).toHaveValue(OLD);
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(trainer.requestsTo(REMINDERS)).toHaveLength(0);
  });

  it.each(['staff', 'admin'] as const)('shows %s no calendar card and asks for nothing', async (role) => {
    const { requestsTo } = renderProfile(role);
    expect(await screen.findByRole('heading', { name: 'Profile settings' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: CALENDAR_MESSAGES.feedTitle })).not.toBeInTheDocument();
    expect(requestsTo(FEED)).toHaveLength(0);
    expect(requestsTo(REMINDERS)).toHaveLength(0);
  });

  it('copies the address to the clipboard and says so', async () => {
    const user = userEvent.setup();
    renderProfile('trainer');
    await screen.findByRole('textbox', { name: FEED_ADDRESS_LABEL });
    await user.click(screen.getByRole('button', { name: CALENDAR_MESSAGES.copy }));
    expect(await screen.findByText(CALENDAR_MESSAGES.copied)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(OLD);
  });

  it('selects the address for the person to copy when the clipboard refuses', async () => {
    const user = userEvent.setup();
    renderProfile('trainer');
    const address = await screen.findByRole('textbox', { name: FEED_ADDRESS_LABEL });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: CALENDAR_MESSAGES.copy }));
    expect(await screen.findByText(CALENDAR_MESSAGES.copyFailed)).toBeInTheDocument();
    expect(address).toHaveFocus();
  });

  it('resets behind a confirmation and shows the new address', async () => {
    const user = userEvent.setup();
    const { requestsTo } = renderProfile('user');
    const address = await screen.findByRole('textbox', { name: FEED_ADDRESS_LABEL });
    await user.click(screen.getByRole('button', { name: CALENDAR_MESSAGES.reset }));
    let dialog = await screen.findByRole('dialog', { name: CALENDAR_MESSAGES.resetConfirmTitle });
    expect(dialog).toHaveTextContent(CALENDAR_MESSAGES.resetConfirm);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requestsTo(RESET)).toHaveLength(0);
    expect(address).toHaveValue(OLD);

    await user.click(screen.getByRole('button', { name: CALENDAR_MESSAGES.reset }));
    dialog = await screen.findByRole('dialog', { name: CALENDAR_MESSAGES.resetConfirmTitle });
    await user.click(within(dialog).getByRole('button', { name: CALENDAR_MESSAGES.reset }));
    expect(await screen.findByText(CALENDAR_MESSAGES.resetDone)).toBeInTheDocument();
    expect(requestsTo(RESET)).toHaveLength(1);
    await waitFor(() => expect(address).toHaveValue(NEW));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says why a reset failed, in the dialog and as a toast, and keeps the address', async () => {
    const user = userEvent.setup();
    renderProfile('user', { [`POST ${RESET}`]: () => ({ status: 500, body: {} }) });
    const address = await screen.findByRole('textbox', { name: FEED_ADDRESS_LABEL });
    await user.click(screen.getByRole('button', { name: CALENDAR_MESSAGES.reset }));
    const dialog = await screen.findByRole('dialog', { name: CALENDAR_MESSAGES.resetConfirmTitle });
    await user.click(within(dialog).getByRole('button', { name: CALENDAR_MESSAGES.reset }));
    expect(await within(dialog).findByText(CALENDAR_MESSAGES.resetFailed)).toBeInTheDocument();
    expect(address).toHaveValue(OLD);
  });

  it('says when the address cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderProfile('trainer', {
      [`GET ${FEED}`]: () => (fail ? { status: 500, body: {} } : { body: { url: OLD } }),
    });
    expect(await within(card()).findByRole('alert')).toHaveTextContent(CALENDAR_MESSAGES.loadFailed);
    fail = false;
    await user.click(within(card()).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: FEED_ADDRESS_LABEL })).toHaveValue(OLD);
  });
});

describe('the reminder switch', () => {
  it('saves at once, off and on, each with its toast', async () => {
    const user = userEvent.setup();
    const { requestsTo } = renderProfile('user');
    const reminders = await screen.findByRole('switch', { name: CALENDAR_MESSAGES.remindersLabel });
    await user.click(reminders);
    expect(await screen.findByText(CALENDAR_MESSAGES.remindersOff)).toBeInTheDocument();
    expect(reminders).not.toBeChecked();
    expect(requestsTo(REMINDERS).filter((r) => r.method === 'PUT')[0]?.body).toEqual({ enabled: false });
    // The label works as the switch too.
    await user.click(screen.getByText(CALENDAR_MESSAGES.remindersLabel));
    expect(await screen.findByText(CALENDAR_MESSAGES.remindersOn)).toBeInTheDocument();
    expect(reminders).toBeChecked();
  });

  it('goes back to the saved setting and says so when saving fails', async () => {
    const user = userEvent.setup();
    renderProfile('user', { [`PUT ${REMINDERS}`]: () => ({ status: 500, body: {} }) });
    const reminders = await screen.findByRole('switch', { name: CALENDAR_MESSAGES.remindersLabel });
    await user.click(reminders);
    expect(await screen.findByText(CALENDAR_MESSAGES.remindersFailed)).toBeInTheDocument();
    expect(reminders).toBeChecked();
  });
});
