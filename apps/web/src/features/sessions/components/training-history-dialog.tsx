import { BOOKING_MESSAGES, type TrainingSession } from '@gym/contract';
import { CircleCheck, CircleDashed, History, RotateCw } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import toast, { type ToastOptions } from 'react-hot-toast';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDate, formatTime } from '../../../lib/format.ts';
import { useGymTimeZone, useGymToday } from '../../../lib/gym.ts';
import { t, useT } from '../../../lib/i18n.ts';
import { useTrainingHistory } from '../api/get-training-history.ts';

type TrainingHistoryProps = {
  memberId: number;
  /** Whose history it is, for the dialog's title and the button's accessible name. */
  memberName: string;
  /** The area's toast placement and duration (spec §9: the staff area's are 5000 ms, top right). */
  toastOptions?: ToastOptions;
};

/** The Training Histories button of the staff and trainer member cards and the subscription cards (spec §2). */
export function TrainingHistoryButton({ memberId, memberName, toastOptions }: TrainingHistoryProps) {
  useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <History aria-hidden="true" className="size-4" />
        {t('Training Histories')} <span className="sr-only">{t('of {name}', { name: memberName })}</span>
      </Button>
      {open && (
        <TrainingHistoryDialog
          memberId={memberId}
          memberName={memberName}
          toastOptions={toastOptions}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

/**
 * Training Histories (spec §2): one entry per past session (its end is behind us), newest first, with date,
 * time range on the gym's clock, trainer, room, type and attendance. The list scrolls within 60 % of the
 * viewport's height; older sessions load on request.
 */
export function TrainingHistoryDialog({
  memberId,
  memberName,
  toastOptions,
  onClose,
}: TrainingHistoryProps & { onClose: () => void }) {
  useT();
  const today = useGymToday();
  const timeZone = useGymTimeZone();
  const history = useTrainingHistory(memberId, today);

  useEffect(() => {
    if (history.isError) toast.error(BOOKING_MESSAGES.listFailed, { id: 'training-history', ...toastOptions });
  }, [history.isError, toastOptions]);

  const sessions = history.data?.pages.flatMap((page) => page.sessions) ?? [];

  let body: ReactNode;
  if (history.isError && !history.data) {
    body = (
      <div className="flex flex-col items-start gap-4">
        <p className="text-zinc-700">{t(BOOKING_MESSAGES.listFailed)}</p>
        <Button variant="outline" onClick={() => history.refetch()} isLoading={history.isFetching}>
          {!history.isFetching && <RotateCw aria-hidden="true" className="size-4" />}
          {t('Try again')}
        </Button>
      </div>
    );
  } else if (!history.data || timeZone === undefined) {
    body = (
      <div className="flex justify-center py-10 text-zinc-500">
        <Spinner size="lg" label={t('Loading training history')} />
      </div>
    );
  } else if (sessions.length === 0 && !history.hasNextPage) {
    body = <EmptyState icon={History} title={t(BOOKING_MESSAGES.noHistory)} className="border-0 py-6" />;
  } else {
    body = (
      <section
        aria-label={t('Past sessions of {name}', { name: memberName })}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a list that scrolls must take focus so that keyboard users can scroll it (WCAG 2.1.1).
        tabIndex={0}
        className="-mx-5 -my-4 max-h-[60vh] overflow-y-auto px-5 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-accent"
      >
        <ul className="divide-y divide-zinc-100">
          {sessions.map((session) => (
            <li key={session.id}>
              <HistoryEntry session={session} timeZone={timeZone} />
            </li>
          ))}
        </ul>
        {history.hasNextPage && (
          <div className="flex justify-center py-4">
            <Button
              variant="outline"
              size="sm"
              onClick={() => history.fetchNextPage()}
              isLoading={history.isFetchingNextPage}
            >
              {t('Show older sessions')}
            </Button>
          </div>
        )}
      </section>
    );
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('Training Histories')}
      description={t('Past sessions of {name}.', { name: memberName })}
    >
      {body}
    </Dialog>
  );
}

function HistoryEntry({ session, timeZone }: { session: TrainingSession; timeZone: string }) {
  useT();
  return (
    <article className="grid gap-1 py-3 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 className="font-semibold text-zinc-950">
          <time dateTime={session.date}>{formatDate(session.date)}</time>
          <span className="font-normal text-zinc-600">
            {', '}
            <time dateTime={session.startTime}>{formatTime(session.startTime, timeZone)}</time>–
            <time dateTime={session.endTime}>{formatTime(session.endTime, timeZone)}</time>
          </span>
        </h3>
        {session.attendanceStatus ? (
          <span className="inline-flex items-center gap-1 text-xs font-semibold text-emerald-800">
            <CircleCheck aria-hidden="true" className="size-3.5" />
            {t('Attended')}
          </span>
        ) : (
          <span className="inline-flex items-center gap-1 text-xs font-semibold text-zinc-600">
            <CircleDashed aria-hidden="true" className="size-3.5" />
            {t('Not attended')}
          </span>
        )}
      </div>
      <p className="text-zinc-700">
        {t('{type} with {trainer}', {
          type: session.sessionType ? t(session.sessionType) : t('Training session'),
          trainer: session.trainerName,
        })}
        <span className="text-zinc-500"> · </span>
        {session.roomName}
      </p>
    </article>
  );
}
