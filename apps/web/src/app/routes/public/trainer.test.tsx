import type { PublicTrainer } from '@gym/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithApp, signIn } from '../../../test/utils.tsx';
import { routes } from '../../router.tsx';

const renderAt = (path: string) => renderWithApp(null, { routes, initialEntries: [path] }).router;

const sofia: PublicTrainer = {
  trainerId: 2,
  fullName: 'Sofia Bennett',
  specialty: 'Yoga & Mobility',
  experience: 7,
  biography: 'Sofia teaches vinyasa and mobility flows.\nDesk workers welcome.',
  photoUrl: '/api/images/12',
};
/** The public call answers Sofia for /2 and 404 for any other id. */
const trainerApi = (trainer: PublicTrainer = sofia) =>
  mockApi({
    [`GET /api/trainers/public/${trainer.trainerId}`]: () => ({ body: trainer }),
  });

describe('trainer pages', () => {
  it('shows the trainer’s photo, name, specialty, experience and biography, and no e-mail or phone', async () => {
    const { requestsTo } = trainerApi();
    renderAt('/trainer/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sofia Bennett' })).toBeInTheDocument();
    const photo = screen.getByRole('img', { name: 'Portrait of Sofia Bennett' });
    expect(photo).toHaveAttribute('src', '/api/images/12');
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('Experience7 years');
    expect(main).toHaveTextContent('SpecialtyYoga & Mobility');
    expect(main).toHaveTextContent('Sofia teaches vinyasa and mobility flows. Desk workers welcome.');
    expect(within(main).queryByRole('link', { name: /^\(/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/');
    expect(requestsTo('/api/trainers/public/2')).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('Sofia Bennett · Pulse Gym'));
  });

  it('shows a trainer without a photo by their initials, and says when there is no biography yet', async () => {
    trainerApi({ ...sofia, photoUrl: null, biography: null });
    renderAt('/trainer/2');
    const placeholder = await screen.findByRole('img', { name: 'Sofia Bennett (no photo yet)' });
    expect(placeholder).toHaveTextContent('SB');
    expect(screen.getByText('Sofia Bennett has not written a biography yet.')).toBeInTheDocument();
  });

  it('invites a visitor to sign up, a member to book, and nobody else', async () => {
    trainerApi();
    renderAt('/trainer/2');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    cleanup();

    signIn('user');
    trainerApi();
    renderAt('/trainer/2');
    expect(await screen.findByRole('link', { name: 'Book a session' })).toHaveAttribute(
      'href',
      '/dashboard/user/register-training',
    );
    cleanup();

    signIn('staff');
    trainerApi();
    renderAt('/trainer/2');
    await screen.findByRole('heading', { level: 1, name: 'Sofia Bennett' });
    expect(screen.queryByRole('link', { name: 'Book a session' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
  });

  it.each(['5', '0', '01', '1abc'])('shows not-found for /trainer/%s', async (id) => {
    trainerApi();
    renderAt(`/trainer/${id}`);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go Back' })).not.toBeInTheDocument();
  });

  it('offers Try again when the trainer cannot be loaded', async () => {
    mockApi({ 'GET /api/trainers/public/2': () => ({ status: 503, body: { message: 'Down' } }) });
    renderAt('/trainer/2');
    expect(await screen.findByText('We could not load this trainer just now.')).toBeInTheDocument();
    trainerApi();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sofia Bennett' })).toBeInTheDocument();
  });
});
