import { MessageSquarePlus } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { MyFeedbackList } from '../../../features/feedback/components/my-feedback-list.tsx';
import { t, useT } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** /dashboard/user/feedbacks: the member's own feedback, newest first. */
export default function MyFeedbacksRoute() {
  useT();
  usePageTitle(t('My feedback'));
  return (
    <>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <PageHeader title={t('My feedback')} description={t('What you have told us, newest first.')} />
        <Link to={paths.feedback} className={buttonClasses({ className: 'mb-6 self-start' })}>
          <MessageSquarePlus aria-hidden="true" className="size-4" />
          {t('New feedback')}
        </Link>
      </div>
      <MyFeedbackList />
    </>
  );
}
