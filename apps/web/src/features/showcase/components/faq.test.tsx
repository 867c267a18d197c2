import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FAQ_ITEMS } from '../content.ts';
import { Faq } from './faq.tsx';

/** Each item is a native disclosure: its question is the summary (a heading in it), its answer the rest. */
const item = (i: number) => screen.getByRole('heading', { name: FAQ_ITEMS[i]?.question }).closest('details');
const question = (i: number) => item(i)?.querySelector('summary') as HTMLElement;
const openItems = () => [...document.querySelectorAll('details')].map((details) => details.open);

describe('FAQ', () => {
  it('has the four items of the spec, each a disclosure, all closed at first', () => {
    render(<Faq items={FAQ_ITEMS} />);
    expect(document.querySelectorAll('details > summary:first-child h3')).toHaveLength(4);
    expect(openItems()).toEqual([false, false, false, false]);
    for (const { answer } of FAQ_ITEMS) expect(screen.getByText(answer)).not.toBeVisible();
    const answers = FAQ_ITEMS.map(({ answer }) => answer).join(' ');
    expect(answers).toMatch(/24\/7/);
    expect(answers).toMatch(/certified personal trainers.*front desk or in our mobile app/);
    expect(answers).toMatch(/7-day free trial/);
    expect(answers).toMatch(/yoga, HIIT, spinning and strength training/);
  });

  it('is one exclusive group, so the browser itself keeps one answer open, before hydration too', () => {
    render(<Faq items={FAQ_ITEMS} />);
    const names = [...document.querySelectorAll('details')].map((details) => details.getAttribute('name'));
    expect(names[0]).toBeTruthy();
    expect(new Set(names).size).toBe(1);
  });

  it('opens one answer at a time, and closes the open one when it is pressed again', async () => {
    const user = userEvent.setup();
    render(<Faq items={FAQ_ITEMS} />);

    await user.click(question(0));
    expect(item(0)).toHaveAttribute('open');
    expect(screen.getByText(FAQ_ITEMS[0]?.answer ?? '')).toBeVisible();

    // Closing the others is the browser's job (name); the toggle handler does it where the browser does not.
    await user.click(question(2));
    await waitFor(() => expect(openItems()).toEqual([false, false, true, false]));
    expect(screen.getByText(FAQ_ITEMS[2]?.answer ?? '')).toBeVisible();
    expect(screen.getByText(FAQ_ITEMS[0]?.answer ?? '')).not.toBeVisible();

    await user.click(question(2));
    await waitFor(() => expect(openItems()).toEqual([false, false, false, false]));
  });

  it('keeps an answer opened on the prerendered markup, before hydration', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<Faq items={FAQ_ITEMS} />);
    item(1)?.setAttribute('open', '');
    render(<Faq items={FAQ_ITEMS} />, { container, hydrate: true });
    expect(openItems()).toEqual([false, true, false, false]);
    // And it is React's from then on: opening another closes it.
    await userEvent.click(question(3));
    await waitFor(() => expect(openItems()).toEqual([false, false, false, true]));
  });
});
