import type { Role } from '@gym/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ProfileRoute from '../../../app/routes/shared/profile.tsx';
import { mockApi, renderWithApp, signIn } from '../../../test/utils.tsx';

const DOWNLOAD = 'Download my data';

function renderProfile(role: Role, routes: Parameters<typeof mockApi>[0] = {}) {
  const { user } = signIn(role, { id: 42 });
  const api = mockApi({
    'GET /api/calendar/feed': () => ({ body: { url: 'https://gym.test/api/calendar/secret.ics' } }),
    'GET /api/reminders': () => ({ body: { enabled: true, hoursBefore: 24 } }),
    ...routes,
  });
  renderWithApp(<ProfileRoute />, { path: `/dashboard/${role}/profile` });
  return { ...api, user };
}

// jsdom has no object URLs: each test that downloads gives URL its own pair, taken back after.
const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  vi.restoreAllMocks();
});

describe('the profile’s Download my data button', () => {
  it('downloads the member’s own file with their token, as a JSON file', async () => {
    const user = userEvent.setup();
    const objectUrl = vi.fn((_: Blob) => 'blob:my-data');
    Object.assign(URL, { createObjectURL: objectUrl, revokeObjectURL: vi.fn() });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const { requestsTo } = renderProfile('user', {
      'GET /api/users/42/export': () => ({ body: { format: 'pulse-gym.member-data.v1' } }),
    });

    await user.click(await screen.findByRole('button', { name: DOWNLOAD }));

    await waitFor(() => expect(clicked).toHaveLength(1));
    const [request] = requestsTo('/api/users/42/export');
    expect(request?.headers.get('authorization')).toBe('Bearer test-token');
    expect(clicked[0]?.download).toBe('my-data.json');
    expect(clicked[0]?.href).toBe('blob:my-data');
    const [[blob] = []] = objectUrl.mock.calls;
    expect(await blob?.text()).toContain('pulse-gym.member-data.v1');
  });

  it('says so when the download fails', async () => {
    const user = userEvent.setup();
    renderProfile('user', { 'GET /api/users/42/export': () => ({ status: 500, body: {} }) });
    await user.click(await screen.findByRole('button', { name: DOWNLOAD }));
    expect(await screen.findByText('Could not download your data. Please try again.')).toBeInTheDocument();
  });

  it.each(['staff', 'trainer', 'admin'] as const)('is not on the profile of %s', async (role) => {
    renderProfile(role);
    expect(await screen.findByRole('heading', { name: 'Profile settings' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: DOWNLOAD })).not.toBeInTheDocument();
  });
});
