import type { PublicTrainer } from '@gym/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SECTION_SCROLL_OFFSET_PX } from '../../../features/showcase/constants.ts';
import { LANDING_SECTIONS } from '../../../features/showcase/content.ts';
import { mockApi, renderWithApp } from '../../../test/utils.tsx';
import { routes } from '../../router.tsx';

const renderHome = () => renderWithApp(null, { routes, initialEntries: ['/'] }).router;

/** jsdom has no layout: give each section a place on the page (offsetTop) and scroll the window to `y`. */
function layOut(tops: Record<string, number>, y = 0) {
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: 6000, configurable: true });
  for (const [id, top] of Object.entries(tops)) {
    const element = document.getElementById(id);
    if (element) Object.defineProperty(element, 'offsetTop', { value: top, configurable: true });
  }
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

const tops = { home: 0, plans: 700, trainers: 1500, reviews: 2600, contact: 4200 };

describe('landing page', () => {
  it('has the hero, plans, trainers, reviews, FAQ and contact sections, in that order', async () => {
    mockApi();
    renderHome();
    await screen.findByRole('heading', { level: 1 });
    // The sections below the first screen follow right after the first paint.
    await screen.findByRole('heading', { level: 2, name: 'Expert Trainers' });
    const ids = [...document.querySelectorAll('main section[id]')]
      .filter((section) => section.querySelector('h1, h2'))
      .map((section) => section.id);
    expect(ids).toEqual(['home', 'plans', 'trainers', 'reviews', 'faq', 'contact']);
    for (const name of ['Training Plans', 'Expert Trainers', 'Client Reviews', 'Frequently Asked Questions']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByText('Common Questions')).toBeInTheDocument();
  });

  it('shows the gym’s trainers from the public call: photo or initials, specialty, experience, a profile link', async () => {
    const trainers: PublicTrainer[] = [
      {
        trainerId: 7,
        fullName: 'Sofia Bennett',
        specialty: 'Yoga & Mobility',
        experience: 7,
        biography: 'Vinyasa and mobility flows.',
        photoUrl: '/api/images/3',
      },
      { trainerId: 9, fullName: 'José Álvarez', specialty: 'Boxing', experience: 1, biography: null, photoUrl: null },
    ];
    mockApi({ 'GET /api/trainers/public': () => ({ body: trainers }) });
    renderHome();
    const section = await screen.findByRole('region', { name: 'Expert Trainers' });
    const cards = await within(section).findAllByRole('article');
    expect(cards).toHaveLength(2);
    const [first, second] = cards.map((card) => within(card));
    expect(first?.getByRole('heading', { name: 'Sofia Bennett' })).toBeInTheDocument();
    expect(first?.getByRole('img', { name: 'Portrait of Sofia Bennett' })).toHaveAttribute('src', '/api/images/3');
    expect(cards[0]).toHaveTextContent('7 years of coaching');
    expect(cards[0]).toHaveTextContent('Vinyasa and mobility flows.');
    expect(first?.getByRole('link', { name: /^View Profile/ })).toHaveAttribute('href', '/trainer/7');
    expect(second?.getByRole('img', { name: 'José Álvarez (no photo yet)' })).toHaveTextContent('JÁ');
    expect(cards[1]).toHaveTextContent('1 year of coaching');
    // The reviews' figures add up the real trainers' years.
    expect(screen.getByRole('region', { name: 'Client Reviews' })).toHaveTextContent(
      'of coaching across our trainers8 years',
    );
  });

  it('says so when the gym has no trainers yet', async () => {
    mockApi({ 'GET /api/trainers/public': () => ({ body: [] }) });
    renderHome();
    expect(await screen.findByText(/Our coaching team is being put together/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Client Reviews' })).not.toHaveTextContent('of coaching across');
  });

  it('shows the gym contact details and opening hours next to the contact form', async () => {
    mockApi({
      'GET /api/gym': () => ({
        body: {
          name: 'Pulse Gym',
          email: 'hello@pulse.test',
          hotline: '+1 (212) 555-0147',
          address: '1 Main Street',
          timeZone: 'UTC',
          openingHours: [{ days: 'Saturday', hours: '7:00 AM to 8:00 PM' }],
          cancelCutoffHours: 12,
        },
      }),
    });
    renderHome();
    const contact = await screen.findByRole('region', { name: 'Come and say hello' });
    expect(await within(contact).findByRole('link', { name: 'hello@pulse.test' })).toHaveAttribute(
      'href',
      'mailto:hello@pulse.test',
    );
    expect(within(contact).getByRole('link', { name: '+1 (212) 555-0147' })).toHaveAttribute(
      'href',
      'tel:+12125550147',
    );
    expect(contact).toHaveTextContent('1 Main Street');
    expect(contact).toHaveTextContent('Saturday7:00 AM to 8:00 PM');
    expect(await within(contact).findByRole('form', { name: 'Contact us' })).toBeInTheDocument();
  });

  it('side navigation highlights the section at the top and scrolls to a section 80 px down', async () => {
    mockApi();
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    renderHome();
    const nav = await screen.findByRole('navigation', { name: 'Page sections' });
    await screen.findByRole('region', { name: 'Come and say hello' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(LANDING_SECTIONS.map((s) => s.label));

    layOut(tops, 0);
    await vi.waitFor(() => expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current'));

    layOut(tops, tops.trainers - 100);
    await vi.waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Trainers' })).toHaveAttribute('aria-current', 'true'),
    );
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');

    // At the very bottom the last section is current, even if it is too short to reach the top.
    layOut(tops, 6000 - window.innerHeight);
    await vi.waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'true'),
    );

    await userEvent.click(within(nav).getByRole('link', { name: 'Reviews' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: tops.reviews - SECTION_SCROLL_OFFSET_PX, behavior: 'smooth' });
    expect(document.getElementById('reviews')).toHaveFocus();
  });
});
