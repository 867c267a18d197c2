import { addDays, type ClassScheduleDryRun, classScheduleRequestSchema, WEEKDAYS } from '@gym/contract';
import { CalendarCheck2, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Form, FormInput, FormSelect, useZodForm } from '../../../components/ui/form.tsx';
import { useRooms } from '../../../lib/api/get-rooms.ts';
import { useTrainers } from '../../../lib/api/get-trainers.ts';
import { ApiError, messageOf } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useGymTimeZone, useGymToday } from '../../../lib/gym.ts';
import { useT } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toasts.tsx';
import { translateMessage } from '../../../lib/translate-message.ts';
import { useClassTypes } from '../api/get-class-types.ts';
import { useClassAdmin } from '../api/manage-classes.ts';

/**
 * A new weekly series (docs/decisions/025): the class (a type, or a new name), trainer, room, weekdays, time on the
 * gym's clock and dates. "Check the dates" asks the server for a dry run first, so the sessions and classes in the
 * way show before anything is saved; saving answers the same list if something took the time meanwhile.
 */
export function ScheduleForm() {
  const t = useT();
  const today = useGymToday() ?? '';
  const timeZone = useGymTimeZone() ?? 'UTC';
  const types = useClassTypes();
  const trainers = useTrainers();
  const rooms = useRooms();
  const { check, save } = useClassAdmin();
  const [result, setResult] = useState<ClassScheduleDryRun | null>(null);
  const form = useZodForm(classScheduleRequestSchema, {
    defaultValues: {
      classTypeId: '' as unknown as number,
      name: '',
      trainerId: '' as unknown as number,
      roomId: '' as unknown as number,
      capacity: 12,
      weekdays: [],
      startTime: '18:00',
      durationMinutes: 60,
      fromDate: addDays(today, 1),
      toDate: addDays(today, 28),
    },
  });

  const showConflicts = (error: unknown) => {
    const body = error instanceof ApiError ? (error.body as { conflicts?: ClassScheduleDryRun['conflicts'] }) : null;
    if (body?.conflicts) setResult({ classSessions: result?.classSessions ?? 0, conflicts: body.conflicts });
    notify.error(messageOf(error, t('Could not save the series')));
  };

  const onCheck = form.handleSubmit(async (values) => {
    try {
      setResult(await check.mutateAsync(values));
    } catch (error) {
      notify.error(messageOf(error, t('Could not check the series')));
    }
  });

  return (
    <Form
      form={form}
      aria-label={t('New weekly series')}
      className="grid gap-4"
      onSubmit={async (values) => {
        const saved = await save.mutateAsync(values);
        setResult(null);
        notify.success(
          t('{count, plural, one {# class scheduled} other {# classes scheduled}}', { count: saved.classSessions }),
        );
        form.reset({ ...values, weekdays: [] });
      }}
      onSubmitError={showConflicts}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelect
          name="classTypeId"
          label={t('Class type')}
          placeholder={t('A new class (name below)')}
          options={(types.data ?? []).map((type) => ({ value: String(type.id), label: type.name }))}
          onChange={(event) => {
            const type = types.data?.find((x) => String(x.id) === event.target.value);
            form.setValue('classTypeId', event.target.value as unknown as number);
            if (type) {
              form.setValue('capacity', type.defaultCapacity);
              form.setValue('durationMinutes', type.durationMinutes);
            }
          }}
        />
        <FormInput name="name" label={t('New class name')} hint={t('Only when no type is chosen')} />
        <FormSelect
          name="trainerId"
          label={t('Trainer')}
          placeholder={t('Choose a trainer')}
          options={(trainers.data ?? []).map((x) => ({ value: String(x.trainerId), label: x.fullName }))}
        />
        <FormSelect
          name="roomId"
          label={t('Room')}
          placeholder={t('Choose a room')}
          options={(rooms.data ?? [])
            .filter((room) => room.roomStatus === 'Active')
            .map((room) => ({
              value: String(room.id),
              label: t('{room} ({count} places)', { room: room.roomName, count: room.roomQuantity }),
            }))}
        />
      </div>
      <Weekdays />
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        <FormInput name="startTime" type="time" label={t('Start time')} />
        <FormInput name="durationMinutes" type="number" inputMode="numeric" label={t('Minutes')} />
        <FormInput name="capacity" type="number" inputMode="numeric" label={t('Places')} />
        <FormInput name="fromDate" type="date" label={t('First date')} />
        <FormInput name="toDate" type="date" label={t('Last date')} />
      </div>

      {result && (
        <Alert
          tone={result.conflicts.length ? 'warning' : 'success'}
          title={
            result.conflicts.length
              ? t('{count, plural, one {# booking is in the way} other {# bookings are in the way}}', {
                  count: result.conflicts.length,
                })
              : t('{count, plural, one {# class, no conflicts} other {# classes, no conflicts}}', {
                  count: result.classSessions,
                })
          }
        >
          {result.conflicts.length > 0 && (
            <ul className="mt-1 grid gap-1">
              {result.conflicts.map((c) => (
                <li key={`${c.kind}-${c.id}`} className="flex items-center gap-2">
                  <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
                  {c.kind === 'session' ? t('Personal session') : c.kind === 'class' ? t('Class') : t('Time off')} ·{' '}
                  {formatDateTime(c.startTime, timeZone)}–{formatDateTime(c.endTime, timeZone).slice(-5)}
                </li>
              ))}
            </ul>
          )}
        </Alert>
      )}

      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={onCheck} isLoading={check.isPending}>
          <CalendarCheck2 aria-hidden="true" className="size-4" />
          {t('Check the dates')}
        </Button>
        <Button type="submit" isLoading={save.isPending}>
          {t('Save series')}
        </Button>
      </div>
    </Form>
  );
}

/** The weekdays as a row of ticks, Monday first (ISO numbers 1 to 7). */
function Weekdays() {
  const t = useT();
  const { register, formState } = useFormContext();
  const error = formState.errors.weekdays?.message;
  return (
    <fieldset className="grid gap-1.5" aria-describedby={error ? 'weekdays-error' : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-zinc-800">{t('Weekdays')}</legend>
      <div className="flex flex-wrap gap-2">
        {WEEKDAYS.map((day, i) => (
          <label
            key={day}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-zinc-300 px-3 py-2 text-sm has-checked:border-accent has-checked:bg-accent/5"
          >
            <input type="checkbox" value={i + 1} {...register('weekdays')} className="size-4 accent-accent" />
            {t(day)}
          </label>
        ))}
      </div>
      {typeof error === 'string' && (
        <p id="weekdays-error" className="text-sm font-medium text-red-700">
          {translateMessage(error)}
        </p>
      )}
    </fieldset>
  );
}
