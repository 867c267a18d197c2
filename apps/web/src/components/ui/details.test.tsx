import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Detail, Details } from './details.tsx';

describe('Details', () => {
  it('pairs each label with its value', () => {
    render(
      <Details>
        <Detail label="Start date">1 Mar 2026</Detail>
        <Detail label="End date">31 Mar 2026</Detail>
      </Details>,
    );
    const terms = screen.getAllByRole('term');
    const values = screen.getAllByRole('definition');
    expect(terms.map((term) => term.textContent)).toEqual(['Start date', 'End date']);
    expect(values.map((value) => value.textContent)).toEqual(['1 Mar 2026', '31 Mar 2026']);
    // Each value follows its own label, inside one group of the list.
    expect(terms[1]?.nextElementSibling).toBe(values[1]);
  });
});
