import {
  currencyChoices,
  DEFAULT_FREEZE_RULES,
  type FreezeRules,
  type GymInfo,
  type GymSettings,
  type GymSettingsFormValues,
  gymSettingsFormSchema,
  LANGUAGES,
  phoneCountries,
  RENEWAL_DEFAULTS,
  SOCIAL_NETWORKS,
  type SocialNetwork,
  timeZoneChoices,
  WEEKDAY_KEYS,
  WEEKDAYS,
} from '@gym/contract';
import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Form, FormInput, FormSelect, useZodForm } from '../../../components/ui/form.tsx';
import { ImageUpload } from '../../../components/ui/image-upload.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { t, useLanguage, useT } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toasts.tsx';
import { useUpdateGymSettings } from '../api/update-gym-settings.ts';

const NETWORK_LABELS: Record<SocialNetwork, string> = {
  twitter: 'Twitter (X)',
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  github: 'GitHub',
};
const LANGUAGE_LABELS: Record<(typeof LANGUAGES)[number], string> = { en: 'English', es: 'Spanish' };

/** The choices of the three lists, named in English, made once per screen. */
function useChoices() {
  const language = useLanguage();
  return useMemo(() => {
    const regions = new Intl.DisplayNames([language], { type: 'region' });
    const currencies = new Intl.DisplayNames([language], { type: 'currency' });
    return {
      countries: phoneCountries()
        .map((code) => ({ value: code, label: `${regions.of(code) ?? code} (${code})` }))
        .sort((a, b) => a.label.localeCompare(b.label, language)),
      timeZones: timeZoneChoices().map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') })),
      currencies: currencyChoices().map((code) => ({ value: code, label: `${code}, ${currencies.of(code) ?? code}` })),
    };
  }, [language]);
}

/** The form's values from the settings as they are: a closed day keeps a day's usual hours, ready to open. */
function formValuesOf(gym: GymInfo): GymSettingsFormValues {
  return {
    name: gym.name,
    email: gym.email,
    hotline: gym.hotline,
    address: gym.address,
    country: gym.country,
    timeZone: gym.timeZone,
    currency: gym.currency,
    language: gym.language as GymSettingsFormValues['language'],
    logoUrl: gym.logoUrl ?? '',
    socialLinks: Object.fromEntries(
      SOCIAL_NETWORKS.map((network) => [network, gym.socialLinks[network] ?? '']),
    ) as GymSettingsFormValues['socialLinks'],
    weekHours: Object.fromEntries(
      WEEKDAY_KEYS.map((key) => [key, gym.weekHours[key] ?? { open: '09:00', close: '17:00' }]),
    ) as GymSettingsFormValues['weekHours'],
    closed: Object.fromEntries(
      WEEKDAY_KEYS.map((key) => [key, gym.weekHours[key] === null]),
    ) as GymSettingsFormValues['closed'],
    cancelCutoffHours: String(gym.cancelCutoffHours),
    reminderHoursBefore: String(gym.reminderHoursBefore),
    taxRate: gym.taxRate == null ? '' : String(gym.taxRate),
    renewalChargeDaysBefore: String(gym.renewalChargeDaysBefore ?? RENEWAL_DEFAULTS.chargeDaysBefore),
    renewalRetryDays: (gym.renewalRetryDays ?? RENEWAL_DEFAULTS.retryDays).join(', '),
    renewalGraceDays: String(gym.renewalGraceDays ?? RENEWAL_DEFAULTS.graceDays),
    ...freezeValuesOf(gym.freezeRules ?? DEFAULT_FREEZE_RULES),
  };
}

const freezeValuesOf = (rules: FreezeRules) => ({
  freezeNoticeDays: String(rules.noticeDays),
  freezeMinDays: String(rules.minDays),
  freezeMaxDays: String(rules.maxDays),
  freezeDaysPerYear: String(rules.daysPerYear),
});

function Section({ title, description, children }: { title: string; description?: string; children: React.ReactNode }) {
  useT();
  const id = `settings-${title.toLowerCase().replaceAll(/[^a-z]+/g, '-')}`;
  return (
    <Card>
      <section aria-labelledby={id} className="grid gap-5">
        <div>
          <h2 id={id} className="text-lg font-semibold text-zinc-950">
            {title}
          </h2>
          {description && <p className="mt-1 text-sm text-zinc-600">{description}</p>}
        </div>
        {children}
      </section>
    </Card>
  );
}

/** One weekday's row: closed, or open from and to (HH:mm on the gym's clock). */
function DayRow({ dayKey, day }: { dayKey: (typeof WEEKDAY_KEYS)[number]; day: string }) {
  useT();
  const { register } = useFormContext<GymSettingsFormValues>();
  // Watched here, not in the form: ticking a day re-renders that day's row only, not the long lists above.
  const closed = useWatch<GymSettingsFormValues, `closed.${typeof dayKey}`>({ name: `closed.${dayKey}` });
  return (
    <fieldset className="grid gap-3 border-zinc-100 border-t pt-4 first:border-t-0 first:pt-0 sm:grid-cols-[7rem_10rem_1fr_1fr] sm:items-start">
      <legend className="sr-only">{t(day)}</legend>
      <p aria-hidden="true" className="font-medium text-zinc-900 sm:pt-2.5">
        {t(day)}
      </p>
      <label className="flex items-center gap-2 text-sm text-zinc-800 sm:pt-2.5">
        <input type="checkbox" className="size-4 accent-accent" {...register(`closed.${dayKey}`)} />
        {t('{day} closed', { day: t(day) })}
      </label>
      {!closed && (
        <>
          <FormInput
            name={`weekHours.${dayKey}.open`}
            label={t('{day} opens', { day: t(day) })}
            inputMode="numeric"
            hint={t('HH:mm')}
          />
          <FormInput
            name={`weekHours.${dayKey}.close`}
            label={t('{day} closes', { day: t(day) })}
            inputMode="numeric"
            hint={t('HH:mm, 24:00 for midnight')}
          />
        </>
      )}
    </fieldset>
  );
}

/** The gym's settings (admin; decisions §7): saved all at once, shown everywhere at once. */
export function SettingsForm({ gym }: { gym: GymInfo }) {
  useT();
  const choices = useChoices();
  const form = useZodForm(gymSettingsFormSchema as unknown as Parameters<typeof useZodForm>[0], {
    defaultValues: formValuesOf(gym),
  });
  const save = useUpdateGymSettings();

  return (
    <Form
      form={form}
      aria-label={t('Gym settings')}
      className="grid gap-6"
      onSubmit={async (values) => {
        const saved = await save.mutateAsync(values as GymSettings);
        form.reset(formValuesOf(saved));
        notify.success(t('Settings saved'));
      }}
      onSubmitError={(error) => notify.error(messageOf(error, t('The settings could not be saved. Try again.')))}
    >
      <Section
        title={t('The gym')}
        description={t('Shown in the header, the footer, the contact section and every e-mail.')}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <FormInput name="name" label={t('Name')} autoComplete="organization" />
          <FormInput name="email" label={t('Contact e-mail')} type="email" autoComplete="email" />
          <FormInput
            name="hotline"
            label={t('Hotline')}
            type="tel"
            autoComplete="tel"
            hint={t("Read in the gym's country")}
          />
          <FormSelect
            name="country"
            label={t('Country')}
            options={choices.countries}
            hint={t('Phones without a code are read in it')}
          />
          <FormInput
            name="address"
            label={t('Postal address')}
            autoComplete="street-address"
            className="sm:col-span-2"
          />
        </div>
      </Section>

      <Section
        title={t('Time, money and language')}
        description={t(
          'Booked sessions keep their moment when the time zone changes. The currency can change only until the first payment: amounts are never converted.',
        )}
      >
        <div className="grid gap-5 sm:grid-cols-3">
          <FormSelect name="timeZone" label={t('Time zone')} options={choices.timeZones} />
          <FormSelect name="currency" label={t('Currency')} options={choices.currencies} />
          <FormSelect
            name="language"
            label={t('Default language')}
            options={LANGUAGES.map((code) => ({ value: code, label: t(LANGUAGE_LABELS[code]) }))}
          />
          <FormInput
            name="taxRate"
            label={t('Tax rate (%)')}
            inputMode="decimal"
            hint={t('Included in prices and shown on receipts; empty for none')}
          />
        </div>
      </Section>

      <Section
        title={t('Opening hours')}
        description={t(
          "On the gym's clock. Sessions are booked inside them; sessions already booked stay, and those left outside are listed below.",
        )}
      >
        <div className="grid gap-4">
          {WEEKDAY_KEYS.map((key, i) => (
            <DayRow key={key} dayKey={key} day={WEEKDAYS[i] as string} />
          ))}
        </div>
      </Section>

      <Section title={t('Bookings')}>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormInput
            name="cancelCutoffHours"
            label={t('Members cancel up to (hours before)')}
            inputMode="numeric"
            hint={t('0 lets members cancel until the start')}
          />
          <FormInput name="reminderHoursBefore" label={t('Reminder e-mail (hours before)')} inputMode="numeric" />
        </div>
      </Section>

      <Section title={t('Renewal charges')}>
        <div className="grid gap-5 sm:grid-cols-3">
          <FormInput
            name="renewalChargeDaysBefore"
            label={t('Charge the saved card (days before the end)')}
            inputMode="numeric"
          />
          <FormInput name="renewalRetryDays" label={t('Try again after (days after the first failure)')} />
          <FormInput
            name="renewalGraceDays"
            label={t('Grace period before suspension (days after the end)')}
            inputMode="numeric"
          />
        </div>
      </Section>

      <Section
        title={t('Freezes')}
        description={t('The rules a member’s own freeze keeps. Staff and the admin may freeze any plan at any time.')}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <FormInput name="freezeMinDays" label={t('Shortest freeze (days)')} inputMode="numeric" />
          <FormInput name="freezeMaxDays" label={t('Longest freeze (days)')} inputMode="numeric" />
          <FormInput
            name="freezeNoticeDays"
            label={t('Earliest start (days after today)')}
            inputMode="numeric"
            hint={t('1: from tomorrow')}
          />
          <FormInput
            name="freezeDaysPerYear"
            label={t('Most days of freezes in a calendar year')}
            inputMode="numeric"
          />
        </div>
      </Section>

      <Section title={t('Logo and links')} description={t('Leave a link empty to leave it out of the footer.')}>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormInput name="logoUrl" label={t('Logo address')} className="sm:col-span-2" hint={t('https://…')} />
          <div className="sm:col-span-2">
            <LogoUpload />
          </div>
          {SOCIAL_NETWORKS.map((network) => (
            <FormInput key={network} name={`socialLinks.${network}`} label={t(NETWORK_LABELS[network])} type="url" />
          ))}
        </div>
      </Section>

      <div className="flex justify-end">
        <Button type="submit" isLoading={save.isPending} className="w-full sm:w-auto">
          {t('Save settings')}
        </Button>
      </div>
    </Form>
  );
}

/** Or a logo from the device: uploaded at once, its address goes into Logo address (saved with the form). */
function LogoUpload() {
  useT();
  const { setValue } = useFormContext();
  const logoUrl = useWatch({ name: 'logoUrl' }) as string;
  return (
    <ImageUpload
      label={t('Or upload a logo')}
      value={logoUrl || null}
      onChange={(url) => setValue('logoUrl', url ?? '', { shouldDirty: true, shouldValidate: true })}
      query={{ purpose: 'logo' }}
      placeholder={<span className="sr-only">{t('No logo')}</span>}
      alt={t("The gym's logo")}
      removable
      removeLabel={t('Remove logo')}
      hint={t('JPEG, PNG or WebP, up to 5 MB; it replaces the Logo address above.')}
    />
  );
}
