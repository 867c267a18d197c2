import { DESK_PAYMENT_METHODS, type DeskSaleResponse, deskSaleRequestSchema, type Plan } from '@gym/contract';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Dialog, FormDialogActions } from '../../../components/ui/dialog.tsx';
import { Form, FormSelect, FormTextarea, useZodForm } from '../../../components/ui/form.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { formatDate, formatDays, formatMoney } from '../../../lib/format.ts';
import { t, useT } from '../../../lib/i18n.ts';
import { STAFF_AREA_TOAST } from '../../../lib/toast-options.ts';
import { translateMessage } from '../../../lib/translate-message.ts';
import { useSellPlan } from '../api/sell-plan.ts';

type SaleValues = { userId: number; planId: string; paymentMethod: string; notes: string };

/**
 * The desk sells a plan (docs/decisions/030): the plan's price taken in cash, on the card terminal or by transfer,
 * and the plan started (or scheduled after the running one) in one step. `plans` are the plans on offer.
 */
export function SellPlanDialog({
  memberId,
  memberName,
  plans,
  onClose,
}: {
  memberId: number;
  memberName: string;
  plans: Plan[];
  onClose: () => void;
}) {
  useT();
  const schema = useMemo(
    () => deskSaleRequestSchema as unknown as z.ZodType<z.output<typeof deskSaleRequestSchema>, SaleValues>,
    [],
  );
  const form = useZodForm(schema, {
    defaultValues: { userId: memberId, planId: '', paymentMethod: 'Cash', notes: '' },
  });
  const sell = useSellPlan();
  const [failure, setFailure] = useState<string | null>(null);
  const pending = sell.isPending;
  const planOptions = plans.map((p) => ({
    value: String(p.id),
    label: `${p.name} · ${formatMoney(p.price)} · ${formatDays(p.durationInDays)}`,
  }));
  const methodOptions = DESK_PAYMENT_METHODS.map((m) => ({ value: m, label: t(m) }));

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('Sell a plan')}
      description={t('To {name}, paid at the desk. A plan bought while another runs starts the day after it ends.', {
        name: memberName,
      })}
      dismissible={!pending}
    >
      <Form
        form={form}
        onSubmit={async (values) => {
          setFailure(null);
          const sale: DeskSaleResponse = await sell.mutateAsync(values);
          const { subscription } = sale;
          toast.success(
            subscription.status === 'Scheduled'
              ? t('{plan} sold. It starts on {date}.', {
                  plan: subscription.planName,
                  date: formatDate(subscription.startDate),
                })
              : t('{plan} sold. It runs until {date}.', {
                  plan: subscription.planName,
                  date: formatDate(subscription.endDate),
                }),
            STAFF_AREA_TOAST,
          );
          onClose();
        }}
        onSubmitError={(error) => setFailure(messageOf(error, t('The sale did not go through.')))}
      >
        <fieldset disabled={pending} className="grid gap-4">
          {failure && <Alert tone="error">{translateMessage(failure)}</Alert>}
          <FormSelect name="planId" label={t('Plan')} options={planOptions} placeholder={t('Choose a plan')} required />
          <FormSelect name="paymentMethod" label={t('Payment method')} options={methodOptions} required />
          <FormTextarea name="notes" label={t('Notes')} rows={2} />
          <FormDialogActions onCancel={onClose} submitLabel={t('Take payment and start')} pending={pending} />
        </fieldset>
      </Form>
    </Dialog>
  );
}
