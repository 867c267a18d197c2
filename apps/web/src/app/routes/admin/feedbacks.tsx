import { PageHeader } from '../../../components/layout/page-header.tsx';
import { FeedbackBoard } from '../../../features/feedback/components/feedback-board.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** admin/feedbacks (spec §2): what members told the gym, newest first. */
export default function AdminFeedbacksRoute() {
  usePageTitle('Feedback');
  return (
    <>
      <PageHeader title="Feedback" description="What members told us, newest first." />
      <FeedbackBoard />
    </>
  );
}
