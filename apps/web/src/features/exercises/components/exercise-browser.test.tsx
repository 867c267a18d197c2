import { EXERCISE_BODY_PARTS, EXERCISE_MESSAGES, EXERCISE_PAGE_SIZE, type Exercise } from '@gym/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type MockRequest, mockApi, renderWithApp } from '../../../test/utils.tsx';
import { ExerciseBrowser } from './exercise-browser.tsx';

const exercise = (id: number, overrides: Partial<Exercise> = {}): Exercise => ({
  id,
  name: `Exercise ${id}`,
  bodyPart: 'chest',
  target: 'pectorals',
  equipment: 'barbell',
  instructions: ['Lift.', 'Lower.', 'Repeat.'],
  gifUrl: '/images/exercises/chest.svg',
  ...overrides,
});

const CATALOGUE = [
  exercise(1, { name: 'Barbell Curl', bodyPart: 'upper arms', target: 'biceps' }),
  exercise(2, { name: 'Bench Press' }),
  exercise(3, { name: 'Cable Curl', bodyPart: 'upper arms', target: 'biceps', equipment: 'cable' }),
  ...Array.from({ length: 20 }, (_, i) =>
    exercise(10 + i, { name: `Row ${String(i).padStart(2, '0')}`, bodyPart: 'back' }),
  ),
];

const query = (r: MockRequest) => new URL(r.url, 'http://localhost').searchParams;

/** A stand-in for the API: filters and pages the little catalogue above the way the server does. */
function mockCatalogue() {
  return mockApi({
    'GET /api/exercises/bodyparts': () => ({ body: [...EXERCISE_BODY_PARTS] }),
    'GET /api/exercises': (r) => {
      const q = query(r);
      const search = (q.get('search') ?? '').toLowerCase();
      const bodyPart = q.get('bodyPart');
      const page = Number(q.get('page'));
      const pageSize = Number(q.get('pageSize'));
      const matches = CATALOGUE.filter(
        (e) =>
          (!bodyPart || e.bodyPart === bodyPart) &&
          [e.name, e.target, e.equipment].some((s) => s.toLowerCase().includes(search)),
      );
      return {
        body: { items: matches.slice((page - 1) * pageSize, page * pageSize), total: matches.length, page, pageSize },
      };
    },
  });
}

const location = () => screen.getByTestId('location').textContent;

describe('the exercise catalogue', () => {
  it('shows a loading indicator, then the first page of cards linking to each exercise', async () => {
    const { requestsTo } = mockCatalogue();
    renderWithApp(<ExerciseBrowser />, { path: '/exercise' });
    expect(screen.getByText('Loading exercises')).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Barbell Curl' });
    expect(link).toHaveAttribute('href', '/exercise/1');
    const card = link.closest('article') as HTMLElement;
    expect(within(card).getByText('Upper arms')).toBeInTheDocument();
    expect(within(card).getByText('biceps')).toBeInTheDocument();
    expect(within(card).getByText('barbell')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(EXERCISE_PAGE_SIZE);
    expect(screen.getByRole('heading', { name: `1–12 of ${CATALOGUE.length} exercises` })).toBeInTheDocument();
    expect(query(requestsTo('/api/exercises')[0] as MockRequest).toString()).toBe(
      `page=1&pageSize=${EXERCISE_PAGE_SIZE}`,
    );
  });

  it('searches once typing pauses, not at every key, and keeps the search in the address', async () => {
    const { requestsTo } = mockCatalogue();
    renderWithApp(<ExerciseBrowser />, { path: '/exercise' });
    await screen.findByRole('link', { name: 'Barbell Curl' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search exercises' }), 'curl');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Bench Press' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Cable Curl' })).toBeInTheDocument();
    expect(location()).toBe('/exercise?search=curl');
    const searches = requestsTo('/api/exercises').map((r) => query(r).get('search'));
    expect(searches.filter(Boolean)).toEqual(['curl']);
  });

  it('filters by body part and starts again at page 1', async () => {
    const { requestsTo } = mockCatalogue();
    renderWithApp(<ExerciseBrowser />, { path: '/exercise', initialEntries: ['/exercise?page=2'] });
    await screen.findByRole('link', { name: 'Row 09' });
    const chip = screen.getByRole('button', { name: 'Upper arms' });
    expect(chip).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(chip);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Row 09' })).not.toBeInTheDocument());
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(chip).toHaveAttribute('aria-pressed', 'true');
    expect(location()).toBe('/exercise?bodyPart=upper+arms');
    const last = query(requestsTo('/api/exercises').at(-1) as MockRequest);
    expect([last.get('bodyPart'), last.get('page')]).toEqual(['upper arms', '1']);
  });

  it('reads search, body part and page from the address', async () => {
    const { requestsTo } = mockCatalogue();
    renderWithApp(<ExerciseBrowser />, {
      path: '/exercise',
      initialEntries: ['/exercise?search=row&bodyPart=back&page=2'],
    });
    expect(await screen.findByRole('link', { name: 'Row 12' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('row');
    expect(screen.getByRole('button', { name: 'Back' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(query(requestsTo('/api/exercises')[0] as MockRequest).toString()).toBe(
      'page=2&pageSize=12&search=row&bodyPart=back',
    );
  });

  it('pages forward with the Next link', async () => {
    mockCatalogue();
    renderWithApp(<ExerciseBrowser />, { path: '/exercise' });
    await screen.findByRole('link', { name: 'Barbell Curl' });
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Row 19' })).toBeInTheDocument();
    expect(location()).toBe('/exercise?page=2');
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/exercise');
  });

  it('says when nothing matches and clears the search and filters', async () => {
    mockCatalogue();
    renderWithApp(<ExerciseBrowser />, { path: '/exercise', initialEntries: ['/exercise?search=zzz&bodyPart=neck'] });
    expect(await screen.findByText(EXERCISE_MESSAGES.noResults)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(await screen.findByRole('link', { name: 'Barbell Curl' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(location()).toBe('/exercise');
  });
});
