import { formatPhone, isStoredPhoneValid } from '@gym/contract';
import { useGymCountry } from '../../lib/gym-country.ts';

/** What staff read beside a number kept as written under an older rule (decisions §1). */
export const PHONE_NEEDS_FIX = 'needs a valid number';

/**
 * A stored phone as people read it: the national form for a number of the gym's country, the international form
 * for any other. A number the phone rule never accepted is shown as written, marked for the front desk. Only the
 * screens that show phones load this (and with it the numbering plans), never the landing page.
 */
export function PhoneNumber({ value }: { value: string }) {
  const country = useGymCountry();
  if (!isStoredPhoneValid(value, country))
    return (
      <span>
        {value} <span className="text-amber-800 text-xs">({PHONE_NEEDS_FIX})</span>
      </span>
    );
  return <span className="whitespace-nowrap">{formatPhone(value, country)}</span>;
}
