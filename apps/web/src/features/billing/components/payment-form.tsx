import {
  amountSchema,
  BILLING_MESSAGES,
  DEFAULT_PAYMENT_METHOD,
  PAYMENT_AMOUNT_MIN,
  PAYMENT_AMOUNT_STEP,
  PAYMENT_METHODS,
  PAYMENT_NOTES_MAX,
  paymentMethodInputSchema,
  paymentNotesSchema,
} from '@gym/contract';
import { type ReactNode, useId } from 'react';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { DialogActions } from '../../../components/ui/dialog.tsx';
import { Form, FormInput, FormSelect, FormTextarea, useZodForm } from '../../../components/ui/form.tsx';
import { formatMoney } from '../../../lib/format.ts';

/** The fields a member fills in (spec §5 "Payment"); the rules and messages are the server's. */
export const paymentFormSchema = z.object({
  amount: amountSchema,
  paymentMethod: paymentMethodInputSchema,
  notes: paymentNotesSchema,
});
export type PaymentFormValues = z.output<typeof paymentFormSchema>;

const METHOD_OPTIONS = PAYMENT_METHODS.map((method) => ({ value: method, label: method }));

type PaymentFormProps = {
  /**
   * The price to pay; when given, the amount is shown as money, not as a field (spec §5's read-only amount, in the
   * one money format of decisions §1), and sent as it is.
   */
  amount: number | undefined;
  submitLabel: string;
  pending?: boolean;
  onSubmit: (values: PaymentFormValues) => void;
  /** Extra buttons beside the submit button (Cancel in a dialog). */
  actions?: ReactNode;
};

/**
 * Amount, method (Cash by default) and notes. A missing amount or method shows 'Please enter all required
 * fields' as a toast and on the field; nothing is sent until the form is valid.
 */
export function PaymentForm({ amount, submitLabel, pending = false, onSubmit, actions }: PaymentFormProps) {
  const form = useZodForm(paymentFormSchema, {
    defaultValues: {
      amount: amount === undefined ? '' : amount.toFixed(2),
      paymentMethod: DEFAULT_PAYMENT_METHOD,
      notes: '',
    },
  });
  const fixedAmount = amount !== undefined;
  const amountLabelId = useId();

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      onInvalid={(errors) => {
        const missing = Object.values(errors).some((e) => e?.message === BILLING_MESSAGES.requiredFields);
        if (missing) toast.error(BILLING_MESSAGES.requiredFields, { id: 'payment-required' });
      }}
    >
      <fieldset disabled={pending} className="grid gap-5">
        {fixedAmount ? (
          <div className="grid gap-1">
            <span id={amountLabelId} className="text-sm font-medium text-zinc-800">
              Amount
            </span>
            <output aria-labelledby={amountLabelId} className="text-2xl font-bold tracking-tight text-zinc-950">
              {formatMoney(amount)}
            </output>
            <span className="text-sm text-zinc-600">The price of the plan.</span>
          </div>
        ) : (
          <FormInput
            name="amount"
            label="Amount (USD)"
            type="number"
            inputMode="decimal"
            min={PAYMENT_AMOUNT_MIN}
            step={PAYMENT_AMOUNT_STEP}
          />
        )}
        <FormSelect name="paymentMethod" label="Payment method" options={METHOD_OPTIONS} />
        <FormTextarea name="notes" label="Notes (optional)" rows={3} maxLength={PAYMENT_NOTES_MAX} />
        <DialogActions>
          {actions}
          <Button type="submit" size="lg" isLoading={pending} className="w-full sm:w-auto">
            {submitLabel}
          </Button>
        </DialogActions>
      </fieldset>
    </Form>
  );
}
