import { type GymSettingsSaved, SETTINGS_MESSAGES } from '@gym/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoney, setMoneyFormat } from '../../../lib/format.ts';
import { gymInfo, mockApi, renderWithApp, signIn } from '../../../test/utils.tsx';
import { SettingsForm } from './settings-form.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  setMoneyFormat('USD');
});

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save settings' }));

describe('the Settings form', () => {
  it('starts from the saved settings, a closed day ticked', () => {
    mockApi();
    signIn('admin');
    renderWithApp(<SettingsForm gym={gymInfo({ weekHours: { ...gymInfo().weekHours, sunday: null } })} />);
    expect(screen.getByLabelText('Name')).toHaveValue('Pulse Gym');
    expect(screen.getByLabelText('Currency')).toHaveValue('USD');
    expect(screen.getByLabelText('Monday opens')).toHaveValue('06:00');
    expect(screen.getByLabelText('Sunday closed')).toBeChecked();
    expect(screen.queryByLabelText('Sunday opens')).not.toBeInTheDocument();
  });

  it('refuses a closing time before the opening on its field, and sends nothing', async () => {
    const { requestsTo } = mockApi();
    signIn('admin');
    renderWithApp(<SettingsForm gym={gymInfo()} />);
    await userEvent.clear(screen.getByLabelText('Tuesday closes'));
    await userEvent.type(screen.getByLabelText('Tuesday closes'), '05:00');
    await save();
    expect(await screen.findByText(SETTINGS_MESSAGES.closeAfterOpen)).toBeInTheDocument();
    expect(screen.getByLabelText('Tuesday closes')).toHaveAccessibleDescription(/closing time must be after/);
    expect(requestsTo('/api/gym').filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it('sends the whole object, a closed day as null, and shows money in the saved currency at once', async () => {
    const { requestsTo } = mockApi({
      'PUT /api/gym': ({ body }) => ({
        body: { ...gymInfo(), ...(body as object), sessionsOutsideHours: [] } satisfies GymSettingsSaved,
      }),
    });
    signIn('admin');
    renderWithApp(<SettingsForm gym={gymInfo()} />);
    // A list of some 160 currencies: chosen at once rather than option by option.
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'EUR' } });
    await userEvent.click(screen.getByLabelText('Saturday closed'));
    fireEvent.change(screen.getByLabelText('Members cancel up to (hours before)'), { target: { value: '6' } });
    await save();
    await waitFor(() => expect(requestsTo('/api/gym').filter((r) => r.method === 'PUT')).toHaveLength(1));
    const sent = requestsTo('/api/gym').find((r) => r.method === 'PUT')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ currency: 'EUR', cancelCutoffHours: 6, hotline: '+12125550147', logoUrl: null });
    expect((sent.weekHours as Record<string, unknown>).saturday).toBeNull();
    expect(sent).not.toHaveProperty('closed');
    await waitFor(() => expect(formatMoney(59)).toBe('€59'));
  });

  it("puts the server's refusal on its field", async () => {
    mockApi({
      'PUT /api/gym': () => ({
        status: 409,
        body: { message: SETTINGS_MESSAGES.currencyLocked, errors: { currency: [SETTINGS_MESSAGES.currencyLocked] } },
      }),
    });
    signIn('admin');
    renderWithApp(<SettingsForm gym={gymInfo()} />);
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'GBP' } });
    await save();
    await waitFor(() => expect(screen.getByLabelText('Currency')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Currency')).toHaveAccessibleDescription(SETTINGS_MESSAGES.currencyLocked);
  });
});
