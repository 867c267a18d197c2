import { CHECKIN_TOKEN_MAX } from '@gym/contract';
import { Wifi, WifiOff } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { controlClasses } from '../../../components/ui/field.tsx';
import { cx } from '../../../lib/cx.ts';
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
  const scannerId = useId();
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
            className="grid gap-1.5"
            onSubmit={(event) => {
              event.preventDefault();
              sendCode(code);
              setCode('');
            }}
          >
            <label htmlFor={scannerId} className="text-sm font-medium text-zinc-800">
              {t('Pass scanner')}
            </label>
            <div className="flex gap-2">
              <input
                ref={scanner}
                id={scannerId}
                aria-describedby={`${scannerId}-hint`}
                value={code}
                maxLength={CHECKIN_TOKEN_MAX}
                autoComplete="off"
                spellCheck={false}
                // biome-ignore lint/a11y/noAutofocus: the desk's scanner types into this field; it must hold the focus.
                autoFocus
                onChange={(event) => setCode(event.target.value)}
                className={cx(controlClasses, 'h-11 min-w-0 flex-1')}
              />
              <Button type="submit" className="h-11 shrink-0">
                {t('Check')}
              </Button>
            </div>
            <p id={`${scannerId}-hint`} className="text-sm text-zinc-600">
              {t('A USB scanner types the pass here and presses Enter; you can also paste a code.')}
            </p>
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
