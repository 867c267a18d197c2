import { Download, FileJson } from 'lucide-react';
import { useId } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.ts';
import { useDownloadMyData } from '../api/download-my-data.ts';

/**
 * The member's profile card "Your data" (docs/decisions/037): everything the gym keeps about them, downloaded as
 * one JSON file to keep or take to another service.
 */
export function MyDataCard({ userId }: { userId: number }) {
  const t = useT();
  const headingId = useId();
  const download = useDownloadMyData();
  return (
    <section aria-labelledby={headingId}>
      <Card className="grid max-w-2xl gap-4">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-zinc-950">
          <FileJson aria-hidden="true" className="size-5 text-accent" />
          {t('Your data')}
        </h2>
        <p className="text-sm text-zinc-600">
          {t(
            'Download your profile, plans, payments, sessions, classes, check-ins and feedback as one file (JSON) to keep or to take to another service.',
          )}
        </p>
        <div>
          <Button
            variant="outline"
            isLoading={download.isPending}
            onClick={() =>
              download.mutate(userId, {
                onError: (error) => toast.error(messageOf(error, t('Could not download your data. Please try again.'))),
              })
            }
          >
            {!download.isPending && <Download aria-hidden="true" className="size-4" />}
            {t('Download my data')}
          </Button>
        </div>
      </Card>
    </section>
  );
}
