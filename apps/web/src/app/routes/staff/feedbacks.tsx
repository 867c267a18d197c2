import { PageHeader } from '../../../components/layout/page-header.tsx';
import { FeedbackBoard } from '../../../features/feedback/components/feedback-board.tsx';
import { t, useT } from '../../../lib/i18n.ts';
import { useCan } from '../../../lib/use-can.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** staff/feedbacks (spec §2): staff process and delete feedback; trainers reuse it to read. */
export default function StaffFeedbacksRoute() {
  useT();
  usePageTitle(t('Feedback'));
  const can = useCan();
  return (
    <>
      <PageHeader
        title={t('Feedback')}
        description={
          can('feedback.process')
            ? t('What members told us, newest first. Mark each one processed once it is handled.')
            : t('What members told us, newest first.')
        }
      />
      <FeedbackBoard />
    </>
  );
}
