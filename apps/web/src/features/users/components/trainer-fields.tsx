import { TRAINER_EXPERIENCE_MAX, TRAINER_PRICE_MAX, TRAINER_SPECIALTY_MAX } from '@gym/contract';
import { FormInput } from '../../../components/ui/form.tsx';
import { moneyCurrency } from '../../../lib/format.ts';
import { t, useT } from '../../../lib/i18n.ts';

/**
 * A trainer's professional details inside a surrounding <Form> (contract `trainerDetailsSchema`): Add New Staff
 * shows them for a new trainer, the trainer edit dialog for an existing one.
 */
export function TrainerFields() {
  useT();
  return (
    <>
      <FormInput
        name="specialty"
        label={t('Specialty')}
        maxLength={TRAINER_SPECIALTY_MAX}
        required
        className="sm:col-span-2"
      />
      <FormInput
        name="experience"
        label={t('Experience (years)')}
        type="number"
        inputMode="numeric"
        min={0}
        max={TRAINER_EXPERIENCE_MAX}
        step={1}
        required
      />
      <FormInput
        name="pricePerHour"
        label={t('Price per hour ({currency})', { currency: moneyCurrency() })}
        type="number"
        inputMode="decimal"
        min={0}
        max={TRAINER_PRICE_MAX}
        step={0.01}
        required
      />
    </>
  );
}
