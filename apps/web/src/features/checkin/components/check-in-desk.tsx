import { CHECKIN_TOKEN_MAX } from '@gym/contract';
import { Wifi, WifiOff } from 'lucide-react';
import { useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useOnline, useScanQueue } from '../scan-queue.ts';
import { useDesk } from '../use-desk.ts';
import { CameraScanner } from './camera-scanner.tsx';
import { DeskAnswerPanel } from './desk-answer.tsx';
import { MemberSearch } from './member-search.tsx';
import { SentScans } from './sent-scans.tsx';
import { TodaysCheckins } from './todays-checkins.tsx';

/**
 * The front desk's check-in (docs/decisions/024): the answer first and big, then the three ways in (a USB scanner
 * typing into its field and pressing Enter, the device's camera, a search by name, phone or e-mail), and the day's
 * check-ins beside. With no network it keeps taking scans and says which rules wait for the network.
 */
export function CheckInDesk({ timeZone }: { timeZone: string }) {
  const t = useT();
  const online = useOnline();
  const waiting = useScanQueue();
  const desk = useDesk(online);
  const [code, setCode] = useState('');
  const scanner = useRef<HTMLInputElement>(null);
  const backToScanner = () => scanner.current?.focus();

  const sendCode = (text: string) => {
    const token = text.trim();
    if (token) void desk.send({ token }).then(backToScanner);
  };

  return (
    <div className="grid gap-4 lg:grid-cols-5 lg:items-start">
      <div className="grid gap-4 lg:col-span-3">
        {online ? (
          <p className="flex items-center gap-2 text-sm text-zinc-600">
            <Wifi aria-hidden="true" className="size-4 text-emerald-700" />
            {t('Online: every scan is checked at once.')}
          </p>
        ) : (
          <Alert tone="warning" title={t('No network: scans are saved on this device')}>
            {t(
              'They are sent with their time when the network is back. Until then the desk cannot check whether a pass is genuine or still valid, whether the membership is running, or whether a day pass was already used today.',
            )}
          </Alert>
        )}

        <DeskAnswerPanel
          answer={desk.answer}
          onOverride={(member, reason) =>
            void desk.send({ userId: member.userId, override: true, reason }).then(backToScanner)
          }
        />

        <Card className="grid gap-4">
          <form
            className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
            onSubmit={(event) => {
              event.preventDefault();
              sendCode(code);
              setCode('');
            }}
          >
            <TextField
              ref={scanner}
              label={t('Pass scanner')}
              hint={t('A USB scanner types the pass here and presses Enter; you can also paste a code.')}
              value={code}
              maxLength={CHECKIN_TOKEN_MAX}
              autoComplete="off"
              spellCheck={false}
              autoFocus
              onChange={(event) => setCode(event.target.value)}
            />
            <Button type="submit" className="sm:mb-6">
              {t('Check')}
            </Button>
          </form>
          <CameraScanner onCode={sendCode} />
        </Card>

        <Card>
          <MemberSearch
            online={online}
            onCheckIn={(userId, name) => void desk.send({ userId }, name).then(backToScanner)}
          />
        </Card>
      </div>

      <div className="grid gap-4 lg:col-span-2">
        {!online && waiting.length === 0 && (
          <p className="flex items-center gap-2 text-sm text-zinc-600">
            <WifiOff aria-hidden="true" className="size-4" />
            {t('No scans are waiting.')}
          </p>
        )}
        <SentScans waiting={waiting} sent={desk.sent} timeZone={timeZone} onDismiss={desk.dismissSent} />
        <TodaysCheckins timeZone={timeZone} />
      </div>
    </div>
  );
}
