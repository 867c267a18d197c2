import {
  type Availability,
  BOOKING_MESSAGES,
  bookingFormSchemaFor,
  DATE_PATTERN,
  type Room,
  SESSION_HOURS,
  SESSION_NOTES_MAX,
  SESSION_TYPES,
  type Trainer,
  todayIn,
  weekdayOf,
} from '@gym/contract';
import { CalendarCheck, CalendarX2, Clock } from 'lucide-react';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { get, useFormContext } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SelectField, TextareaField, TextField } from '../../../components/ui/field.tsx';
import { Form, useZodForm } from '../../../components/ui/form.tsx';
import { PageSpinner, Spinner } from '../../../components/ui/spinner.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { paths } from '../../../config/paths.ts';
import { useRooms } from '../../../lib/api/get-rooms.ts';
import { useTrainers } from '../../../lib/api/get-trainers.ts';
import { ApiError, messageOf } from '../../../lib/api-client.ts';
import { cx } from '../../../lib/cx.ts';
import { formatFullDate, formatLongWeekday, formatOpeningTime } from '../../../lib/format.ts';
import { useGymTimeZone } from '../../../lib/gym.ts';
import { t, useT } from '../../../lib/i18n.ts';
import { useAreaToast } from '../../../lib/toast-options.ts';
import { translateMessage } from '../../../lib/translate-message.ts';
import { useBookSession } from '../api/book-session.ts';
import { type AvailabilityParams, useAvailability } from '../api/get-availability.ts';

const EMPTY = { trainerId: '', roomId: '', date: '', startTime: '', sessionType: '', notes: '' };

const trainerLabel = (trainer: Trainer) => `${trainer.fullName} — ${trainer.specialty}`;
const roomLabel = (r: Room) =>
  `${r.roomName} · ${t(r.roomType)} · ${t('up to {count, plural, one {# person} other {# people}}', { count: r.roomQuantity })}`;

/** The inline text for a list that did not load: the status when the server answered, else the connection. */
function loadFailure(error: unknown, failed: (status: number) => string, connection: (detail: string) => string) {
  if (error instanceof ApiError) return failed(error.status);
  return connection(error instanceof Error ? error.message : String(error));
}

/** The free times to ask for, once the form holds a trainer and a day that can still be booked. */
function paramsOf(values: { trainerId: string; date: string; roomId: string }, today: string) {
  const trainerId = Number(values.trainerId);
  if (!values.trainerId || !Number.isInteger(trainerId)) return null;
  if (!DATE_PATTERN.test(values.date) || values.date < today) return null;
  const params: AvailabilityParams = { trainerId, date: values.date };
  if (values.roomId) params.roomId = Number(values.roomId);
  return params;
}

/**
 * The booking form (spec §2 register-training, §5, §8 "Booking screen (inline)"; docs/decisions/010). The member
 * books for themself; staff pass `memberId` to book on a member's behalf (decisions §4), and `onBooked` hears of it.
 */
export function BookingForm({ memberId, onBooked }: { memberId?: number; onBooked?: () => void } = {}) {
  useT();
  const timeZone = useGymTimeZone();
  if (!timeZone) return <PageSpinner label={t('Loading the booking form')} />;
  return <BookingFields timeZone={timeZone} memberId={memberId} onBooked={onBooked} />;
}

type Outcome = { kind: 'booked'; date: string } | { kind: 'refused'; message: string } | null;

function BookingFields({
  timeZone,
  memberId,
  onBooked,
}: {
  timeZone: string;
  memberId?: number | undefined;
  onBooked?: (() => void) | undefined;
}) {
  useT();
  const today = todayIn(timeZone);
  const schema = useMemo(() => bookingFormSchemaFor(today), [today]);
  const form = useZodForm(schema, { defaultValues: EMPTY });
  const trainers = useTrainers();
  const rooms = useRooms();
  const book = useBookSession();
  const toastOptions = useAreaToast();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const pending = book.isPending;

  const [trainerId = '', date = '', roomId = '', startTime = ''] = form
    .watch(['trainerId', 'date', 'roomId', 'startTime'])
    .map((v) => (v === undefined || v === null ? '' : String(v)));
  const found = paramsOf({ trainerId, date, roomId }, today);
  const params = found && memberId !== undefined ? { ...found, userId: memberId } : found;
  const availability = useAvailability(params);
  const times = availability.data?.times;
  const activeRooms = (rooms.data ?? []).filter((r) => r.roomStatus === 'Active');

  // A start belongs to the list it was picked from: a list asked afresh (another trainer, day or room, or after a
  // refusal) that no longer offers it drops it.
  const { setValue } = form;
  useEffect(() => {
    if (times && startTime && !times.some((t) => t.time === startTime)) setValue('startTime', '');
  }, [times, startTime, setValue]);

  const missing = Object.values(form.formState.errors).some((e) => e?.message === BOOKING_MESSAGES.required);
  const chosen = times?.find((t) => t.time === startTime);
  const roomOf = (id: number | undefined) => activeRooms.find((r) => r.id === id);

  const loadErrors = [
    trainers.isError &&
      loadFailure(trainers.error, BOOKING_MESSAGES.trainersLoadFailed, BOOKING_MESSAGES.trainersConnectionError),
    rooms.isError && loadFailure(rooms.error, BOOKING_MESSAGES.roomsLoadFailed, BOOKING_MESSAGES.roomsConnectionError),
  ].filter((m): m is string => typeof m === 'string');

  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        setOutcome(null);
        const slot = times?.find((t) => t.time === values.startTime);
        // "Any room with space": the room the free times offer for that start, the emptiest.
        const room = values.roomId ?? slot?.roomIds[0];
        if (room === undefined) {
          form.setError('startTime', { type: 'required', message: BOOKING_MESSAGES.required });
          return;
        }
        const session = await book.mutateAsync({
          ...values,
          roomId: room,
          ...(memberId === undefined ? {} : { userId: memberId }),
        });
        form.reset(EMPTY);
        setOutcome({ kind: 'booked', date: session.date });
        onBooked?.();
      }}
      onSubmitError={(error) => {
        if (error instanceof ApiError && error.status === 409) {
          // Taken since the list was shown (or the room closed): say why; the list is asked again (useBookSession).
          toast.error(messageOf(error, BOOKING_MESSAGES.registerFailed), toastOptions);
          return;
        }
        const message = !(error instanceof ApiError)
          ? BOOKING_MESSAGES.registerConnectionError
          : error.errors
            ? // Field errors are shown at their fields; the line above the button says the booking failed.
              BOOKING_MESSAGES.registerFailed
            : messageOf(error, BOOKING_MESSAGES.registerFailed);
        setOutcome({ kind: 'refused', message });
      }}
    >
      <fieldset disabled={pending} className="grid gap-5 sm:grid-cols-2">
        <legend className="sr-only">{t('Session details')}</legend>
        <p className="flex items-start gap-2 rounded-xl bg-zinc-50 p-4 text-sm text-zinc-700 sm:col-span-2">
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
          <span>
            <strong className="font-semibold text-zinc-900">{t(BOOKING_MESSAGES.sessionLength)}</strong>.{' '}
            {t('Times are in the gym’s time zone ({zone}).', { zone: timeZone })}
          </span>
        </p>

        {loadErrors.map((message) => (
          <Alert key={message} tone="error" className="sm:col-span-2">
            {translateMessage(message)}
          </Alert>
        ))}

        <BookingSelect
          name="trainerId"
          label={t('Trainer')}
          placeholder={trainers.isPending ? t('Loading trainers…') : t('Choose a trainer')}
          options={(trainers.data ?? []).map((t) => ({ value: String(t.trainerId), label: trainerLabel(t) }))}
          disabled={!trainers.data}
          className="sm:col-span-2"
        />
        <BookingInput name="date" label={t('Date')} type="date" min={today} />
        <BookingSelect
          name="roomId"
          label={t('Room (optional)')}
          placeholder={rooms.isPending ? t('Loading rooms…') : t('Any room with space')}
          options={activeRooms.map((r) => ({ value: String(r.id), label: roomLabel(r) }))}
          disabled={!rooms.data}
        />

        <FreeTimes
          params={params}
          date={date}
          today={today}
          availability={availability}
          className="sm:col-span-2"
          note={
            chosen && !roomId
              ? t('Ends at {time}, in {room}.', {
                  time: chosen.endsAt,
                  room: roomOf(chosen.roomIds[0])?.roomName ?? t('a room with space'),
                })
              : chosen
                ? t('Ends at {time}.', { time: chosen.endsAt })
                : null
          }
        />

        <BookingSelect
          name="sessionType"
          label={t('Session type (optional)')}
          placeholder={t('No preference')}
          options={SESSION_TYPES.map((type) => ({ value: type, label: t(type) }))}
          className="sm:col-span-2"
        />
        <BookingTextarea
          name="notes"
          label={t('Notes (optional)')}
          rows={3}
          maxLength={SESSION_NOTES_MAX}
          placeholder={t('Goals, injuries, anything your trainer should know')}
          className="sm:col-span-2"
        />

        {missing && (
          <Alert tone="error" className="sm:col-span-2">
            {t(BOOKING_MESSAGES.required)}
          </Alert>
        )}
        {outcome?.kind === 'refused' && (
          <Alert tone="error" className="sm:col-span-2">
            {translateMessage(outcome.message)}
          </Alert>
        )}
        {outcome?.kind === 'booked' && memberId === undefined && (
          <Alert tone="success" title={t(BOOKING_MESSAGES.registered)} className="sm:col-span-2">
            <TextLink to={`${paths.member.trainingSessions}?date=${outcome.date}`} className="text-emerald-950">
              {t('See {date} in your sessions', { date: formatFullDate(outcome.date) })}
            </TextLink>
          </Alert>
        )}

        <div className="sm:col-span-2">
          <Button type="submit" size="lg" isLoading={pending} className="w-full sm:w-auto">
            {!pending && <CalendarCheck aria-hidden="true" className="size-5" />}
            {pending ? t('Booking...') : t('Book session')}
          </Button>
        </div>
      </fieldset>
    </Form>
  );
}

type FreeTimesProps = {
  params: AvailabilityParams | null;
  date: string;
  today: string;
  availability: ReturnType<typeof useAvailability>;
  note: ReactNode;
  className?: string;
};

/**
 * The start times as one radio group (arrow keys move between them, Tab leaves), labelled 'Start time'. Before a
 * trainer and a day are chosen it says so; a closed day, a day without free times and a refusal (no subscription
 * covering the day, a closed room) each say what they are.
 */
function FreeTimes({ params, date, today, availability, note, className }: FreeTimesProps) {
  useT();
  const labelId = useId();
  const stateId = useId();
  const { register, formState } = useFormContext();
  const error: { message?: unknown } | undefined = get(formState.errors, 'startTime');
  const invalid = typeof error?.message === 'string';
  // A missing time is explained once, by the form's line; anything else the server said shows here.
  const message = invalid && error?.message !== BOOKING_MESSAGES.required ? String(error?.message) : null;
  const data: Availability | undefined = params ? availability.data : undefined;

  let state: ReactNode = null;
  if (!params) {
    state = (
      <p className="text-sm text-zinc-600">
        {DATE_PATTERN.test(date) && date < today
          ? t(BOOKING_MESSAGES.dateBeforeToday)
          : t(BOOKING_MESSAGES.pickTrainerAndDate)}
      </p>
    );
  } else if (availability.isPending) {
    state = <Spinner label={t('Loading free times')} className="text-zinc-500" />;
  } else if (availability.isError) {
    const refused = availability.error instanceof ApiError && availability.error.status < 500;
    state = (
      <Alert
        tone="error"
        action={
          refused ? undefined : (
            <Button variant="outline" size="sm" onClick={() => availability.refetch()}>
              {t('Try again')}
            </Button>
          )
        }
      >
        {translateMessage(
          refused ? messageOf(availability.error, BOOKING_MESSAGES.freeTimesFailed) : BOOKING_MESSAGES.freeTimesFailed,
        )}
      </Alert>
    );
  } else if (data && !data.hours) {
    state = (
      <EmptyState
        icon={CalendarX2}
        // The weekday in English, as the API writes it: the Spanish catalogue chooses "los domingos" from it.
        title={t('The gym is closed on {weekday}s. Please choose another day.', { weekday: weekdayOf(data.date) })}
        className="py-6"
      />
    );
  } else if (data && data.times.length === 0) {
    state = <EmptyState icon={CalendarX2} title={t(BOOKING_MESSAGES.noFreeTimes)} className="py-6" />;
  }

  return (
    <div className={cx('grid gap-2', className)}>
      <p id={labelId} className="text-sm font-medium text-zinc-800">
        {t('Start time')}
      </p>
      {data?.hours && (
        <p id={stateId} className="text-sm text-zinc-600">
          {t('Open {open} to {close} on {weekday}s. Sessions last {hours} hours.', {
            open: formatOpeningTime(data.hours.open),
            close: formatOpeningTime(data.hours.close),
            weekday: formatLongWeekday(data.date),
            hours: SESSION_HOURS,
          })}
        </p>
      )}
      {state}
      {data && data.times.length > 0 && (
        <div
          role="radiogroup"
          aria-labelledby={labelId}
          aria-describedby={data.hours ? stateId : undefined}
          aria-invalid={invalid || undefined}
          aria-busy={availability.isFetching || undefined}
          className="grid grid-cols-3 gap-2 sm:grid-cols-5"
        >
          {data.times.map((slot) => (
            <label key={slot.time} className="relative">
              <input
                type="radio"
                value={slot.time}
                aria-label={t('{start} to {end}', { start: slot.time, end: slot.endsAt })}
                // Over the chip, unseen: the chip shows the state, the input takes the click, the keys and the focus.
                className="peer absolute inset-0 cursor-pointer opacity-0 disabled:cursor-not-allowed"
                {...register('startTime')}
              />
              <span
                className={cx(
                  'flex h-11 cursor-pointer items-center justify-center rounded-lg border text-sm font-semibold tabular-nums transition-colors',
                  'border-zinc-300 bg-white text-zinc-900 peer-hover:border-zinc-500',
                  'peer-checked:border-accent peer-checked:bg-accent peer-checked:text-white',
                  'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent',
                  'peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
                  invalid && 'border-red-700',
                )}
              >
                {slot.time}
              </span>
            </label>
          ))}
        </div>
      )}
      {note && <p className="text-sm text-zinc-700">{note}</p>}
      {message && <p className="text-sm font-medium text-red-700">{translateMessage(message)}</p>}
    </div>
  );
}

/**
 * The field's state: a missing value is marked invalid and explained once, by the form's
 * 'Please fill in all required fields' line, rather than four times; other messages show at the field.
 */
function useBookingField(name: string) {
  const { register, formState } = useFormContext();
  const error: { message?: unknown } | undefined = get(formState.errors, name);
  const message = typeof error?.message === 'string' ? error.message : undefined;
  return {
    ...register(name),
    error: message === BOOKING_MESSAGES.required ? undefined : message,
    'aria-invalid': message ? true : undefined,
  };
}

type Named<T> = Omit<T, 'name' | 'error'> & { name: string };

function BookingSelect({ name, ...props }: Named<Parameters<typeof SelectField>[0]>) {
  useT();
  return <SelectField {...props} {...useBookingField(name)} />;
}
function BookingInput({ name, ...props }: Named<Parameters<typeof TextField>[0]>) {
  useT();
  return <TextField {...props} {...useBookingField(name)} />;
}
function BookingTextarea({ name, ...props }: Named<Parameters<typeof TextareaField>[0]>) {
  useT();
  return <TextareaField {...props} {...useBookingField(name)} />;
}
