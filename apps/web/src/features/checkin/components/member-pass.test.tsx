import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp, setClock, signIn } from '../../../test/utils.tsx';
import { MemberPass } from './member-pass.tsx';

const NOW = '2026-03-10T09:00:20Z';

function renderPass(photoUrl: string | null) {
  setClock(NOW);
  signIn('user', { id: 7, fullName: 'Dana Reyes', photoUrl });
  mockApi({
    'GET /api/checkin/pass': () => ({
      body: {
        token: 'minute-token',
        expiresAt: '2026-03-10T09:02:00Z',
        dayPass: { token: 'day-token', validOn: '2026-03-10' },
      },
    }),
  });
  renderWithApp(<MemberPass userId={7} name="Dana Reyes" photoUrl={photoUrl} />);
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('My pass', () => {
  it('shows the member’s photo beside their name above the code', async () => {
    renderPass('/api/images/12');
    expect(await screen.findByText(/The code changes every minute/)).toBeInTheDocument();
    expect(screen.getByAltText('Your check-in code')).toBeInTheDocument();
    const photo = screen.getByAltText('Photo of Dana Reyes');
    expect(photo).toHaveAttribute('src', '/api/images/12');
    expect(screen.getByText('Dana Reyes')).toBeInTheDocument();
  });

  it('shows the member’s initials in a circle when they have no photo', async () => {
    renderPass(null);
    expect(await screen.findByText(/The code changes every minute/)).toBeInTheDocument();
    expect(screen.getByAltText('Your check-in code')).toBeInTheDocument();
    expect(screen.queryByAltText('Photo of Dana Reyes')).not.toBeInTheDocument();
    expect(screen.getByText('DR')).toHaveClass('rounded-full');
    expect(screen.getByText('Dana Reyes')).toBeInTheDocument();
  });
});
