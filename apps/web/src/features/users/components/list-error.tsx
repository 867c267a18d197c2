import { RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { t, useT } from '../../../lib/i18n.ts';
import { translateMessage } from '../../../lib/translate-message.ts';

/** A list that could not be loaded: the spec's text and a way to try again. */
export function ListError({ message, retrying, onRetry }: { message: string; retrying: boolean; onRetry: () => void }) {
  useT();
  return (
    <Card className="flex flex-col items-start gap-4">
      <p className="text-zinc-700">{translateMessage(message)}</p>
      <Button variant="outline" onClick={onRetry} isLoading={retrying}>
        {!retrying && <RotateCw aria-hidden="true" className="size-4" />}
        {t('Try again')}
      </Button>
    </Card>
  );
}
