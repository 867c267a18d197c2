const withThousands = (whole: number) => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * Dollars, with cents only when there are some: $29, $19.50, $1,199. Written out rather than with
 * Intl.NumberFormat, whose first use loads locale data: tens of milliseconds on a phone, on the landing page.
 */
export function formatPrice(amount: number): string {
  const cents = Math.round(amount * 100);
  const whole = withThousands(Math.trunc(cents / 100));
  const rest = cents % 100;
  return rest === 0 ? `$${whole}` : `$${whole}.${String(rest).padStart(2, '0')}`;
}

export const formatDuration = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/** A route's `:planId` as a plan id, or undefined when it is missing or not a positive whole number. */
export function parsePlanId(param: string | undefined): number | undefined {
  if (!param || !/^\d+$/.test(param)) return undefined;
  const id = Number(param);
  return id > 0 && Number.isSafeInteger(id) ? id : undefined;
}
