import { SAMPLE_TRAINERS } from '@gym/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithApp, signIn } from '../../../test/utils.tsx';
import { routes } from '../../router.tsx';

const renderAt = (path: string) => renderWithApp(null, { routes, initialEntries: [path] }).router;

describe('trainer pages', () => {
  it('shows trainer 1 with photo, name, age, address, phone, description and a way back', async () => {
    mockApi();
    const trainer = SAMPLE_TRAINERS[0];
    renderAt('/trainer/1');
    expect(await screen.findByRole('heading', { level: 1, name: trainer.name })).toBeInTheDocument();
    const photo = screen.getByRole('img', { name: `Illustrated portrait of ${trainer.name}` });
    expect(photo).toHaveAttribute('src', '/images/trainers/1.svg');
    expect(photo).toHaveAttribute('width');
    expect(photo).toHaveAttribute('height');
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent(`Age${trainer.age}`);
    expect(main).toHaveTextContent(trainer.address);
    expect(main).toHaveTextContent(trainer.description);
    expect(screen.getByRole('link', { name: '(212) 555-0101' })).toHaveAttribute('href', `tel:${trainer.phone}`);
    expect(screen.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/');
    // The title is set in an effect after the page renders.
    await waitFor(() => expect(document.title).toBe(`${trainer.name} · Pulse Gym`));
  });

  it.each(SAMPLE_TRAINERS.map((t) => [t.id, t.name] as const))('has a page for trainer %i (%s)', async (id, name) => {
    mockApi();
    renderAt(`/trainer/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
  });

  it('invites a visitor to sign up, a member to book, and nobody else', async () => {
    mockApi();
    renderAt('/trainer/2');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    cleanup();

    signIn('user');
    renderAt('/trainer/2');
    expect(await screen.findByRole('link', { name: 'Book a session' })).toHaveAttribute(
      'href',
      '/dashboard/user/register-training',
    );
    cleanup();

    signIn('staff');
    renderAt('/trainer/2');
    await screen.findByRole('heading', { level: 1, name: 'Sofia Bennett' });
    expect(screen.queryByRole('link', { name: 'Book a session' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
  });

  it.each(['5', '0', '01', '1abc'])('shows not-found for /trainer/%s', async (id) => {
    mockApi();
    renderAt(`/trainer/${id}`);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go Back' })).not.toBeInTheDocument();
  });
});
