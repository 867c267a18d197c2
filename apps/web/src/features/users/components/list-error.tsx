import { RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';

/** A list that could not be loaded: the spec's text and a way to try again. */
export function ListError({ message, retrying, onRetry }: { message: string; retrying: boolean; onRetry: () => void }) {
  return (
    <Card className="flex flex-col items-start gap-4">
      <p className="text-zinc-700">{message}</p>
      <Button variant="outline" onClick={onRetry} isLoading={retrying}>
        {!retrying && <RotateCw aria-hidden="true" className="size-4" />}
        Try again
      </Button>
    </Card>
  );
}
