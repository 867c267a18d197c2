import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gymInfo, mockApi, renderWithApp, setClock } from '../../test/utils.tsx';
import { SlimFooter } from './footer.tsx';

describe('the slim footer of the dashboards', () => {
  it('names the gym, links to contact and its e-mail, and carries the © line only', async () => {
    // New Year's Eve in UTC is already New Year's Day in Auckland: the © line reads the gym's year.
    setClock('2026-12-31T20:00:00Z');
    mockApi({
      'GET /api/gym': () => ({
        body: gymInfo({ name: 'Iron Temple', email: 'desk@iron.test', timeZone: 'Pacific/Auckland' }),
      }),
    });
    renderWithApp(<SlimFooter />);
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: 'Iron Temple' })).toHaveAttribute('href', '/');
    expect(within(footer).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/#contact');
    expect(within(footer).getByRole('link', { name: 'desk@iron.test' })).toHaveAttribute(
      'href',
      'mailto:desk@iron.test',
    );
    expect(footer).toHaveTextContent('© 2027 Iron Temple. All rights reserved.');
    expect(within(footer).queryByRole('heading')).not.toBeInTheDocument();
  });
});
