import { examplePhone, type PhoneCountry } from '@gym/contract';
import { useT } from '../../lib/i18n.ts';
import { FormInput } from './form.tsx';

/**
 * The phone field of every form that takes one (register, profile, contact): read in the gym's `country` when
 * written without a country code, with an example number from it (decisions §1). The form's schema holds the rule.
 */
export function PhoneField({ country, className }: { country: PhoneCountry; className?: string }) {
  const t = useT();
  return (
    <FormInput
      name="phone"
      label={t('Phone')}
      type="tel"
      autoComplete="tel"
      inputMode="tel"
      className={className}
      hint={t('For example {example}, or with a country code.', { example: examplePhone(country) })}
    />
  );
}
