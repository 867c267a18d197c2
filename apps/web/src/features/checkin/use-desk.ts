import type { Checkin, CheckinRefused, CheckinRequest } from '@gym/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { messageOf } from '../../lib/api-client.ts';
import { checkinKeys } from '../../lib/query-keys/checkins.ts';
import { isUnreachable, postCheckin, refusalOf } from './api/check-in.ts';
import { type QueuedScan, scanQueue } from './scan-queue.ts';

/** How often scans still waiting are sent again while the browser says it is online. */
const QUEUE_RETRY_MS = 30_000;

/** What the desk's big panel shows after a scan or a search. */
export type DeskAnswer =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'admitted'; checkin: Checkin }
  | { kind: 'refused'; refusal: CheckinRefused }
  | { kind: 'queued'; name?: string }
  | { kind: 'error'; message: string };

/** A queued scan once the server has judged it. */
export type SentScan = { scan: QueuedScan } & (
  | { outcome: 'admitted'; checkin: Checkin }
  | { outcome: 'refused'; refusal: CheckinRefused }
  | { outcome: 'error'; message: string }
);

/**
 * The desk's check-in (docs/decisions/024): sends a scan or a chosen member and keeps the answer for the panel; with
 * no network (the browser says so, or the request never arrives) the scan goes to the queue with its time. The queue
 * is sent, oldest first, when the page opens and whenever the network comes back; each scan is judged by the server
 * at its own time.
 */
export function useDesk(online: boolean) {
  const queryClient = useQueryClient();
  const [answer, setAnswer] = useState<DeskAnswer>({ kind: 'idle' });
  const [sent, setSent] = useState<SentScan[]>([]);
  const sending = useRef(false);

  const refreshDay = useCallback(() => queryClient.invalidateQueries({ queryKey: checkinKeys.all }), [queryClient]);

  const send = useCallback(
    async (request: Omit<CheckinRequest, 'scannedAt'>, name?: string) => {
      const queue = () => {
        scanQueue.add({
          ...(request.token === undefined ? {} : { token: request.token }),
          ...(request.userId === undefined ? {} : { userId: request.userId }),
          ...(name === undefined ? {} : { name }),
        });
        setAnswer({ kind: 'queued', ...(name === undefined ? {} : { name }) });
      };
      // An override needs the server's word: it is not queued.
      if (!navigator.onLine && !request.override) return queue();
      setAnswer({ kind: 'checking' });
      try {
        const checkin = await postCheckin(request);
        setAnswer({ kind: 'admitted', checkin });
        void refreshDay();
      } catch (error) {
        const refusal = refusalOf(error);
        if (refusal) setAnswer({ kind: 'refused', refusal });
        else if (isUnreachable(error) && !request.override) queue();
        else setAnswer({ kind: 'error', message: messageOf(error, 'Could not check in; try again') });
      }
    },
    [refreshDay],
  );

  const sendQueue = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      for (const scan of scanQueue.list()) {
        const request: CheckinRequest = {
          scannedAt: scan.scannedAt,
          ...(scan.token === undefined ? {} : { token: scan.token }),
          ...(scan.userId === undefined ? {} : { userId: scan.userId }),
        };
        try {
          const checkin = await postCheckin(request);
          setSent((list) => [{ scan, outcome: 'admitted', checkin }, ...list]);
        } catch (error) {
          // Still no way through: the rest waits for the next time the network comes back.
          if (isUnreachable(error)) return;
          const refusal = refusalOf(error);
          setSent((list) => [
            refusal
              ? { scan, outcome: 'refused', refusal }
              : { scan, outcome: 'error', message: messageOf(error, 'Could not check in; try again') },
            ...list,
          ]);
        }
        scanQueue.remove(scan.id);
      }
    } finally {
      sending.current = false;
      void refreshDay();
    }
  }, [refreshDay]);

  // When the network comes back, when the screen opens, and every half minute while scans wait (the browser may
  // say it is online while the server is still out of reach).
  useEffect(() => {
    if (!online) return;
    const sendWaiting = () => {
      if (scanQueue.list().length > 0) void sendQueue();
    };
    sendWaiting();
    const timer = window.setInterval(sendWaiting, QUEUE_RETRY_MS);
    return () => window.clearInterval(timer);
  }, [online, sendQueue]);

  return { answer, setAnswer, send, sent, dismissSent: () => setSent([]) };
}
