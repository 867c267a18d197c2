import type { FailedMail } from '@gym/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gymInfo, mockApi, renderWithApp, signIn } from '../../../test/utils.tsx';
import { FAILED_MAIL_TEXTS, FailedMailList } from './failed-mail-list.tsx';

const failed: FailedMail = {
  id: 7,
  to: 'ana@example.com',
  subject: 'Your session on Friday',
  attempts: 8,
  lastError: '550 Mailbox unavailable',
  createdAt: '2025-03-05T19:30:00.000Z',
  failedAt: '2025-03-05T21:45:00.000Z',
};

const renderList = (answer: () => { status?: number; body: unknown }) => {
  signIn('admin');
  mockApi({
    'GET /api/gym': () => ({ body: gymInfo({ timeZone: 'Europe/Lisbon' }) }),
    'GET /api/mail/failed': answer,
  });
  renderWithApp(<FailedMailList />);
};

describe('the undelivered e-mails', () => {
  it('names whom each was for, what about, when, and what the mail server said', async () => {
    renderList(() => ({ body: [failed] }));
    const subject = await screen.findByText('Your session on Friday');
    const row = subject.closest('tr') as HTMLElement;
    expect(screen.getByRole('table', { name: 'Undelivered e-mails' })).toContainElement(row);
    expect(within(row).getByText('ana@example.com')).toBeInTheDocument();
    expect(within(row).getByText('Mar 5, 2025, 19:30')).toBeInTheDocument();
    expect(within(row).getByText('Mar 5, 2025, 21:45')).toBeInTheDocument();
    expect(within(row).getByText('8')).toBeInTheDocument();
    expect(within(row).getByText('550 Mailbox unavailable')).toBeInTheDocument();
  });

  it('says every e-mail has gone out when none failed', async () => {
    renderList(() => ({ body: [] }));
    expect(await screen.findByText(FAILED_MAIL_TEXTS.empty)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says so when the list cannot be loaded', async () => {
    renderList(() => ({ status: 500, body: { message: 'Internal Server Error' } }));
    expect(await screen.findByText(FAILED_MAIL_TEXTS.fetchFailed)).toBeInTheDocument();
  });
});
