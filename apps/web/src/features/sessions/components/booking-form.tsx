import {
  BOOKING_MESSAGES,
  bookingFormSchemaFor,
  type Room,
  SESSION_HOURS,
  SESSION_NOTES_MAX,
  SESSION_TYPES,
  TIME_PATTERN,
  type Trainer,
  todayIn,
  zonedParts,
  zonedTimeToInstant,
} from '@gym/contract';
import { CalendarCheck, Clock } from 'lucide-react';
import { useMemo, useState } from 'react';
import { get, useFormContext } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, TextareaField, TextField } from '../../../components/ui/field.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError, messageOf } from '../../../lib/api-client.ts';
import { Form, useZodForm } from '../../../lib/form.tsx';
import { formatFullDate } from '../../../lib/format.ts';
import { useGymTimeZone } from '../../../lib/gym.ts';
import { useBookSession } from '../api/book-session.ts';
import { useRooms } from '../api/get-rooms.ts';
import { useTrainers } from '../api/get-trainers.ts';

const EMPTY = { trainerId: '', roomId: '', date: '', startTime: '', sessionType: '', notes: '' };

const trainerLabel = (t: Trainer) => `${t.fullName} — ${t.specialty}`;
const roomLabel = (r: Room) =>
  `${r.roomName} · ${r.roomType} · up to ${r.roomQuantity} ${r.roomQuantity === 1 ? 'person' : 'people'}`;

/** The inline text for a list that did not load: the status when the server answered, else the connection. */
function loadFailure(error: unknown, failed: (status: number) => string, connection: (detail: string) => string) {
  if (error instanceof ApiError) return failed(error.status);
  return connection(error instanceof Error ? error.message : String(error));
}

/** When a session starting at `time` on `date` ends, on the gym's clock. */
function endOf(date: string, time: string, timeZone: string): string {
  const start = /^\d{4}-\d{2}-\d{2}$/.test(date)
    ? zonedTimeToInstant(date, time, timeZone)
    : new Date(`1970-01-01T${time}:00Z`);
  return zonedParts(new Date(start.getTime() + SESSION_HOURS * 3_600_000), date ? timeZone : 'UTC').time;
}

/** The booking form (spec §2 register-training, §5, §8 "Booking screen (inline)"). */
export function BookingForm() {
  const timeZone = useGymTimeZone();
  if (!timeZone) return <PageSpinner label="Loading the booking form" />;
  return <BookingFields timeZone={timeZone} />;
}

type Outcome = { kind: 'booked'; date: string } | { kind: 'refused'; message: string } | null;

function BookingFields({ timeZone }: { timeZone: string }) {
  const today = todayIn(timeZone);
  const schema = useMemo(() => bookingFormSchemaFor(today), [today]);
  const form = useZodForm(schema, { defaultValues: EMPTY });
  const trainers = useTrainers();
  const rooms = useRooms();
  const book = useBookSession();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const pending = book.isPending;

  const missing = Object.values(form.formState.errors).some((e) => e?.message === BOOKING_MESSAGES.required);
  const startTime = String(form.watch('startTime') ?? '');
  const date = String(form.watch('date') ?? '');
  const endsAt = TIME_PATTERN.test(startTime) ? endOf(date, startTime, timeZone) : null;
  const activeRooms = (rooms.data ?? []).filter((r) => r.roomStatus === 'Active');

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
        const session = await book.mutateAsync(values);
        form.reset(EMPTY);
        setOutcome({ kind: 'booked', date: session.date });
      }}
      onSubmitError={(error) => {
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
        <legend className="sr-only">Session details</legend>
        <p className="flex items-start gap-2 rounded-xl bg-zinc-50 p-4 text-sm text-zinc-700 sm:col-span-2">
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
          <span>
            <strong className="font-semibold text-zinc-900">{BOOKING_MESSAGES.sessionLength}</strong>. Times are in the
            gym’s time zone ({timeZone}).
          </span>
        </p>

        {loadErrors.map((message) => (
          <Alert key={message} tone="error" className="sm:col-span-2">
            {message}
          </Alert>
        ))}

        <BookingSelect
          name="trainerId"
          label="Trainer"
          placeholder={trainers.isPending ? 'Loading trainers…' : 'Choose a trainer'}
          options={(trainers.data ?? []).map((t) => ({ value: String(t.trainerId), label: trainerLabel(t) }))}
          disabled={!trainers.data}
          className="sm:col-span-2"
        />
        <BookingSelect
          name="roomId"
          label="Room"
          placeholder={rooms.isPending ? 'Loading rooms…' : 'Choose a room'}
          options={activeRooms.map((r) => ({ value: String(r.id), label: roomLabel(r) }))}
          disabled={!rooms.data}
          className="sm:col-span-2"
        />
        <BookingInput name="date" label="Date" type="date" min={today} />
        <BookingInput
          name="startTime"
          label="Start time"
          type="time"
          hint={endsAt ? `Ends at ${endsAt}` : `Sessions last ${SESSION_HOURS} hours`}
        />
        <BookingSelect
          name="sessionType"
          label="Session type (optional)"
          placeholder="No preference"
          options={SESSION_TYPES.map((type) => ({ value: type, label: type }))}
          className="sm:col-span-2"
        />
        <BookingTextarea
          name="notes"
          label="Notes (optional)"
          rows={3}
          maxLength={SESSION_NOTES_MAX}
          placeholder="Goals, injuries, anything your trainer should know"
          className="sm:col-span-2"
        />

        {missing && (
          <Alert tone="error" className="sm:col-span-2">
            {BOOKING_MESSAGES.required}
          </Alert>
        )}
        {outcome?.kind === 'refused' && (
          <Alert tone="error" className="sm:col-span-2">
            {outcome.message}
          </Alert>
        )}
        {outcome?.kind === 'booked' && (
          <Alert tone="success" title={BOOKING_MESSAGES.registered} className="sm:col-span-2">
            <TextLink to={`${paths.member.trainingSessions}?date=${outcome.date}`} className="text-emerald-950">
              See {formatFullDate(outcome.date)} in your sessions
            </TextLink>
          </Alert>
        )}

        <div className="sm:col-span-2">
          <Button type="submit" size="lg" isLoading={pending} className="w-full sm:w-auto">
            {!pending && <CalendarCheck aria-hidden="true" className="size-5" />}
            {pending ? 'Booking...' : 'Book session'}
          </Button>
        </div>
      </fieldset>
    </Form>
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
  return <SelectField {...props} {...useBookingField(name)} />;
}
function BookingInput({ name, ...props }: Named<Parameters<typeof TextField>[0]>) {
  return <TextField {...props} {...useBookingField(name)} />;
}
function BookingTextarea({ name, ...props }: Named<Parameters<typeof TextareaField>[0]>) {
  return <TextareaField {...props} {...useBookingField(name)} />;
}
