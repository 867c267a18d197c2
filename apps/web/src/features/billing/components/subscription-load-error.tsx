import { BILLING_MESSAGES } from '@gym/contract';
import { RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useT } from '../../../lib/i18n.ts';
import { translateMessage } from '../../../lib/translate-message.ts';

/** A member's subscriptions could not be loaded: spec §8's text and a way to try again. */
export function SubscriptionLoadError({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  const t = useT();
  return (
    <Card className="flex flex-col items-start gap-4">
      <p className="text-zinc-700">{translateMessage(BILLING_MESSAGES.loadFailed)}</p>
      <Button variant="outline" onClick={onRetry} isLoading={retrying}>
        {!retrying && <RotateCw aria-hidden="true" className="size-4" />}
        {t('Try again')}
      </Button>
    </Card>
  );
}
