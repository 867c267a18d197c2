import { CloudOff, RefreshCw } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { MemberPhoto } from '../../../components/ui/member-photo.tsx';
import { QrCode } from '../../../components/ui/qr-code.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatFullDate } from '../../../lib/format.ts';
import { useGymToday } from '../../../lib/gym.ts';
import { useT } from '../../../lib/i18n.ts';
import { usePass } from '../api/get-pass.ts';
import { keptDayPass } from '../day-pass-store.ts';
import { useOnline } from '../scan-queue.ts';

type MemberPassProps = {
  userId: number;
  name: string;
  /** The member's photo (docs/decisions/038), or none: their initials. */
  photoUrl?: string | null;
};

/**
 * The member's pass (docs/decisions/024): the minute pass as a big QR code, asked again as each minute turns; with no
 * network, or a minute pass too old to be accepted, today's day pass kept from an earlier visit, which the desk
 * accepts once today. The member's name and photo stand above it, as the desk will see them.
 */
export function MemberPass({ userId, name, photoUrl }: MemberPassProps) {
  const t = useT();
  const online = useOnline();
  const today = useGymToday();
  const pass = usePass(userId);
  const fresh = pass.data && Date.parse(pass.data.expiresAt) > Date.now() ? pass.data : undefined;
  const showMinutePass = online && fresh && !pass.isError;
  const dayPass = showMinutePass ? null : keptDayPass(userId, today);

  return (
    <Card className="mx-auto flex max-w-md flex-col items-center gap-5 text-center">
      <div className="flex items-center gap-4">
        <MemberPhoto name={name} photoUrl={photoUrl} className="size-20 text-2xl" />
        <div className="text-left">
          <p className="text-xl font-bold text-zinc-950">{name}</p>
          <p className="text-sm text-zinc-600">{t('Show this code at the front desk')}</p>
        </div>
      </div>

      {showMinutePass ? (
        <>
          <QrCode
            text={fresh.token}
            label={t('Your check-in code')}
            className="w-full max-w-80 rounded-xl border border-zinc-200"
          />
          <p className="flex items-center gap-2 text-sm text-zinc-600">
            <RefreshCw aria-hidden="true" className="size-4" />
            {t('The code changes every minute, so a photo of it does not get anyone in.')}
          </p>
        </>
      ) : dayPass ? (
        <>
          <Alert
            tone="warning"
            title={
              online ? t('The gym cannot be reached: showing your day pass') : t('No network: showing your day pass')
            }
          >
            {t('It works once today, {date}.', { date: formatFullDate(dayPass.validOn) })}
          </Alert>
          <QrCode
            text={dayPass.token}
            label={t('Your day pass for today')}
            className="w-full max-w-80 rounded-xl border border-zinc-200"
          />
        </>
      ) : pass.isPending && online ? (
        <div className="flex aspect-square w-full max-w-80 items-center justify-center">
          <Spinner label={t('Loading your pass')} />
        </div>
      ) : (
        <Alert tone="error" title={t('Your pass cannot be shown')}>
          <span className="flex items-start gap-2">
            <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {online
              ? t('The gym could not be reached. Try again in a moment, or give the desk your name.')
              : t('This phone has no network and keeps no day pass for today. The desk can find you by your name.')}
          </span>
        </Alert>
      )}
    </Card>
  );
}
