import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gymInfo, mockApi, renderWithApp } from '../../test/utils.tsx';
import { Brand } from './brand.tsx';

describe('the brand in the header and footer', () => {
  it('shows the logo the admin set beside the gym’s name', async () => {
    mockApi({ 'GET /api/gym': () => ({ body: gymInfo({ name: 'Iron Temple', logoUrl: '/api/images/7' }) }) });
    const { container } = renderWithApp(<Brand />);
    const link = await screen.findByRole('link', { name: 'Iron Temple' });
    await expect.poll(() => container.querySelector('img')?.getAttribute('src')).toBe('/api/images/7');
    expect(within(link).queryByRole('img')).not.toBeInTheDocument(); // decorative: the name is the link's text
  });

  it('shows the accent mark when there is no logo', async () => {
    mockApi({ 'GET /api/gym': () => ({ body: gymInfo({ name: 'Iron Temple', logoUrl: null }) }) });
    const { container } = renderWithApp(<Brand />);
    await screen.findByRole('link', { name: 'Iron Temple' });
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg')).not.toBeNull();
  });
});
