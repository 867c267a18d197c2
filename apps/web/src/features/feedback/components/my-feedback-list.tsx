import { FEEDBACK_MESSAGES, type Feedback } from '@gym/contract';
import { MessageSquareText, RotateCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { DeleteButton } from '../../../components/ui/delete-button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useGymTimeZone } from '../../../lib/gym.ts';
import { t, useT } from '../../../lib/i18n.ts';
import { useDeleteFeedback } from '../api/delete-feedback.ts';
import { MY_FEEDBACK_PAGE_SIZE, useMyFeedbacks } from '../api/get-my-feedbacks.ts';
import { RatingStars } from './rating-stars.tsx';

/** The member's own feedback with Delete (spec §2 /dashboard/user/feedbacks). */
export function MyFeedbackList() {
  useT();
  const { user } = useAuth();
  if (!user) return <p className="text-zinc-700">{t(FEEDBACK_MESSAGES.loginToView)}</p>;
  return <OwnFeedback />;
}

function OwnFeedback() {
  useT();
  const [page, setPage] = useState(1);
  const feedback = useMyFeedbacks(page);
  const timeZone = useGymTimeZone();
  const [toDelete, setToDelete] = useState<Feedback | null>(null);

  useEffect(() => {
    if (feedback.isError) toast.error(FEEDBACK_MESSAGES.fetchFailed, { id: 'feedback-fetch' });
  }, [feedback.isError]);

  // Deleting the last item of a later page moves back to the page before.
  const emptiedPage = feedback.data !== undefined && feedback.data.items.length === 0 && page > 1;
  useEffect(() => {
    if (emptiedPage) setPage((p) => Math.max(1, p - 1));
  }, [emptiedPage]);

  if (feedback.isError) {
    return (
      <Card className="flex flex-col items-start gap-4">
        <p className="text-zinc-700">{t(FEEDBACK_MESSAGES.fetchFailed)}</p>
        <Button variant="outline" onClick={() => feedback.refetch()}>
          <RotateCw aria-hidden="true" className="size-4" />
          {t('Try again')}
        </Button>
      </Card>
    );
  }
  if (feedback.isPending || timeZone === undefined) return <PageSpinner label={t('Loading your feedback')} />;

  const { items, total } = feedback.data;
  if (total === 0) {
    return (
      <EmptyState
        icon={MessageSquareText}
        title={t(FEEDBACK_MESSAGES.empty)}
        action={
          <Link to={paths.feedback} className={buttonClasses()}>
            {t('Share your feedback')}
          </Link>
        }
      />
    );
  }

  const pages = Math.max(1, Math.ceil(total / MY_FEEDBACK_PAGE_SIZE));
  return (
    <>
      <ul className="grid gap-4" aria-busy={feedback.isPlaceholderData || undefined}>
        {items.map((item) => (
          <li key={item.id}>
            <FeedbackCard feedback={item} timeZone={timeZone} onDelete={() => setToDelete(item)} />
          </li>
        ))}
      </ul>
      <Pager
        label={t('Feedback pages')}
        page={page}
        pages={pages}
        loading={feedback.isPlaceholderData}
        onPage={setPage}
      />
      <DeleteFeedbackDialog feedback={toDelete} onClose={() => setToDelete(null)} />
    </>
  );
}

function FeedbackCard({
  feedback,
  timeZone,
  onDelete,
}: {
  feedback: Feedback;
  timeZone: string;
  onDelete: () => void;
}) {
  useT();
  return (
    <Card className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <RatingStars rating={feedback.rating} />
        <div className="flex items-center gap-3">
          {feedback.isProcessed && (
            <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
              {t('Processed')}
            </span>
          )}
          <time dateTime={feedback.createdAt} className="text-sm text-zinc-600 tabular-nums">
            {formatDateTime(feedback.createdAt, timeZone)}
          </time>
        </div>
      </div>
      <p className="whitespace-pre-line break-words text-zinc-800">{feedback.message}</p>
      <div className="flex justify-end border-t border-zinc-100 pt-3">
        <DeleteButton
          what={t('feedback from {date}', { date: formatDateTime(feedback.createdAt, timeZone) })}
          onClick={onDelete}
        />
      </div>
    </Card>
  );
}

function DeleteFeedbackDialog({ feedback, onClose }: { feedback: Feedback | null; onClose: () => void }) {
  useT();
  const remove = useDeleteFeedback();

  const confirm = (item: Feedback) =>
    remove.mutate(item.id, {
      onSuccess: () => {
        toast.success(FEEDBACK_MESSAGES.deleted);
        onClose();
      },
      // The server said no ('Failed…'), or could not be reached at all ('Error…'), as the spec tells apart.
      onError: (error) =>
        toast.error(error instanceof ApiError ? FEEDBACK_MESSAGES.deleteFailed : FEEDBACK_MESSAGES.deleteError),
    });

  return (
    <ConfirmDialog
      open={feedback !== null}
      title={t('Delete this feedback?')}
      message={t('It is removed for good; staff will no longer see it.')}
      confirmLabel={t('Delete')}
      variant="danger"
      pending={remove.isPending}
      onConfirm={() => feedback && confirm(feedback)}
      onCancel={onClose}
    >
      {feedback && (
        <blockquote className="line-clamp-4 whitespace-pre-line break-words rounded-lg bg-zinc-50 p-3 text-sm text-zinc-700">
          {feedback.message}
        </blockquote>
      )}
    </ConfirmDialog>
  );
}
