import { PageHeader } from '../../../components/layout/page-header.tsx';
import { FeedbackBoard } from '../../../features/feedback/components/feedback-board.tsx';
import { t, useT } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** admin/feedbacks (spec §2): what members told the gym, newest first. */
export default function AdminFeedbacksRoute() {
  useT();
  usePageTitle(t('Feedback'));
  return (
    <>
      <PageHeader title={t('Feedback')} description={t('What members told us, newest first.')} />
      <FeedbackBoard />
    </>
  );
}
