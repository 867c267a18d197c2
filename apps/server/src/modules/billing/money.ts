/**
 * Money is `numeric(10,2)` in the database and reaches us as a string ("19.99"). It is compared in whole cents
 * and written back with two decimals, so no float rounding ever decides whether an amount equals a price.
 */
export const toCents = (value: string | number): number => Math.round(Number(value) * 100);

/** The API's view: a number with at most two decimals (decisions §2). */
export const toMoney = (value: string | number): number => toCents(value) / 100;

/** What the numeric column is given. */
export const toNumeric = (value: number): string => (toCents(value) / 100).toFixed(2);

export const sameAmount = (a: string | number, b: string | number) => toCents(a) === toCents(b);
