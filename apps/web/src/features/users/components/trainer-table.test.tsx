import { TRAINER_MESSAGES, type Trainer } from '@gym/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import AdminTrainersRoute from '../../../app/routes/admin/trainers.tsx';
import { catchDownloads, csvRequest, mockApi, renderWithApp, signIn } from '../../../test/utils.tsx';

const trainer = (overrides: Partial<Trainer> = {}): Trainer => ({
  trainerId: 2,
  userId: 7,
  fullName: 'Sofia Bennett',
  specialty: 'Yoga & Mobility',
  specialization: 'Yoga & Mobility',
  experience: 7,
  pricePerHour: 40.5,
  biography: null,
  photoUrl: null,
  user: { id: 7, username: 'sofia_b', email: 'sofia@gym.test', phone: null, fullName: 'Sofia Bennett' },
  ...overrides,
});
const page = (items: Trainer[], total = items.length) => ({ items, total, page: 1, pageSize: 20 });

const renderPage = () => {
  signIn('admin');
  return renderWithApp(<AdminTrainersRoute />, { path: '/dashboard/admin/trainers' });
};
const openEdit = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Sofia Bennett' }));
  return screen.getByRole('dialog', { name: 'Edit Sofia Bennett' });
};

describe('admin/trainers', () => {
  it('lists name, specialty, experience and the price per hour in the one money format, a page at a time', async () => {
    const { requestsTo } = mockApi({
      'GET /api/trainer': () => ({
        body: page([trainer(), trainer({ trainerId: 3, fullName: 'Marcus Lee', experience: 1, pricePerHour: 50 })]),
      }),
    });
    renderPage();
    await screen.findByRole('button', { name: 'Edit Marcus Lee' });
    const rows = within(screen.getByRole('table', { name: 'Trainers' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/Sofia Bennett.*sofia@gym\.test.*Yoga & Mobility.*7 years.*\$40\.50/);
    expect(rows[2]).toHaveTextContent(/Marcus Lee.*1 year.*\$50/);
    expect(new URL(requestsTo('/api/trainer')[0]?.url ?? '', 'http://x').search).toBe('?page=1&pageSize=20&order=desc');
  });

  it('exports every trainer, newest first as on screen, as CSV rather than the page', async () => {
    const downloads = catchDownloads();
    const { requestsTo } = mockApi({ 'GET /api/trainer': () => ({ body: page([trainer()], 45) }) });
    renderPage();
    await screen.findByRole('button', { name: 'Edit Sofia Bennett' });
    await userEvent.click(screen.getByRole('button', { name: 'Export trainers as CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const url = new URL(csvRequest(requestsTo('/api/trainer'))?.url ?? '', 'http://x');
    expect(Object.fromEntries(url.searchParams)).toEqual({ order: 'desc', format: 'csv' });
    expect(downloads[0]?.download).toBe('trainers.csv');
  });

  it('edits specialty, experience and price by the trainer id', async () => {
    const { requestsTo } = mockApi({
      'GET /api/trainer': () => ({ body: page([trainer()]) }),
      'PUT /api/trainer/2': () => ({ body: trainer({ experience: 8 }) }),
    });
    renderPage();
    const dialog = await openEdit();
    expect(within(dialog).getByLabelText('Specialty')).toHaveValue('Yoga & Mobility');
    await userEvent.clear(within(dialog).getByLabelText('Experience (years)'));
    await userEvent.type(within(dialog).getByLabelText('Experience (years)'), '8');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(TRAINER_MESSAGES.updated)).toBeInTheDocument();
    expect(requestsTo('/api/trainer/2')[0]?.body).toEqual({
      specialty: 'Yoga & Mobility',
      experience: 8,
      pricePerHour: 40.5,
      biography: null,
      photoUrl: null,
    });
  });

  it('uploads a photo and saves it with the biography', async () => {
    const { requestsTo } = mockApi({
      'GET /api/trainer': () => ({ body: page([trainer()]) }),
      'POST /api/images': () => ({ status: 201, body: { url: '/api/images/41', width: 400, height: 480 } }),
      'PUT /api/trainer/2': () => ({ body: trainer({ biography: 'Flows.', photoUrl: '/api/images/41' }) }),
    });
    renderPage();
    const dialog = await openEdit();
    expect(within(dialog).getByRole('img', { name: 'Sofia Bennett (no photo yet)' })).toHaveTextContent('SB');
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'sofia.jpg', { type: 'image/jpeg' });
    await userEvent.upload(within(dialog).getByLabelText('Photo'), file);
    expect(await within(dialog).findByRole('img', { name: 'Photo of Sofia Bennett' })).toHaveAttribute(
      'src',
      '/api/images/41',
    );
    expect(requestsTo('/api/images')[0]?.url).toContain('purpose=trainer-photo&trainerId=2');
    await userEvent.type(within(dialog).getByLabelText('Biography'), 'Flows.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(TRAINER_MESSAGES.updated)).toBeInTheDocument();
    expect(requestsTo('/api/trainer/2')[0]?.body).toMatchObject({ biography: 'Flows.', photoUrl: '/api/images/41' });
  });

  it('refuses a file that is not an image before sending it', async () => {
    const { requestsTo } = mockApi({ 'GET /api/trainer': () => ({ body: page([trainer()]) }) });
    renderPage();
    const dialog = await openEdit();
    const file = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await userEvent.upload(within(dialog).getByLabelText('Photo'), file, { applyAccept: false });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Upload a JPEG, PNG or WebP image');
    expect(requestsTo('/api/images')).toHaveLength(0);
  });

  it('refuses a negative price or a fractional experience before sending', async () => {
    const { requestsTo } = mockApi({ 'GET /api/trainer': () => ({ body: page([trainer()]) }) });
    renderPage();
    const dialog = await openEdit();
    await userEvent.clear(within(dialog).getByLabelText('Experience (years)'));
    await userEvent.type(within(dialog).getByLabelText('Experience (years)'), '1.5');
    await userEvent.clear(within(dialog).getByLabelText('Price per hour (USD)'));
    await userEvent.type(within(dialog).getByLabelText('Price per hour (USD)'), '-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText(TRAINER_MESSAGES.experienceInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText(TRAINER_MESSAGES.priceInvalid)).toBeInTheDocument();
    expect(requestsTo('/api/trainer/2')).toHaveLength(0);
  });

  it("says 'Failed to update trainer' when refused without a reason, 'Error updating trainer' without an answer", async () => {
    let reachable = true;
    mockApi({
      'GET /api/trainer': () => ({ body: page([trainer()]) }),
      'PUT /api/trainer/2': () => {
        if (!reachable) throw new TypeError('Failed to fetch');
        return { status: 500 };
      },
    });
    renderPage();
    const dialog = await openEdit();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(TRAINER_MESSAGES.updateFailed);
    reachable = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(TRAINER_MESSAGES.updateError);
  });

  it('deletes a trainer after a confirmation that says what happens to their upcoming sessions', async () => {
    let gone = false;
    const { requestsTo } = mockApi({
      'GET /api/trainer': () => ({ body: page(gone ? [] : [trainer()]) }),
      'DELETE /api/trainer/2': () => {
        gone = true;
        return { body: { success: true, message: TRAINER_MESSAGES.deleted } };
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Sofia Bennett' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this trainer?' });
    expect(dialog).toHaveAccessibleDescription(
      'Delete Sofia Bennett? Their upcoming sessions are cancelled and the members are told by e-mail.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete trainer' }));
    expect(await screen.findByText(TRAINER_MESSAGES.deleted)).toBeInTheDocument();
    expect(await screen.findByText(TRAINER_MESSAGES.noTrainers)).toBeInTheDocument();
    expect(requestsTo('/api/trainer/2')[0]?.method).toBe('DELETE');
  });

  it('shows no Edit or Delete to a role that may not change trainers', async () => {
    mockApi({ 'GET /api/trainer': () => ({ body: page([trainer()]) }) });
    signIn('staff');
    renderWithApp(<AdminTrainersRoute />, { path: '/dashboard/admin/trainers' });
    await screen.findByText('Yoga & Mobility');
    expect(screen.queryByRole('button', { name: /Edit|Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('says when the list cannot be loaded', async () => {
    mockApi({ 'GET /api/trainer': () => ({ status: 500 }) });
    renderPage();
    await waitFor(() => expect(screen.getAllByText(TRAINER_MESSAGES.listFailed)).toHaveLength(2));
  });
});
