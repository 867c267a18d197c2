import { PLAN_MESSAGES } from '@gym/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setMoneyFormat } from '../../../lib/format.ts';
import { mockApi, renderWithApp, signIn } from '../../../test/utils.tsx';
import { makePlan } from '../test/plan-fixtures.ts';
import { CreatePlan } from './create-plan.tsx';

const renderCreate = (handlers: Parameters<typeof mockApi>[0] = {}) => {
  signIn('admin');
  const api = mockApi(handlers);
  const view = renderWithApp(<CreatePlan listPath="/dashboard/admin/plans" />, {
    path: '/dashboard/admin/create-plane',
  });
  return { ...api, ...view };
};

const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input, textarea, select' });
/** Sets a field at once (typing hundreds of characters one by one is slow and proves nothing more). */
const set = (label: string, value: string) => fireEvent.input(field(label), { target: { value } });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create plan' }));
/** The field's error text, which its input is described by, when it is marked invalid. */
const errorOf = (label: string) => {
  const input = field(label);
  if (input.getAttribute('aria-invalid') !== 'true') return undefined;
  const errorId = `${input.id}-error`;
  expect(input.getAttribute('aria-describedby')).toContain(errorId);
  return document.getElementById(errorId)?.textContent;
};

const fillValid = () => {
  set('Name', 'Premium Plus');
  set('Description', 'Everything in Premium, and a weekly sauna.');
  set('Price (USD)', '79.50');
  set('Duration (days)', '90');
  set('Image URL', '/images/plans/premium.svg');
};

describe('create plan (spec §5)', () => {
  it("names the gym's currency on the price, as the settings set it", async () => {
    setMoneyFormat('EUR');
    try {
      renderCreate();
      expect(await screen.findByLabelText('Price (EUR)')).toBeInTheDocument();
    } finally {
      setMoneyFormat('USD');
    }
  });

  it('marks every required field with its message and sends nothing', async () => {
    const { requestsTo } = renderCreate();
    await submit();
    expect(await screen.findByText(PLAN_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(PLAN_MESSAGES.descriptionRequired)).toBeInTheDocument();
    expect(screen.getByText(PLAN_MESSAGES.priceRequired)).toBeInTheDocument();
    expect(screen.getByText(PLAN_MESSAGES.durationRequired)).toBeInTheDocument();
    expect(screen.getByText(PLAN_MESSAGES.imageUrlRequired)).toBeInTheDocument();
    expect(field('Name')).toHaveFocus();
    expect(requestsTo('/api/plan')).toHaveLength(0);
  });

  it.each([
    ['Name', 'x'.repeat(101), PLAN_MESSAGES.nameTooLong],
    ['Description', 'x'.repeat(1001), PLAN_MESSAGES.descriptionTooLong],
    ['Price (USD)', '-1', PLAN_MESSAGES.priceMin],
    ['Price (USD)', 'ten', PLAN_MESSAGES.priceInvalid],
    ['Price (USD)', '9.999', PLAN_MESSAGES.priceStep],
    ['Duration (days)', '0', PLAN_MESSAGES.durationMin],
    ['Duration (days)', '3651', PLAN_MESSAGES.durationMax],
    ['Image URL', `/images/${'x'.repeat(2048)}`, PLAN_MESSAGES.imageUrlTooLong],
    ['Image URL', 'not a url', PLAN_MESSAGES.imageUrlInvalid],
    ['Max members', '-1', PLAN_MESSAGES.maxMembersMin],
    ['Max members', '101', PLAN_MESSAGES.maxMembersMax],
  ])('refuses %s "%s" with "%s"', async (label, value, message) => {
    const { requestsTo } = renderCreate();
    fillValid();
    set(label, value);
    await submit();
    await waitFor(() => expect(errorOf(label)).toBe(message));
    expect(requestsTo('/api/plan')).toHaveLength(0);
  });

  it('accepts the limits themselves: 100 characters, a price of 0, 1 and 3650 days, 0 and 100 members', async () => {
    const { requestsTo } = renderCreate({
      'POST /api/plan': () => ({ status: 201, body: makePlan({ id: 9 }) }),
    });
    fillValid();
    set('Name', 'x'.repeat(100));
    set('Price (USD)', '0');
    set('Duration (days)', '3650');
    set('Max members', '100');
    await submit();
    await waitFor(() => expect(requestsTo('/api/plan')).toHaveLength(1));
    expect(requestsTo('/api/plan')[0]?.body).toMatchObject({ price: 0, durationInDays: 3650, maxMembers: 100 });
  });

  it('uploads a picture from the device and saves its address as the image', async () => {
    const { requestsTo } = renderCreate({
      'POST /api/images': () => ({ status: 201, body: { url: '/api/images/5', width: 1600, height: 900 } }),
      'POST /api/plan': () => ({ status: 201, body: makePlan({ id: 9 }) }),
    });
    fillValid();
    set('Image URL', '');
    const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'sauna.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Or upload a picture'), picture);
    await waitFor(() => expect(field('Image URL')).toHaveValue('/api/images/5'));
    expect(requestsTo('/api/images')[0]?.url).toContain('purpose=plan');
    expect(requestsTo('/api/images')[0]?.headers.get('Authorization')).toBe('Bearer test-token');
    await submit();
    await waitFor(() => expect(requestsTo('/api/plan')).toHaveLength(1));
    expect(requestsTo('/api/plan')[0]?.body).toMatchObject({ imageUrl: '/api/images/5' });
  });

  it('shows the server’s reason when a picture is refused', async () => {
    renderCreate({
      'POST /api/images': () => ({ status: 413, body: { message: 'The image is larger than 5 MB' } }),
    });
    const picture = new File([new Uint8Array([0xff, 0xd8])], 'big.jpg', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByLabelText('Or upload a picture'), picture);
    expect(await screen.findByRole('alert')).toHaveTextContent('The image is larger than 5 MB');
  });

  it("sends the plan, says 'Plan created successfully' and goes to the plans list", async () => {
    const { requestsTo } = renderCreate({
      'POST /api/plan': () => ({ status: 201, body: makePlan({ id: 9, name: 'Premium Plus' }) }),
    });
    fillValid();
    await userEvent.selectOptions(field('Plan type'), 'Premium');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Personal trainer' }));
    await submit();

    expect(await screen.findByText(PLAN_MESSAGES.created)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/admin/plans'));
    const [request] = requestsTo('/api/plan');
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('Authorization')).toBe('Bearer test-token');
    expect(request?.body).toEqual({
      name: 'Premium Plus',
      description: 'Everything in Premium, and a weekly sauna.',
      price: 79.5,
      durationInDays: 90,
      imageUrl: '/images/plans/premium.svg',
      maxMembers: null,
      planType: 'Premium',
      amenities: {
        waterStations: false,
        lockerRooms: false,
        specialEvents: false,
        wifiService: false,
        cardioClass: false,
        cafeOrLounge: false,
        personalTrainer: true,
        groupFitnessClasses: false,
        refreshment: false,
      },
    });
  });

  it("puts the server's field errors on the fields, joined by commas, and says 'Failed to create plan'", async () => {
    renderCreate({
      'POST /api/plan': () => ({
        status: 400,
        body: {
          message: 'Name must be less than 100 characters',
          errors: { name: ['Name is taken', 'Name is too plain'], price: ['Price must be a number'] },
        },
      }),
    });
    fillValid();
    await submit();
    expect(await screen.findByText(PLAN_MESSAGES.createFailed)).toBeInTheDocument();
    expect(errorOf('Name')).toBe('Name is taken, Name is too plain');
    expect(errorOf('Price (USD)')).toBe('Price must be a number');
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/admin/create-plane');
  });

  it('previews the image once its address is valid and settled, and the default image before', async () => {
    renderCreate();
    const preview = screen.getByRole('img', { name: 'Preview of the plan image' });
    expect(preview).toHaveAttribute('src', '/images/plans/default.svg');
    set('Image URL', '/images/plans/diamond.svg');
    await waitFor(() => expect(preview).toHaveAttribute('src', '/images/plans/diamond.svg'));
    set('Name', 'Diamond Plus');
    set('Price (USD)', '899');
    set('Duration (days)', '365');
    const figure = preview.closest('figure') as HTMLElement;
    expect(figure).toHaveTextContent('Diamond Plus');
    expect(figure).toHaveTextContent('$899 · 365 days');
  });
});
