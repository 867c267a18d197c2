import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { REVIEW_INTERVAL_MS } from '../constants.ts';
import { REVIEWS } from '../content.ts';
import { ReviewsCarousel } from './reviews-carousel.tsx';

/** The review on top of the stack: the only slide not hidden from assistive technology. */
const front = () => screen.getByRole('group', { name: /of 3$/ });
/** Pause is a checkbox drawn as a button: ticked is paused. */
const pause = () => screen.getByRole('checkbox', { name: 'Pause' });
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function reduceMotion() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const renderCarousel = () =>
  render(
    <MemoryRouter>
      <ReviewsCarousel reviews={REVIEWS} />
    </MemoryRouter>,
  );

describe('review carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('shows three reviews with name, role, text and rating, one at a time', () => {
    renderCarousel();
    expect(REVIEWS).toHaveLength(3);
    expect(document.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(3);
    // The cards behind the front one are drawn but hidden from assistive technology and the keyboard.
    expect(screen.getAllByRole('group', { name: /of 3$/ })).toHaveLength(1);
    expect(front()).toHaveAccessibleName('1 of 3');
    expect(front()).toHaveTextContent(REVIEWS[0]?.name ?? '');
    expect(front()).toHaveTextContent(REVIEWS[0]?.role ?? '');
    expect(front()).toHaveTextContent(REVIEWS[0]?.text ?? '');
    expect(screen.getByRole('img', { name: `Rated ${REVIEWS[0]?.rating} out of 5` })).toBeInTheDocument();
  });

  it(`advances every ${REVIEW_INTERVAL_MS} ms and wraps around`, () => {
    renderCarousel();
    wait(REVIEW_INTERVAL_MS - 1);
    expect(front()).toHaveAccessibleName('1 of 3');
    wait(1);
    expect(front()).toHaveAccessibleName('2 of 3');
    expect(front()).toHaveTextContent(REVIEWS[1]?.name ?? '');
    wait(REVIEW_INTERVAL_MS);
    expect(front()).toHaveAccessibleName('3 of 3');
    wait(REVIEW_INTERVAL_MS);
    expect(front()).toHaveAccessibleName('1 of 3');
  });

  it('keeps advancing while hovered, touched or focused', () => {
    renderCarousel();
    fireEvent.mouseEnter(front());
    fireEvent.touchStart(front());
    screen.getByRole('button', { name: 'Next review' }).focus();
    wait(REVIEW_INTERVAL_MS);
    expect(front()).toHaveAccessibleName('2 of 3');
  });

  it('stops while Pause is ticked and starts again when it is unticked', () => {
    renderCarousel();
    expect(pause()).not.toBeChecked();
    fireEvent.click(pause());
    expect(pause()).toBeChecked();
    wait(REVIEW_INTERVAL_MS * 3);
    expect(front()).toHaveAccessibleName('1 of 3');
    fireEvent.click(pause());
    expect(pause()).not.toBeChecked();
    wait(REVIEW_INTERVAL_MS);
    expect(front()).toHaveAccessibleName('2 of 3');
  });

  it('stays paused when Pause was tapped on the prerendered markup, before hydration', () => {
    const ui = <ReviewsCarousel reviews={REVIEWS} />;
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(ui);
    (container.querySelector('input[type="checkbox"]') as HTMLInputElement).click();
    render(ui, { container, hydrate: true });
    expect(pause()).toBeChecked();
    wait(REVIEW_INTERVAL_MS * 3);
    expect(front()).toHaveAccessibleName('1 of 3');
    fireEvent.click(pause());
    wait(REVIEW_INTERVAL_MS);
    expect(front()).toHaveAccessibleName('2 of 3');
  });

  it('plays after hydration when nothing was tapped', () => {
    const ui = <ReviewsCarousel reviews={REVIEWS} />;
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(ui);
    render(ui, { container, hydrate: true });
    expect(pause()).not.toBeChecked();
    wait(REVIEW_INTERVAL_MS);
    expect(front()).toHaveAccessibleName('2 of 3');
  });

  it('moves with previous, next and the dots, and announces the choice politely', () => {
    renderCarousel();
    const live = document.querySelector('[aria-live="polite"]');
    fireEvent.click(screen.getByRole('button', { name: 'Previous review' }));
    expect(front()).toHaveAccessibleName('3 of 3');
    expect(live).toHaveTextContent(`Review 3 of 3: ${REVIEWS[2]?.name}`);
    fireEvent.click(screen.getByRole('button', { name: 'Next review' }));
    expect(front()).toHaveAccessibleName('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Show review 2' }));
    expect(front()).toHaveAccessibleName('2 of 3');
    expect(screen.getByRole('button', { name: 'Show review 2' })).toHaveAttribute('aria-current', 'true');
  });

  it('automatic changes are not announced', () => {
    renderCarousel();
    wait(REVIEW_INTERVAL_MS);
    expect(front()).toHaveAccessibleName('2 of 3');
    expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent('');
  });

  it('does not move by itself under prefers-reduced-motion, but can be started', () => {
    reduceMotion();
    renderCarousel();
    wait(REVIEW_INTERVAL_MS * 3);
    expect(front()).toHaveAccessibleName('1 of 3');
    expect(pause()).toBeChecked();
    fireEvent.click(pause());
    wait(REVIEW_INTERVAL_MS);
    expect(front()).toHaveAccessibleName('2 of 3');
  });
});
