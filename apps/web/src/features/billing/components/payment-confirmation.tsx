import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { DialogActions } from '../../../components/ui/dialog.tsx';
import { formatMoney } from '../../../lib/format.ts';
import type { PaymentFormValues } from './payment-form.tsx';

type PaymentConfirmationProps = {
  values: PaymentFormValues;
  /** Rows describing what is paid for (plan, dates), shown above the amount. */
  details?: ReactNode;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** The confirmation step before any money is recorded (spec §4): what, how much, how. */
export function PaymentConfirmation({
  values,
  details,
  confirmLabel,
  pending,
  onConfirm,
  onCancel,
}: PaymentConfirmationProps) {
  return (
    <div className="grid gap-5">
      <dl className="divide-y divide-zinc-100 rounded-xl border border-zinc-200 px-4 text-sm">
        {details}
        <div className="flex justify-between gap-4 py-3">
          <dt className="text-zinc-600">Payment method</dt>
          <dd className="font-medium text-zinc-900">{values.paymentMethod}</dd>
        </div>
        {values.notes && (
          <div className="flex justify-between gap-4 py-3">
            <dt className="text-zinc-600">Notes</dt>
            <dd className="min-w-0 break-words text-right text-zinc-900">{values.notes}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4 py-3">
          <dt className="font-medium text-zinc-900">Amount</dt>
          <dd className="text-lg font-bold text-zinc-950 tabular-nums">{formatMoney(values.amount)}</dd>
        </div>
      </dl>
      <DialogActions>
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button onClick={onConfirm} isLoading={pending} autoFocus>
          {pending ? 'Processing...' : confirmLabel}
        </Button>
      </DialogActions>
    </div>
  );
}

/** A row for `details`. */
export function ConfirmationRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-3">
      <dt className="text-zinc-600">{label}</dt>
      <dd className="text-right font-medium text-zinc-900">{children}</dd>
    </div>
  );
}
