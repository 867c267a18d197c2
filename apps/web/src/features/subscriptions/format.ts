const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A calendar date (YYYY-MM-DD, already the gym's day) as 'MMM dd, yyyy' (spec §9): 'Jan 05, 2025'. No Date
 * object is involved, so the browser's time zone cannot shift the day.
 */
export function formatCalendarDate(date: string): string {
  const [year, month, day] = date.slice(0, 10).split('-');
  const name = MONTHS[Number(month) - 1];
  return name && day && year ? `${name} ${day}, ${year}` : date;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** Money as paid: always with cents, '$19.99', '$59.00'. */
export const formatMoney = (amount: number) => usd.format(amount);

/** The subscription summary's price with a $ suffix (spec §2): '59$', '19.99$', '1,199.50$'. */
export const formatPriceSuffix = (amount: number) =>
  `${new Intl.NumberFormat('en-US', {
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount)}$`;

export const formatDays = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;
