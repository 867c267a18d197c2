import { currentLanguage, t } from './i18n.ts';

/**
 * Money and spans of days and years, one way everywhere (`lib/format.ts` holds the rest and re-exports these): apart
 * from the date formats, because the frame of every page sets the gym's currency (`lib/gym.ts`) and the landing page's
 * plan cards show prices and days, and neither needs the dates (docs/decisions/015-landing-javascript.md).
 */

const withThousands = (whole: number) => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * The gym's currency (ISO 4217) and the language money is written in: set once the gym's settings arrive
 * (`lib/gym.ts`), read by every amount. The locale is one parameter, for the translation layer to set.
 */
let money = { currency: 'USD', locale: 'en' };
let moneyFormat: Intl.NumberFormat | undefined;

/** The gym's currency (ISO 4217), for labels that name it: 'Price (EUR)'. */
export const moneyCurrency = (): string => money.currency;

/** Sets the gym's currency and, optionally, the locale money is written in; amounts formatted after follow them. */
export function setMoneyFormat(currency: string, locale = money.locale) {
  money = { currency, locale };
  moneyFormat = undefined;
}

/**
 * Money, one way everywhere (decisions §1, §7), in the gym's currency, units first and cents only when there are
 * some: '$59', '$59.50', '$1,199', '-$5'; '€59' in English with EUR. Dollars in English are written out rather than
 * with Intl.NumberFormat, whose first use loads locale data: tens of milliseconds on a phone, and the landing
 * page's plan cards show prices.
 */
export function formatMoney(amount: number): string {
  // The page's language writes the amount ('59 €', '59 US$' in Spanish); the gym's currency is the unit.
  const locale = currentLanguage() === 'en' ? money.locale : currentLanguage();
  if (money.currency !== 'USD' || locale !== 'en') {
    if (moneyFormat?.resolvedOptions().locale.slice(0, 2) !== locale.slice(0, 2)) moneyFormat = undefined;
    moneyFormat ??= new Intl.NumberFormat(locale, { style: 'currency', currency: money.currency });
    // No cents when there are none, whichever mark the locale writes them after ('59.00' → '59', '59,00 €' → '59 €').
    return moneyFormat.format(amount).replace(/[.,]00(?!\d)/, '');
  }
  // Amounts carry at most 2 decimals (decisions §2), so rounding to cents only removes float noise.
  const cents = Math.round(Math.abs(amount) * 100);
  const whole = withThousands(Math.trunc(cents / 100));
  const rest = cents % 100;
  const sign = amount < 0 && cents > 0 ? '-' : '';
  return rest === 0 ? `${sign}$${whole}` : `${sign}$${whole}.${String(rest).padStart(2, '0')}`;
}

/** A number of days: '1 day', '30 days', '0 days' ('1 día', '30 días'). */
export const formatDays = (days: number) => t('{count, plural, one {# day} other {# days}}', { count: days });
/** '1 year', '12 years' (a trainer's experience). */
export const formatYears = (years: number) => t('{count, plural, one {# year} other {# years}}', { count: years });
