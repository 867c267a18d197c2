import { FEEDBACK_MESSAGES, type Feedback } from '@gym/contract';
import { CheckCheck, MessageSquareText, RotateCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { DeleteButton } from '../../../components/ui/delete-button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ExportCsvButton } from '../../../components/ui/export-csv-button.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { SegmentedControl } from '../../../components/ui/segmented-control.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { ApiError, messageOf } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useGymTimeZone } from '../../../lib/gym.ts';
import { t, useT } from '../../../lib/i18n.ts';
import { GENERIC_ERROR_MESSAGE } from '../../../lib/messages.ts';
import { useAreaToast } from '../../../lib/toast-options.ts';
import { useCan } from '../../../lib/use-can.ts';
import { useDeleteFeedback } from '../api/delete-feedback.ts';
import { FEEDBACK_PAGE_SIZE, type FeedbackFilter, feedbackCsvPath, useFeedbacks } from '../api/get-feedbacks.ts';
import { useProcessFeedback } from '../api/process-feedback.ts';
import { RatingStars } from './rating-stars.tsx';

const FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'unprocessed', label: 'Unprocessed' },
  { value: 'processed', label: 'Processed' },
] as const satisfies readonly { value: FeedbackFilter; label: string }[];

/** What an empty list says, by filter: the spec's text when there is no feedback at all. */
export const FEEDBACK_EMPTY: Record<FeedbackFilter, string> = {
  all: FEEDBACK_MESSAGES.empty,
  unprocessed: 'No feedback is waiting to be processed.',
  processed: 'No feedback has been processed yet.',
};

const readFilter = (value: string | null): FeedbackFilter =>
  value === 'unprocessed' || value === 'processed' ? value : 'all';
const readPage = (value: string | null) => {
  const page = Number(value);
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
};

/**
 * Everyone's feedback (spec §2 admin/feedbacks, staff/feedbacks): newest first, a page at a time, filtered by
 * processed or not. Admin and staff process it (saved on the server, decisions §1) and delete it; trainers read it.
 * The filter and page are in the address, so a reload or a shared link shows the same list.
 */
export function FeedbackBoard() {
  useT();
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params.get('show'));
  const page = readPage(params.get('page'));
  const feedback = useFeedbacks({ page, filter });
  const timeZone = useGymTimeZone();
  const toastOptions = useAreaToast();
  const [toDelete, setToDelete] = useState<Feedback | null>(null);

  const go = (next: { filter?: FeedbackFilter; page?: number }) => {
    const show = next.filter ?? filter;
    const nextPage = next.page ?? page;
    const query = new URLSearchParams();
    if (show !== 'all') query.set('show', show);
    if (nextPage > 1) query.set('page', String(nextPage));
    setParams(query, { replace: next.filter !== undefined });
  };

  useEffect(() => {
    if (feedback.isError) toast.error(FEEDBACK_MESSAGES.fetchFailed, { ...toastOptions, id: 'feedback-fetch' });
  }, [feedback.isError, toastOptions]);

  // Processing or deleting the last item of a later page moves back to the page before.
  const emptiedPage = feedback.data !== undefined && feedback.data.items.length === 0 && page > 1;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page empties; `go` reads the current address.
  useEffect(() => {
    if (emptiedPage) go({ page: page - 1 });
  }, [emptiedPage]);

  const controls = (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <SegmentedControl
        label={t('Show')}
        value={filter}
        options={FILTERS.map((f) => ({ ...f, label: t(f.label) }))}
        onChange={(value) => go({ filter: value, page: 1 })}
      />
      <div className="ms-auto flex flex-wrap items-center gap-3">
        {feedback.data && (
          <p className="text-sm text-zinc-600" aria-live="polite">
            {t('{count, plural, one {# feedback} other {# feedbacks}}', { count: feedback.data.total })}
          </p>
        )}
        <ExportCsvButton
          path={feedbackCsvPath(filter)}
          fallbackName="feedback.csv"
          label={t('Export feedback as CSV')}
        />
      </div>
    </div>
  );

  if (feedback.isError) {
    return (
      <>
        {controls}
        <Card className="flex flex-col items-start gap-4">
          <p className="text-zinc-700">{t(FEEDBACK_MESSAGES.fetchFailed)}</p>
          <Button variant="outline" onClick={() => feedback.refetch()} isLoading={feedback.isFetching}>
            {!feedback.isFetching && <RotateCw aria-hidden="true" className="size-4" />}
            {t('Try again')}
          </Button>
        </Card>
      </>
    );
  }
  if (feedback.isPending || timeZone === undefined) {
    return (
      <>
        {controls}
        <PageSpinner label={t('Loading feedback')} />
      </>
    );
  }

  const { items, total } = feedback.data;
  const pages = Math.max(1, Math.ceil(total / FEEDBACK_PAGE_SIZE));
  return (
    <>
      {controls}
      {total === 0 ? (
        <EmptyState icon={MessageSquareText} title={t(FEEDBACK_EMPTY[filter])} />
      ) : (
        <ul className="grid gap-3" aria-busy={feedback.isPlaceholderData || undefined}>
          {items.map((item) => (
            <li key={item.id}>
              <FeedbackItem feedback={item} timeZone={timeZone} onDelete={() => setToDelete(item)} />
            </li>
          ))}
        </ul>
      )}
      <Pager
        label={t('Feedback pages')}
        page={page}
        pages={pages}
        loading={feedback.isPlaceholderData}
        onPage={(next) => go({ page: next })}
      />
      <DeleteFeedbackDialog feedback={toDelete} onClose={() => setToDelete(null)} />
    </>
  );
}

function FeedbackItem({
  feedback,
  timeZone,
  onDelete,
}: {
  feedback: Feedback;
  timeZone: string;
  onDelete: () => void;
}) {
  useT();
  const can = useCan();
  const processing = useProcessFeedback();
  const toastOptions = useAreaToast();
  const when = formatDateTime(feedback.createdAt, timeZone);
  const canProcess = can('feedback.process');
  const canDelete = can('feedback.delete');

  const markProcessed = () =>
    processing.mutate(feedback.id, {
      onSuccess: () => toast.success(FEEDBACK_MESSAGES.processed, toastOptions),
      onError: (error) => toast.error(messageOf(error, GENERIC_ERROR_MESSAGE), toastOptions),
    });

  return (
    <article
      aria-label={t('Feedback from {name}, {when}', { name: feedback.userName, when })}
      className="flex flex-col gap-3 rounded-2xl border border-zinc-200 bg-white p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="grid gap-1">
          <p className="font-semibold text-zinc-950 break-words">{feedback.userName}</p>
          <RatingStars rating={feedback.rating} />
        </div>
        <div className="flex items-center gap-3">
          {feedback.isProcessed && (
            <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
              <CheckCheck aria-hidden="true" className="size-3.5" />
              {t('Processed')}
            </span>
          )}
          <time dateTime={feedback.createdAt} className="text-sm text-zinc-600 tabular-nums">
            {when}
          </time>
        </div>
      </div>
      <p className="whitespace-pre-line break-words text-zinc-800">{feedback.message}</p>
      {(canProcess || canDelete) && (
        <div className="flex flex-wrap justify-end gap-2 border-t border-zinc-100 pt-3">
          {canDelete && (
            <DeleteButton what={t('feedback from {name}', { name: feedback.userName })} onClick={onDelete} />
          )}
          {canProcess && (
            <Button
              variant="outline"
              size="sm"
              onClick={markProcessed}
              disabled={feedback.isProcessed}
              isLoading={processing.isPending}
              aria-label={t('Process feedback from {name}', { name: feedback.userName })}
            >
              {!processing.isPending && <CheckCheck aria-hidden="true" className="size-4" />}
              {t('Process')}
            </Button>
          )}
        </div>
      )}
    </article>
  );
}

function DeleteFeedbackDialog({ feedback, onClose }: { feedback: Feedback | null; onClose: () => void }) {
  useT();
  const remove = useDeleteFeedback();
  const toastOptions = useAreaToast();

  const confirm = (item: Feedback) =>
    remove.mutate(item.id, {
      onSuccess: () => {
        toast.success(FEEDBACK_MESSAGES.deleted, toastOptions);
        onClose();
      },
      // The server said no ('Failed…'), or could not be reached at all ('Error…'), as the spec tells apart.
      onError: (error) =>
        toast.error(
          error instanceof ApiError ? FEEDBACK_MESSAGES.deleteFailed : FEEDBACK_MESSAGES.deleteError,
          toastOptions,
        ),
    });

  return (
    <ConfirmDialog
      open={feedback !== null}
      title={t('Delete this feedback?')}
      message={t('It is removed for good, for the member too.')}
      confirmLabel={t('Delete')}
      variant="danger"
      pending={remove.isPending}
      onConfirm={() => feedback && confirm(feedback)}
      onCancel={onClose}
    >
      {feedback && (
        <figure className="rounded-lg bg-zinc-50 p-3 text-sm">
          <blockquote className="line-clamp-4 whitespace-pre-line break-words text-zinc-700">
            {feedback.message}
          </blockquote>
          <figcaption className="mt-2 font-medium text-zinc-800">{feedback.userName}</figcaption>
        </figure>
      )}
    </ConfirmDialog>
  );
}
