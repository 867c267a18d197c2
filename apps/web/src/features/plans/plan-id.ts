/** A route's `:planId` as a plan id, or undefined when it is missing or not a positive whole number. */
export function parsePlanId(param: string | undefined): number | undefined {
  if (!param || !/^\d+$/.test(param)) return undefined;
  const id = Number(param);
  return id > 0 && Number.isSafeInteger(id) ? id : undefined;
}
