import { render, screen } from '@testing-library/react';
import { Mail, Phone } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { Fact } from './fact.tsx';

describe('Fact', () => {
  it('names each value for screen readers where the eye sees only an icon', () => {
    const { container } = render(
      <dl>
        <Fact icon={Mail} label="Email">
          maya@example.com
        </Fact>
        <Fact icon={Phone} label="Phone">
          No phone
        </Fact>
      </dl>,
    );
    const terms = screen.getAllByRole('term');
    expect(terms.map((term) => term.textContent)).toEqual(['Email', 'Phone']);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      'maya@example.com',
      'No phone',
    ]);
    for (const icon of container.querySelectorAll('svg')) expect(icon).toHaveAttribute('aria-hidden', 'true');
  });
});
