import { CALENDAR_MESSAGES } from '@gym/contract';
import { CalendarSync, Copy, RotateCcw, RotateCw } from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { t, useT } from '../../../lib/i18n.ts';
import { translateMessage } from '../../../lib/translate-message.ts';
import { useCalendarFeed } from '../api/get-calendar-feed.ts';
import { useResetCalendarFeed } from '../api/reset-calendar-feed.ts';

export const FEED_ADDRESS_LABEL = 'Your private calendar address';

/**
 * The profile's "Calendar feed" card (docs/decisions/011), for members and trainers: the private iCal address in a
 * read-only box with Copy and Reset (behind a confirmation: the old address stops at once). `children` sits under
 * it in the same card (the member's reminder switch).
 */
export function CalendarFeedCard({ children }: { children?: ReactNode }) {
  useT();
  const headingId = useId();
  const feed = useCalendarFeed();
  return (
    <section aria-labelledby={headingId}>
      <Card className="grid max-w-2xl gap-5">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-zinc-950">
          <CalendarSync aria-hidden="true" className="size-5 text-accent" />
          {t(CALENDAR_MESSAGES.feedTitle)}
        </h2>
        {feed.isError ? (
          <div className="flex flex-col items-start gap-3">
            <p role="alert" className="text-zinc-700">
              {t(CALENDAR_MESSAGES.loadFailed)}
            </p>
            <Button variant="outline" size="sm" onClick={() => void feed.refetch()} isLoading={feed.isFetching}>
              {!feed.isFetching && <RotateCw aria-hidden="true" className="size-4" />}
              {t('Try again')}
            </Button>
          </div>
        ) : feed.data ? (
          <FeedAddress url={feed.data.url} />
        ) : (
          // As tall as the address box with its hint and buttons, so that nothing jumps when it arrives.
          <div className="flex min-h-44 items-center justify-center text-zinc-500">
            <Spinner label={t('Loading your calendar address')} />
          </div>
        )}
        {children && <div className="border-t border-zinc-100 pt-5">{children}</div>}
      </Card>
    </section>
  );
}

function FeedAddress({ url }: { url: string }) {
  useT();
  const input = useRef<HTMLInputElement>(null);
  const reset = useResetCalendarFeed();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(CALENDAR_MESSAGES.copied);
    } catch {
      // No clipboard (an insecure page, a refused permission): the address is selected for the person to copy.
      input.current?.focus();
      input.current?.select();
      toast.error(CALENDAR_MESSAGES.copyFailed);
    }
  };
  const close = () => {
    setConfirming(false);
    setFailure(null);
  };

  return (
    <div className="grid gap-3">
      <TextField
        ref={input}
        label={t(FEED_ADDRESS_LABEL)}
        value={url}
        readOnly
        spellCheck={false}
        // Monospaced and without Inter's contextual alternates, which draw the x of '6x4' as a multiplication sign:
        // the address reads exactly as it is.
        style={{ fontFamily: 'var(--font-mono)', fontFeatureSettings: '"calt" 0' }}
        onFocus={(event) => event.currentTarget.select()}
        hint={t(CALENDAR_MESSAGES.feedHint)}
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="primary" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" />
          {t(CALENDAR_MESSAGES.copy)}
        </Button>
        <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {t(CALENDAR_MESSAGES.reset)}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t(CALENDAR_MESSAGES.resetConfirmTitle)}
        message={t(CALENDAR_MESSAGES.resetConfirm)}
        confirmLabel={t(CALENDAR_MESSAGES.reset)}
        variant="danger"
        pending={reset.isPending}
        onCancel={close}
        onConfirm={() =>
          reset.mutate(undefined, {
            onSuccess: () => {
              toast.success(CALENDAR_MESSAGES.resetDone);
              close();
            },
            onError: (error) => {
              const message = messageOf(error, CALENDAR_MESSAGES.resetFailed);
              setFailure(message);
              toast.error(message);
            },
          })
        }
      >
        {failure && <Alert tone="error">{translateMessage(failure)}</Alert>}
      </ConfirmDialog>
    </div>
  );
}
