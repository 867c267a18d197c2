import { CHECKIN_MESSAGES } from '@gym/contract';
import { CircleCheck, CircleX } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatTime } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import type { QueuedScan } from '../scan-queue.ts';
import type { SentScan } from '../use-desk.ts';

/** The scans waiting for the network, and what the server said of those sent since. */
export function SentScans({
  waiting,
  sent,
  timeZone,
  onDismiss,
}: {
  waiting: QueuedScan[];
  sent: SentScan[];
  timeZone: string;
  onDismiss: () => void;
}) {
  const t = useT();
  if (waiting.length === 0 && sent.length === 0) return null;
  return (
    <Card className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-zinc-950">{t('Scans saved without a network')}</h2>
        {sent.length > 0 && waiting.length === 0 && (
          <Button size="sm" variant="ghost" onClick={onDismiss}>
            {t('Clear')}
          </Button>
        )}
      </div>
      {waiting.length > 0 && (
        <p className="text-sm text-zinc-700">
          {t('{count, plural, one {# scan waits} other {# scans wait}} for the network.', { count: waiting.length })}
        </p>
      )}
      {sent.length > 0 && (
        <ul aria-label={t('Saved scans, checked')} className="divide-y divide-zinc-100 text-sm">
          {sent.map((item) => (
            <li key={item.scan.id} className="flex items-start gap-2 py-2">
              {item.outcome === 'admitted' ? (
                <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
              ) : (
                <CircleX aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-700" />
              )}
              <span className="w-12 shrink-0 font-mono text-zinc-600 tabular-nums">
                {formatTime(item.scan.scannedAt, timeZone)}
              </span>
              <span className="min-w-0">
                {item.outcome === 'admitted'
                  ? t('{name}: checked in', { name: item.checkin.fullName })
                  : item.outcome === 'refused'
                    ? t('{name}: {reason}', {
                        name: item.refusal.member?.fullName ?? item.scan.name ?? t('Unknown pass'),
                        reason: t(CHECKIN_MESSAGES.refused[item.refusal.reason]),
                      })
                    : t(item.message)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
