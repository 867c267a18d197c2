import { MessageSquareHeart } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { FeedbackForm } from '../../../features/feedback/components/feedback-form.tsx';
import { useT } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** /feedback: open to everyone; sending it needs a member's login (spec §2). */
export default function FeedbackRoute() {
  const t = useT();
  usePageTitle(t('Feedback'));
  return (
    <div className="bg-zinc-50 px-4 py-10 sm:px-6 sm:py-16">
      <div className="mx-auto w-full max-w-2xl">
        <div className="mb-6 flex items-start gap-4 sm:mb-8">
          <span className="hidden size-12 shrink-0 items-center justify-center rounded-2xl bg-accent-soft text-accent sm:flex">
            <MessageSquareHeart aria-hidden="true" className="size-6" />
          </span>
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-zinc-950 sm:text-3xl">{t('Share your feedback')}</h1>
            <p className="mt-2 text-zinc-600">
              {t('Tell us what works and what we could do better. Our staff read every message.')}
            </p>
          </div>
        </div>
        <Card className="shadow-xs">
          <FeedbackForm />
        </Card>
      </div>
    </div>
  );
}
