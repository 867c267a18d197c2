import { PLAN_MESSAGES, type Role } from '@gym/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithApp, signIn } from '../../../test/utils.tsx';
import { makePlan } from '../test/plan-fixtures.ts';
import { PlanEditor } from './plan-editor.tsx';

const plan = makePlan({
  id: 3,
  name: 'Premium Quarterly',
  description: 'Three months of everything.',
  price: 249,
  durationInDays: 90,
  planType: 'Premium',
  imageUrl: '/images/plans/premium.svg',
  maxMembers: 40,
  amenities: { personalTrainer: true, wifiService: true },
});

const renderEditor = (role: Role, handlers: Parameters<typeof mockApi>[0] = {}, planIdParam: string | null = '3') => {
  signIn(role);
  const api = mockApi({ 'GET /api/plan/3': () => ({ body: plan }), ...handlers });
  renderWithApp(<PlanEditor planIdParam={planIdParam ?? undefined} listPath="/dashboard/admin/plans" />, {
    path: '/dashboard/admin/plan/:planId?',
    initialEntries: [`/dashboard/admin/plan/${planIdParam ?? ''}`],
  });
  return api;
};

const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input, textarea, select' });

describe('the plan edit screen', () => {
  it('fills the form with the saved plan and previews its image', async () => {
    renderEditor('admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Premium Quarterly' })).toBeInTheDocument();
    expect(field('Name')).toHaveValue('Premium Quarterly');
    expect(field('Description')).toHaveValue('Three months of everything.');
    expect(field('Price (USD)')).toHaveValue('249');
    expect(field('Duration (days)')).toHaveValue('90');
    expect(field('Plan type')).toHaveValue('Premium');
    expect(field('Max members')).toHaveValue('40');
    expect(field('Image URL')).toHaveValue('/images/plans/premium.svg');
    expect(screen.getByRole('checkbox', { name: 'Personal trainer' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Refreshment' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Offered to members' })).toBeChecked();
    expect(screen.getByRole('img', { name: 'Preview of the plan image' })).toHaveAttribute(
      'src',
      '/images/plans/premium.svg',
    );
    expect(screen.getByRole('link', { name: 'All plans' })).toHaveAttribute('href', '/dashboard/admin/plans');
  });

  it("saves the changes and shows the server's message", async () => {
    const { requestsTo } = renderEditor('staff', {
      'PUT /api/plan/3': ({ body }) => ({
        body: { success: true, message: 'Plan updated successfully', data: { ...plan, ...(body as object) } },
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Premium Quarterly' });
    fireEvent.input(field('Price (USD)'), { target: { value: '259.99' } });
    fireEvent.input(field('Max members'), { target: { value: '' } });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Offered to members' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(PLAN_MESSAGES.updated)).toBeInTheDocument();
    const [request] = requestsTo('/api/plan/3').filter((r) => r.method === 'PUT');
    expect(request?.body).toMatchObject({
      name: 'Premium Quarterly',
      price: 259.99,
      durationInDays: 90,
      planType: 'Premium',
      maxMembers: null,
      isActive: false,
      amenities: expect.objectContaining({ personalTrainer: true, wifiService: true, refreshment: false }),
    });
  });

  it("says 'Something went wrong while updating plan' and marks the server's field errors", async () => {
    renderEditor('admin', {
      'PUT /api/plan/3': () => ({
        status: 400,
        body: { message: 'Image URL must be a valid URL', errors: { imageUrl: ['Image URL must be a valid URL'] } },
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Premium Quarterly' });
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(PLAN_MESSAGES.updateFailed)).toBeInTheDocument();
    expect(field('Image URL')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Image URL')).toHaveAccessibleDescription(expect.stringContaining('Image URL must be a valid URL'));
  });

  it('deletes only after the confirmation dialog, then goes back to the plans list', async () => {
    const { requestsTo } = renderEditor('admin', {
      'DELETE /api/plan/3': () => ({ body: { success: true, message: 'Plan deleted successfully' } }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Premium Quarterly' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete plan' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this plan?' });
    expect(dialog).toHaveTextContent('Premium Quarterly · $249 · 90 days');
    expect(requestsTo('/api/plan/3').filter((r) => r.method === 'DELETE')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requestsTo('/api/plan/3').filter((r) => r.method === 'DELETE')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Delete plan' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete plan' }));
    expect(await screen.findByText(PLAN_MESSAGES.deleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/admin/plans'));
    expect(requestsTo('/api/plan/3').filter((r) => r.method === 'DELETE')).toHaveLength(1);
  });

  it('tells why a plan with subscriptions cannot be deleted, and how to retire it', async () => {
    renderEditor('admin', {
      'DELETE /api/plan/3': () => ({ status: 409, body: { message: PLAN_MESSAGES.hasSubscriptions } }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Premium Quarterly' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete plan' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete plan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // In a toast, and in the page beside the form that can retire the plan instead.
    await waitFor(() => expect(screen.getAllByText(PLAN_MESSAGES.hasSubscriptions)).toHaveLength(2));
    expect(screen.getByText(/Untick “Offered to members” and save to retire it/)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/admin/plan/3');
  });

  it("says 'Something went wrong while deleting plan' when the deletion fails otherwise", async () => {
    renderEditor('admin', { 'DELETE /api/plan/3': () => ({ status: 500, body: { message: 'boom' } }) });
    await screen.findByRole('heading', { level: 1, name: 'Premium Quarterly' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete plan' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete plan' }));
    expect(await screen.findByText(PLAN_MESSAGES.deleteFailed)).toBeInTheDocument();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
  });

  it('shows a trainer the plan read-only: no form, no Save, no Delete', async () => {
    renderEditor('trainer');
    expect(await screen.findByRole('heading', { level: 1, name: 'Premium Quarterly' })).toBeInTheDocument();
    expect(screen.getByText('Three months of everything.')).toBeInTheDocument();
    expect(screen.getByText('$249')).toBeInTheDocument();
    expect(screen.getByText('90 days')).toBeInTheDocument();
    expect(screen.getByText('40')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("says 'Plan ID is missing' without an id, and asks the server nothing", async () => {
    const { requestsTo } = renderEditor('admin', {}, null);
    expect(await screen.findByRole('heading', { level: 1, name: PLAN_MESSAGES.idMissing })).toBeInTheDocument();
    // The heading, and a toast.
    await waitFor(() => expect(screen.getAllByText(PLAN_MESSAGES.idMissing)).toHaveLength(2));
    expect(requestsTo('/api/plan/3')).toHaveLength(0);
  });

  it("says 'Plan not found' for an unknown plan, without a toast", async () => {
    renderEditor('admin', { 'GET /api/plan/3': () => ({ status: 404, body: { message: 'Plan not found' } }) });
    expect(await screen.findByRole('heading', { level: 1, name: PLAN_MESSAGES.notFound })).toBeInTheDocument();
    expect(screen.queryByText(PLAN_MESSAGES.detailFailed)).not.toBeInTheDocument();
  });

  it("toasts 'Something went wrong while getting plan details' and tries again", async () => {
    let fail = true;
    renderEditor('admin', { 'GET /api/plan/3': () => (fail ? { status: 500 } : { body: plan }) });
    expect(await screen.findByText(PLAN_MESSAGES.detailFailed)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Premium Quarterly' })).toBeInTheDocument();
  });
});
