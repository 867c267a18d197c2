import {
  SESSION_MESSAGES,
  SESSION_NOTES_MAX,
  SESSION_TYPE_MAX,
  SESSION_TYPES,
  sessionEditFormSchema,
} from '@gym/contract';
import { useId, useState } from 'react';
import { get, useFormContext } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Alert } from '../../../components/ui/alert.tsx';
import { Dialog, FormDialogActions } from '../../../components/ui/dialog.tsx';
import { Form, FormInput, FormTextarea, useZodForm } from '../../../components/ui/form.tsx';
import { formatDate, formatTime } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { useUpdateSession } from '../api/update-session.ts';
import { type EditSessionProps, sessionUpdateFailure } from './edit-session.ts';

/**
 * Edit Session (spec §5, decisions §3): the session type (staff; required, any text, the usual types offered), the
 * member's own note shown as written, the private note that staff and the trainer keep, and attendance. On success
 * the dialog closes and the card shows the saved session; on failure the reason shows in the dialog and as a
 * toast, and what was entered stays.
 */
export function EditSessionDialog({
  session,
  timeZone,
  today,
  editor = 'desk',
  toastOptions,
  onClose,
}: EditSessionProps & { onClose: () => void }) {
  const t = useT();
  const update = useUpdateSession();
  const [failure, setFailure] = useState<string | null>(null);
  const typesId = useId();
  const form = useZodForm(sessionEditFormSchema, {
    defaultValues: {
      ...(editor === 'desk' && { sessionType: session.sessionType ?? '' }),
      staffNotes: session.staffNotes ?? '',
      attendanceStatus: session.attendanceStatus,
    },
  });
  // The server refuses attendance before the session's day; say so rather than offer a box that cannot be saved.
  // A session already marked (as the older client could) may still be unmarked.
  const tooEarly = session.date > today && !session.attendanceStatus;

  return (
    <Dialog
      open
      onClose={onClose}
      title={editor === 'desk' ? t('Edit Session') : t('Private note')}
      description={
        <>
          {t('{member} with {trainer}', { member: session.userName, trainer: session.trainerName })},{' '}
          {formatDate(session.date)}, {formatTime(session.startTime, timeZone)} –{' '}
          {formatTime(session.endTime, timeZone)}, {session.roomName}
        </>
      }
      dismissible={!update.isPending}
    >
      <Form
        form={form}
        onSubmit={async ({ sessionType, staffNotes, attendanceStatus }) => {
          setFailure(null);
          const body =
            editor === 'desk' ? { sessionType, staffNotes, attendanceStatus } : { staffNotes, attendanceStatus };
          await update.mutateAsync({ id: session.id, body });
          toast.success(SESSION_MESSAGES.updated, toastOptions);
          onClose();
        }}
        onSubmitError={(error) => {
          const message = sessionUpdateFailure(error);
          setFailure(message);
          toast.error(message, toastOptions);
        }}
      >
        <fieldset disabled={update.isPending} className="grid gap-4">
          <legend className="sr-only">{t('Session details')}</legend>
          {failure && <Alert tone="error">{failure}</Alert>}
          {editor === 'desk' && (
            <>
              <FormInput
                name="sessionType"
                label={t('Session type')}
                required
                list={typesId}
                autoComplete="off"
                maxLength={SESSION_TYPE_MAX}
                hint={t('Choose a suggestion or type your own.')}
              />
              <datalist id={typesId}>
                {SESSION_TYPES.map((type) => (
                  <option key={type} value={type} />
                ))}
              </datalist>
            </>
          )}
          <div className="grid gap-1">
            <p className="text-sm font-medium text-zinc-800">{t('Member’s note')}</p>
            <p className="rounded-xl bg-zinc-50 px-3 py-2 text-sm break-words whitespace-pre-line text-zinc-800">
              {session.notes ?? t('The member left no note.')}
            </p>
          </div>
          <FormTextarea
            name="staffNotes"
            label={t('Private note (optional)')}
            rows={3}
            maxLength={SESSION_NOTES_MAX}
            hint={t('Staff and the trainer see it; the member never does.')}
          />
          <AttendanceCheckbox disabled={tooEarly} hint={tooEarly ? SESSION_MESSAGES.attendanceTooEarly : undefined} />
          <FormDialogActions onCancel={onClose} submitLabel={t('Save changes')} pending={update.isPending} />
        </fieldset>
      </Form>
    </Dialog>
  );
}

/** The attendance box with its hint, and the server's refusal (`errors.attendanceStatus`) under it. */
function AttendanceCheckbox({ disabled, hint }: { disabled: boolean; hint?: string }) {
  const t = useT();
  const { register, formState } = useFormContext();
  const id = useId();
  const fieldError: { message?: unknown } | undefined = get(formState.errors, 'attendanceStatus');
  const error = typeof fieldError?.message === 'string' ? fieldError.message : undefined;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex items-start gap-3 rounded-xl border border-zinc-200 px-4 py-3">
      <input
        id={id}
        type="checkbox"
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="mt-0.5 size-4 shrink-0 rounded border-zinc-400 accent-accent"
        {...register('attendanceStatus')}
      />
      <div className="grid gap-0.5">
        <label htmlFor={id} className="text-sm font-medium text-zinc-800">
          {t('Attended')}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-sm text-zinc-600">
            {hint}
          </p>
        )}
        {error && (
          <p id={`${id}-error`} className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
