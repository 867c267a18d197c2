import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catchDownloads, csvRequest, mockApi, renderWithApp, setClock, signIn } from '../../../test/utils.tsx';
import { makeClassSession } from '../test/class-fixtures.ts';
import { ClassWeekAdmin } from './class-week-admin.tsx';

const query = (url: string | undefined) => Object.fromEntries(new URL(url ?? '', 'http://x').searchParams);

describe('the back office’s week of classes', () => {
  it('exports the week on screen, one row per class, as CSV', async () => {
    // Thursday 12 March 2026: the week of Monday 9 March.
    setClock('2026-03-12T08:00:00Z');
    const downloads = catchDownloads();
    const { requestsTo } = mockApi({ 'GET /api/classes': () => ({ body: [makeClassSession()] }) });
    signIn('staff');
    renderWithApp(<ClassWeekAdmin />);
    expect(await screen.findByText('Morning Yoga')).toBeInTheDocument();
    // The next week, as the screen then shows it.
    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(query(requestsTo('/api/classes').at(-1)?.url)).toMatchObject({ from: '2026-03-16' }));
    await userEvent.click(screen.getByRole('button', { name: 'Export this week’s classes as CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(query(csvRequest(requestsTo('/api/classes'))?.url)).toEqual({
      from: '2026-03-16',
      to: '2026-03-22',
      format: 'csv',
    });
    expect(downloads[0]?.download).toBe('classes.csv');
  });
});
