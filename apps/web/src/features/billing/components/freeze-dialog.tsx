import {
  addDays,
  DEFAULT_FREEZE_RULES,
  type FreezeRules,
  type FrozenBooking,
  freezeDays,
  type SubscriptionRow,
} from '@gym/contract';
import { Snowflake } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextareaField, TextField } from '../../../components/ui/field.tsx';
import { ApiError, messageOf } from '../../../lib/api-client.ts';
import { formatDate, formatDateTime, formatDays } from '../../../lib/format.ts';
import { useGymInfo, useGymTimeZone } from '../../../lib/gym.ts';
import { useT } from '../../../lib/i18n.ts';
import { translateMessage } from '../../../lib/translate-message.ts';
import { bookingsInTheWay, useFreezeSubscription } from '../api/freeze-subscription.ts';

type FreezeDialogProps = {
  subscription: SubscriptionRow;
  /** Today in the gym's time zone. */
  today: string;
  /** Staff freeze for a member: the member's rules are stated but not theirs to keep. */
  byStaff?: boolean;
  onClose: () => void;
  onFrozen?: (row: SubscriptionRow) => void;
};

/**
 * Freeze a plan (docs/decisions/028): the days, a reason, the gym's rules in words, and what the new end date will
 * be. A freeze over bookings comes back as their list; freezing anyway cancels them (the people are e-mailed).
 */
export function FreezeDialog({ subscription: s, today, byStaff = false, onClose, onFrozen }: FreezeDialogProps) {
  const t = useT();
  const timeZone = useGymTimeZone() ?? 'UTC';
  const rules: FreezeRules = useGymInfo().data?.freezeRules ?? DEFAULT_FREEZE_RULES;
  const earliest = byStaff ? today : addDays(today, rules.noticeDays);
  const firstDay = earliest > s.startDate ? earliest : s.startDate;
  const [startDate, setStartDate] = useState(firstDay);
  const [endDate, setEndDate] = useState(addDays(firstDay, rules.minDays - 1));
  const [reason, setReason] = useState('');
  const [bookings, setBookings] = useState<FrozenBooking[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const freeze = useFreezeSubscription();

  const valid = /^\d{4}-\d{2}-\d{2}$/.test(startDate) && /^\d{4}-\d{2}-\d{2}$/.test(endDate) && endDate >= startDate;
  const days = valid ? freezeDays(startDate, endDate) : 0;
  const newEnd = valid ? addDays(s.endDate, days) : null;

  const submit = (confirm: boolean) => {
    setErrors({});
    freeze.mutate(
      { id: s.id, startDate, endDate, reason: reason.trim() || null, ...(confirm ? { confirm: true } : {}) },
      {
        onSuccess: (row) => {
          toast.success(
            t('{plan} is frozen from {from} to {to}. It now ends on {end}.', {
              plan: row.planName,
              from: formatDate(startDate),
              to: formatDate(endDate),
              end: formatDate(row.endDate),
            }),
          );
          onFrozen?.(row);
          onClose();
        },
        onError: (error) => {
          const listed = bookingsInTheWay(error);
          if (listed) {
            setBookings(listed);
            return;
          }
          if (error instanceof ApiError && error.errors) {
            setErrors(
              Object.fromEntries(
                Object.entries(error.errors).map(([field, messages]) => [field, translateMessage(messages[0] ?? '')]),
              ),
            );
            return;
          }
          toast.error(messageOf(error, t('Could not freeze the plan. Please try again.')));
        },
      },
    );
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(false);
  };

  return (
    <Dialog
      open
      onClose={onClose}
      dismissible={!freeze.isPending}
      title={t('Freeze {plan}', { plan: s.planName })}
      description={t(
        'While frozen you cannot book or check in. Your plan ends later by the days it is frozen, so you lose none of them.',
      )}
    >
      <form onSubmit={onSubmit} className="grid gap-4" noValidate>
        <div className="rounded-xl bg-zinc-50 px-4 py-3 text-sm text-zinc-700">
          <p className="font-semibold text-zinc-900">{t('The rules')}</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            <li>
              {rules.noticeDays === 1
                ? t('A freeze starts tomorrow at the earliest.')
                : t('A freeze starts {count} days from today at the earliest.', { count: rules.noticeDays })}
            </li>
            <li>{t('It lasts {min} to {max} days.', { min: rules.minDays, max: rules.maxDays })}</li>
            <li>{t('At most {count} days of freezes a calendar year.', { count: rules.daysPerYear })}</li>
          </ul>
          {byStaff && <p className="mt-2">{t('Staff may set any dates from today.')}</p>}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            type="date"
            label={t('First day')}
            value={startDate}
            min={earliest}
            max={s.endDate}
            onChange={(event) => {
              setStartDate(event.target.value);
              setBookings(null);
            }}
            error={errors.startDate}
            required
          />
          <TextField
            type="date"
            label={t('Last day')}
            value={endDate}
            min={startDate}
            onChange={(event) => {
              setEndDate(event.target.value);
              setBookings(null);
            }}
            error={errors.endDate}
            required
          />
        </div>
        <TextareaField
          label={t('Reason (optional)')}
          value={reason}
          maxLength={500}
          rows={2}
          onChange={(event) => setReason(event.target.value)}
          error={errors.reason}
        />
        {newEnd && (
          <p className="text-sm text-zinc-700" aria-live="polite">
            {t('{days} frozen: the plan will end on {end} instead of {old}.', {
              days: formatDays(days),
              end: formatDate(newEnd),
              old: formatDate(s.endDate),
            })}
          </p>
        )}
        {bookings && (
          <Alert tone="warning" title={t('These bookings fall within the freeze')}>
            <p>{t('Freezing anyway cancels them, and everyone booked with you is told by e-mail.')}</p>
            <ul className="mt-2 list-disc space-y-0.5 pl-5">
              {bookings.map((b) => (
                <li key={`${b.kind}-${b.id}`}>
                  {formatDateTime(b.startTime, timeZone)}:{' '}
                  {b.kind === 'class' ? b.title : t('Training session with {name}', { name: b.title })}
                </li>
              ))}
            </ul>
          </Alert>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" size="lg" onClick={onClose} disabled={freeze.isPending}>
            {t('Cancel')}
          </Button>
          {bookings ? (
            <Button type="button" size="lg" isLoading={freeze.isPending} onClick={() => submit(true)}>
              {t('Freeze and cancel these bookings')}
            </Button>
          ) : (
            <Button type="submit" size="lg" isLoading={freeze.isPending} disabled={!valid}>
              {!freeze.isPending && <Snowflake aria-hidden="true" className="size-5" />}
              {t('Freeze plan')}
            </Button>
          )}
        </div>
      </form>
    </Dialog>
  );
}
