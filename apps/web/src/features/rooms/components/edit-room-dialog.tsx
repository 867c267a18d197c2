import {
  ROOM_MESSAGES,
  type RoomInput,
  type RoomListItem,
  roomRequestSchema,
  type StrandedClass,
  type StrandedSession,
} from '@gym/contract';
import { ArrowLeft, CalendarX2, UsersRound } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogActions, FormDialogActions } from '../../../components/ui/dialog.tsx';
import { Form, useZodForm } from '../../../components/ui/form.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { dateIn, formatDate, formatTime } from '../../../lib/format.ts';
import { useGymTimeZone } from '../../../lib/gym.ts';
import { t, useT } from '../../../lib/i18n.ts';
import { useAreaToast } from '../../../lib/toast-options.ts';
import { translateMessage } from '../../../lib/translate-message.ts';
import { RoomChangeStrandsSessions, useUpdateRoom } from '../api/update-room.ts';
import { dialogFailure, roomUpdateFailure } from '../failures.ts';
import { RoomFields } from './room-fields.tsx';

type EditRoomDialogProps = {
  room: RoomListItem;
  /** The room types in use, offered as suggestions. */
  types: readonly string[];
  onClose: () => void;
};

/** A change the server refused because it would strand sessions, kept to be sent again with `confirm: true`. */
type Pending = { values: RoomInput; message: string; sessions: StrandedSession[]; classes: StrandedClass[] };

/**
 * Spec §5 "Edit Gym Room": name, type, capacity and status (Active or Inactive; the spec's free-text status is a
 * defect). Closing the room, or lowering its capacity below what is booked, would strand upcoming sessions: the
 * server refuses with those sessions (docs/decisions/007), and the dialog lists them and asks before it cancels
 * them and saves. Backing out leaves the form as it was typed.
 */
export function EditRoomDialog({ room, types, onClose }: EditRoomDialogProps) {
  useT();
  const update = useUpdateRoom();
  const toastOptions = useAreaToast();
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const form = useZodForm(roomRequestSchema, {
    defaultValues: {
      roomName: room.roomName,
      roomType: room.roomType,
      roomQuantity: String(room.roomQuantity),
      roomStatus: room.roomStatus,
    },
  });
  const backRef = useRef<HTMLButtonElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const asking = pending !== null;

  // The step that was on screen has gone: the focus goes to the safe choice of the new one.
  const switched = useRef(false);
  useEffect(() => {
    if (!switched.current) return;
    switched.current = false;
    (asking ? backRef : submitRef).current?.focus();
  }, [asking]);
  const ask = (next: Pending | null) => {
    switched.current = true;
    setPending(next);
  };

  const save = async (values: RoomInput) => {
    await update.mutateAsync({ id: room.id, body: values });
    toast.success(ROOM_MESSAGES.updated, toastOptions);
    onClose();
  };
  const fail = (error: unknown) => {
    const message = roomUpdateFailure(error);
    setFailure(dialogFailure(error, message));
    toast.error(message, toastOptions);
  };

  const confirm = async () => {
    if (!pending) return;
    setFailure(null);
    try {
      await save({ ...pending.values, confirm: true });
    } catch (error) {
      fail(error);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={
        pending
          ? pending.classes.length > 0
            ? t('Cancel upcoming sessions and classes?')
            : t('Cancel {count, plural, one {# upcoming session} other {# upcoming sessions}}?', {
                count: pending.sessions.length,
              })
          : t('Edit {name}', { name: room.roomName })
      }
      description={pending ? undefined : t('Name, type, capacity and whether the room takes bookings.')}
      dismissible={!update.isPending}
    >
      {failure && (
        <Alert tone="error" className="mb-4">
          {translateMessage(failure)}
        </Alert>
      )}
      {/* Hidden rather than removed while asking, so that going back finds every field as it was typed. */}
      <div hidden={asking}>
        <Form
          form={form}
          onSubmit={async (values) => {
            setFailure(null);
            try {
              await save(values);
            } catch (error) {
              if (!(error instanceof RoomChangeStrandsSessions)) throw error;
              ask({ values, message: error.message, sessions: error.sessions, classes: error.classes });
            }
          }}
          onSubmitError={fail}
        >
          <fieldset disabled={update.isPending} className="grid gap-4 sm:grid-cols-2">
            <RoomFields types={types} withStatus />
            <FormDialogActions
              onCancel={onClose}
              submitLabel={t('Save changes')}
              pending={update.isPending && !asking}
              submitRef={submitRef}
              className="sm:col-span-2"
            />
          </fieldset>
        </Form>
      </div>
      {pending && (
        <div className="grid gap-4">
          <Alert tone="warning">{pending.message}</Alert>
          {pending.sessions.length > 0 && <StrandedSessions sessions={pending.sessions} />}
          {pending.classes.length > 0 && <StrandedClasses classes={pending.classes} />}
          <DialogActions>
            <Button
              ref={backRef}
              variant="outline"
              disabled={update.isPending}
              onClick={() => {
                setFailure(null);
                ask(null);
              }}
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              {t('Go back')}
            </Button>
            <Button variant="danger" isLoading={update.isPending} onClick={confirm}>
              {pending.classes.length > 0 ? t('Cancel them and save') : t('Cancel sessions and save')}
            </Button>
          </DialogActions>
        </div>
      )}
    </Dialog>
  );
}

/** The sessions a change would cancel: when (the gym's clock), who trains and with whom. */
function StrandedSessions({ sessions }: { sessions: StrandedSession[] }) {
  useT();
  const timeZone = useGymTimeZone();
  if (timeZone === undefined) return <Spinner label={t('Loading the sessions')} />;
  return (
    <section
      aria-label={t('Sessions that would be cancelled')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a long list scrolls in its own frame, which must take focus so that keyboard users can scroll it (WCAG 2.1.1).
      tabIndex={0}
      className="max-h-72 overflow-y-auto rounded-xl border border-zinc-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
    >
      <ul className="divide-y divide-zinc-100">
        {sessions.map((session) => (
          <li key={session.id} className="flex items-start gap-3 px-4 py-3 text-sm">
            <CalendarX2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-zinc-500" />
            <div className="min-w-0">
              <p className="font-semibold text-zinc-900 tabular-nums">
                <time dateTime={session.startTime}>
                  {formatDate(dateIn(session.startTime, timeZone))}, {formatTime(session.startTime, timeZone)}
                </time>
                {'–'}
                <time dateTime={session.endTime}>{formatTime(session.endTime, timeZone)}</time>
              </p>
              <p className="break-words text-zinc-600">
                {t('{member} with {trainer}', { member: session.userName, trainer: session.trainerName })}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The group classes a change would cancel: when, which class, who teaches it and how many places are booked. */
function StrandedClasses({ classes }: { classes: StrandedClass[] }) {
  useT();
  const timeZone = useGymTimeZone();
  if (timeZone === undefined) return <Spinner label={t('Loading the classes')} />;
  return (
    <section
      aria-label={t('Classes that would be cancelled')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a long list scrolls in its own frame, which must take focus so that keyboard users can scroll it (WCAG 2.1.1).
      tabIndex={0}
      className="max-h-72 overflow-y-auto rounded-xl border border-zinc-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
    >
      <ul className="divide-y divide-zinc-100">
        {classes.map((c) => (
          <li key={c.id} className="flex items-start gap-3 px-4 py-3 text-sm">
            <UsersRound aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-zinc-500" />
            <div className="min-w-0">
              <p className="font-semibold text-zinc-900 tabular-nums">
                <time dateTime={c.startTime}>
                  {formatDate(dateIn(c.startTime, timeZone))}, {formatTime(c.startTime, timeZone)}
                </time>
                {'–'}
                <time dateTime={c.endTime}>{formatTime(c.endTime, timeZone)}</time>
              </p>
              <p className="break-words text-zinc-600">
                {t('{name} with {trainer}: {count, plural, one {# place booked} other {# places booked}}', {
                  name: c.name,
                  trainer: c.trainerName,
                  count: c.booked,
                })}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
