// Built once: creating a NumberFormat costs milliseconds, and the landing page formats every card.
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const dollarsAndCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
});

/** Dollars, with cents only when there are some: $29, $19.50, $1,199. */
export const formatPrice = (amount: number): string =>
  (Number.isInteger(amount) ? dollars : dollarsAndCents).format(amount);

export const formatDuration = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/** A route's `:planId` as a plan id, or undefined when it is missing or not a positive whole number. */
export function parsePlanId(param: string | undefined): number | undefined {
  if (!param || !/^\d+$/.test(param)) return undefined;
  const id = Number(param);
  return id > 0 && Number.isSafeInteger(id) ? id : undefined;
}
