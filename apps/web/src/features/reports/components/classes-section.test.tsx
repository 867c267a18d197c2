import type { ClassesReport, ClassFigures } from '@gym/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithApp, signIn } from '../../../test/utils.tsx';
import { ClassesSection } from './classes-section.tsx';

const period = { from: '2026-03-01', to: '2026-03-31' };

const figures = (over: Partial<ClassFigures>): ClassFigures => ({
  classes: 2,
  places: 20,
  booked: 16,
  fillRate: 80,
  waitlisted: 3,
  averageWaitlist: 1.5,
  lateCancels: 1,
  registered: 1,
  registeredBooked: 6,
  noShows: 2,
  noShowRate: 33.3,
  ...over,
});

const report: ClassesReport = {
  ...period,
  timeZone: 'America/New_York',
  asOf: '2026-03-18T16:00:00.000Z',
  total: figures({
    classes: 4,
    places: 28,
    booked: 22,
    fillRate: 78.6,
    waitlisted: 4,
    averageWaitlist: 1,
    lateCancels: 2,
    registered: 2,
    registeredBooked: 10,
    noShowRate: 20,
  }),
  types: [
    { classTypeId: 2, name: 'Spin', ...figures({ places: 8, booked: 6, fillRate: 75, noShows: 0, noShowRate: 0 }) },
    { classTypeId: 1, name: 'Yoga', ...figures({}) },
  ],
  slots: [{ weekday: 1, time: '18:00', ...figures({}) }],
  openHours: 254,
  trainers: [
    { trainerId: 1, fullName: 'Tina Trainer', classHours: 2, sessionHours: 2, bookedHours: 4, utilisation: 1.6 },
    { trainerId: 2, fullName: 'Theo Coach', classHours: 1.5, sessionHours: 0, bookedHours: 1.5, utilisation: 0.6 },
  ],
};

describe('the classes report', () => {
  it('gives fill rate, waitlist and no-shows per class and slot, and trainer hours, as tables', async () => {
    signIn('staff');
    const api = mockApi({ 'GET /api/reports/classes': () => ({ body: report }) });
    renderWithApp(<ClassesSection period={period} />);
    const types = await screen.findByRole('table', { name: 'Classes by class type' });
    expect(api.requestsTo('/api/reports/classes')[0]?.url).toContain('from=2026-03-01&to=2026-03-31');
    const yoga = within(types).getByText('Yoga').closest('tr') as HTMLElement;
    expect(within(yoga).getByText('80%')).toBeInTheDocument();
    expect(within(yoga).getByText('33.3%')).toBeInTheDocument();
    expect(screen.getByText('22 of 28 places booked')).toBeInTheDocument();
    expect(screen.getByText('2 no-shows in 2 classes with the register taken')).toBeInTheDocument();
    const slots = screen.getByRole('table', { name: 'Classes by time slot' });
    expect(within(slots).getByText('Mon 18:00')).toBeInTheDocument();
    const trainers = screen.getByRole('table', { name: 'Hours booked by trainer' });
    const theo = within(trainers).getByText('Theo Coach').closest('tr') as HTMLElement;
    expect(
      within(theo)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Theo Coach', '0.6%', '1.5', '0', '1.5']);
    expect(screen.getByText(/the 254 hours the gym was open/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export Fill rate by time slot as CSV' })).toBeInTheDocument();
  });
});
