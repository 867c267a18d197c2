import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CLOCKS_UTC, gymInfo, mockApi, renderWithApp, setClock } from '../test/utils.tsx';
import { useGymName, useGymToday } from './gym.ts';

function Name() {
  return <p>{useGymName()}</p>;
}

function Today() {
  return <p>{useGymToday() ?? 'loading'}</p>;
}

describe('useGymToday', () => {
  // Kiritimati is UTC+14 and Honolulu UTC-10: around the clock their days differ from each other and from UTC's.
  it.each([
    [CLOCKS_UTC[0], 'Pacific/Kiritimati', '2026-03-10'],
    [CLOCKS_UTC[1], 'Pacific/Kiritimati', '2026-03-11'],
    [CLOCKS_UTC[2], 'Pacific/Kiritimati', '2026-03-11'],
    [CLOCKS_UTC[0], 'Pacific/Honolulu', '2026-03-09'],
    [CLOCKS_UTC[1], 'Pacific/Honolulu', '2026-03-10'],
    [CLOCKS_UTC[2], 'Pacific/Honolulu', '2026-03-10'],
  ])("at %s in %s is the gym's %s", async (clock, timeZone, today) => {
    setClock(clock);
    mockApi({ 'GET /api/gym': () => ({ body: gymInfo({ timeZone }) }) });
    renderWithApp(<Today />);
    expect(await screen.findByText(today)).toBeInTheDocument();
  });

  it('waits for the settings rather than guessing', () => {
    mockApi({ 'GET /api/gym': () => new Promise(() => {}) });
    renderWithApp(<Today />);
    expect(screen.getByText('loading')).toBeInTheDocument();
  });
});

describe('the gym settings', () => {
  it('are asked of the server once, however many parts of the page show them', async () => {
    const { requestsTo } = mockApi({ 'GET /api/gym': () => ({ body: gymInfo({ name: 'Iron Temple' }) }) });
    renderWithApp(
      <>
        <Name />
        <Name />
        <Name />
      </>,
    );
    expect(await screen.findAllByText('Iron Temple')).toHaveLength(3);
    expect(requestsTo('/api/gym')).toHaveLength(1);
  });

  it('are asked again after a server error instead of keeping the default name', async () => {
    let failures = 1;
    const { requestsTo } = mockApi({
      'GET /api/gym': () => (failures-- > 0 ? { status: 503 } : { body: gymInfo({ name: 'Iron Temple' }) }),
    });
    renderWithApp(<Name />);
    expect(screen.getByText('Pulse Gym')).toBeInTheDocument();
    expect(await screen.findByText('Iron Temple')).toBeInTheDocument();
    expect(requestsTo('/api/gym')).toHaveLength(2);
  });
});
