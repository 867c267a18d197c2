import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FAQ_ITEMS } from '../content.ts';
import { Faq } from './faq.tsx';

const question = (i: number) => screen.getByRole('button', { name: FAQ_ITEMS[i]?.question });

describe('FAQ', () => {
  it('has the four items of the spec, all closed at first', () => {
    render(<Faq items={FAQ_ITEMS} />);
    expect(screen.getAllByRole('button')).toHaveLength(4);
    for (const button of screen.getAllByRole('button')) expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    const answers = FAQ_ITEMS.map((item) => item.answer).join(' ');
    expect(answers).toMatch(/24\/7/);
    expect(answers).toMatch(/certified personal trainers.*front desk or in our mobile app/);
    expect(answers).toMatch(/7-day free trial/);
    expect(answers).toMatch(/yoga, HIIT, spinning and strength training/);
  });

  it('opens one answer at a time, and closes the open one when it is pressed again', async () => {
    const user = userEvent.setup();
    render(<Faq items={FAQ_ITEMS} />);

    await user.click(question(0));
    expect(question(0)).toHaveAttribute('aria-expanded', 'true');
    const first = screen.getByRole('region', { name: FAQ_ITEMS[0]?.question });
    expect(first).toHaveTextContent(FAQ_ITEMS[0]?.answer ?? '');
    expect(question(0)).toHaveAttribute('aria-controls', first.id);

    await user.click(question(2));
    expect(question(2)).toHaveAttribute('aria-expanded', 'true');
    expect(question(0)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.getByRole('region')).toHaveTextContent(FAQ_ITEMS[2]?.answer ?? '');

    await user.click(question(2));
    expect(question(2)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Faq items={FAQ_ITEMS} />);
    await user.tab();
    expect(question(0)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(question(0)).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    await user.keyboard(' ');
    expect(question(1)).toHaveAttribute('aria-expanded', 'true');
    expect(question(0)).toHaveAttribute('aria-expanded', 'false');
  });
});
