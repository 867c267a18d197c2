import { CALENDAR_MESSAGES } from '@gym/contract';
import { useId } from 'react';
import toast from 'react-hot-toast';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { t, useT } from '../../../lib/i18n.ts';
import { useReminders } from '../api/get-reminders.ts';
import { useUpdateReminders } from '../api/update-reminders.ts';

export const REMINDERS_LOAD_FAILED = 'Could not load your reminder setting';

/**
 * The member's reminder e-mails, on or off: a switch that saves as it is pressed (no Save button), says so in a
 * toast, and shows the saved setting again if saving fails. The hint says how long before a session they go.
 */
export function RemindersSwitch() {
  useT();
  const id = useId();
  const reminders = useReminders();
  const update = useUpdateReminders();

  if (reminders.isError) return <p className="text-sm text-zinc-700">{t(REMINDERS_LOAD_FAILED)}</p>;
  if (!reminders.data)
    return (
      <div className="flex min-h-12 items-center text-zinc-500">
        <Spinner label={t('Loading your reminder setting')} />
      </div>
    );

  const busy = update.isPending;
  // While it saves, the switch shows what was asked for; afterwards what the server kept.
  const checked = busy ? update.variables.enabled : reminders.data.enabled;
  const toggle = () => {
    update.mutate(
      { enabled: !checked },
      {
        onSuccess: (saved) =>
          toast.success(saved.enabled ? CALENDAR_MESSAGES.remindersOn : CALENDAR_MESSAGES.remindersOff),
        onError: () => toast.error(CALENDAR_MESSAGES.remindersFailed),
      },
    );
  };

  return (
    <div className="flex items-start justify-between gap-4">
      <div className="grid gap-1">
        <label htmlFor={id} className="text-sm font-medium text-zinc-800">
          {t(CALENDAR_MESSAGES.remindersLabel)}
        </label>
        <p id={`${id}-hint`} className="text-sm text-zinc-600">
          {t('The reminder goes {hours} hours before the session starts.', { hours: reminders.data.hoursBefore })}
        </p>
      </div>
      <Switch id={id} checked={checked} busy={busy} describedBy={`${id}-hint`} onToggle={toggle} />
    </div>
  );
}
