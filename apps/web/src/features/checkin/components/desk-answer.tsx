import { CHECKIN_MESSAGES, type CheckinRefused } from '@gym/contract';
import { CircleCheck, CircleX, CloudOff, ScanLine } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextareaField } from '../../../components/ui/field.tsx';
import { MemberPhoto } from '../../../components/ui/member-photo.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cx } from '../../../lib/cx.ts';
import { formatDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import type { DeskAnswer } from '../use-desk.ts';

type DeskAnswerPanelProps = {
  answer: DeskAnswer;
  /** Lets the refused member in anyway, for the reason staff give. */
  onOverride: (member: NonNullable<CheckinRefused['member']>, reason: string) => void;
};

/**
 * The answer, big enough to read from across the desk: green with the member's photo, name, plan and end date; red with the
 * reason in words; amber for a scan kept until the network is back. Colour is never the only sign: an icon and a
 * headline say the same.
 */
export function DeskAnswerPanel({ answer, onOverride }: DeskAnswerPanelProps) {
  const t = useT();
  const box = 'flex min-h-64 flex-col justify-center gap-4 rounded-2xl border-2 p-6 sm:min-h-80 sm:p-8';

  if (answer.kind === 'idle' || answer.kind === 'checking')
    return (
      <section
        aria-live="polite"
        className={cx(box, 'items-center border-dashed border-zinc-300 bg-zinc-50 text-center')}
      >
        {answer.kind === 'checking' ? (
          <Spinner size="lg" label={t('Checking')} />
        ) : (
          <>
            <ScanLine aria-hidden="true" className="size-12 text-zinc-400" />
            <p className="text-xl font-semibold text-zinc-700">{t('Ready: scan a pass or find a member')}</p>
          </>
        )}
      </section>
    );

  if (answer.kind === 'admitted') {
    const { checkin } = answer;
    const { membership } = checkin;
    return (
      <section aria-live="polite" className={cx(box, 'border-emerald-600 bg-emerald-50 text-emerald-950')}>
        <p className="flex items-center gap-3 text-3xl font-extrabold sm:text-4xl">
          <CircleCheck aria-hidden="true" className="size-10 shrink-0 text-emerald-700 sm:size-12" />
          {t('Welcome in')}
        </p>
        <div className="flex items-center gap-4">
          <MemberPhoto
            name={checkin.fullName}
            photoUrl={checkin.photoUrl}
            className="size-28 bg-emerald-800 text-4xl ring-4 ring-emerald-600 sm:size-40 sm:text-5xl"
          />
          <div className="min-w-0">
            <p className="text-2xl font-bold break-words sm:text-3xl">{checkin.fullName}</p>
            {membership && (
              <p className="mt-1 text-lg">
                {t('{plan}, until {date}', { plan: membership.planName, date: formatDate(membership.endDate) })}
              </p>
            )}
          </div>
        </div>
        {checkin.override && (
          <p className="rounded-lg bg-white/70 p-3 font-medium">
            {t('Let in by the desk: {reason}', { reason: checkin.overrideReason ?? '' })}
          </p>
        )}
      </section>
    );
  }

  if (answer.kind === 'queued')
    return (
      <section aria-live="polite" className={cx(box, 'border-amber-500 bg-amber-50 text-amber-950')}>
        <p className="flex items-center gap-3 text-2xl font-extrabold sm:text-3xl">
          <CloudOff aria-hidden="true" className="size-10 shrink-0 text-amber-700" />
          {t('Saved, checked when back online')}
        </p>
        {answer.name && <p className="text-xl font-semibold">{answer.name}</p>}
        <p className="text-base">
          {t('Let the member in if their pass looks right; the desk tells you if it is refused once it is checked.')}
        </p>
      </section>
    );

  if (answer.kind === 'error')
    return (
      <section aria-live="assertive" className={cx(box, 'border-red-600 bg-red-50 text-red-950')}>
        <p className="flex items-center gap-3 text-2xl font-bold">
          <CircleX aria-hidden="true" className="size-10 shrink-0 text-red-700" />
          {t(answer.message)}
        </p>
      </section>
    );

  return (
    <RefusedPanel key={JSON.stringify(answer.refusal)} refusal={answer.refusal} box={box} onOverride={onOverride} />
  );
}

function RefusedPanel({
  refusal,
  box,
  onOverride,
}: {
  refusal: CheckinRefused;
  box: string;
  onOverride: DeskAnswerPanelProps['onOverride'];
}) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const { member } = refusal;
  return (
    <section aria-live="assertive" className={cx(box, 'border-red-600 bg-red-50 text-red-950')}>
      <p className="flex items-center gap-3 text-3xl font-extrabold sm:text-4xl">
        <CircleX aria-hidden="true" className="size-10 shrink-0 text-red-700 sm:size-12" />
        {t('Not let in')}
      </p>
      {member && (
        <div className="flex items-center gap-4">
          <MemberPhoto
            name={member.fullName}
            photoUrl={member.photoUrl}
            className="size-28 bg-red-800 text-4xl ring-4 ring-red-600 sm:size-40 sm:text-5xl"
          />
          <p className="min-w-0 text-2xl font-bold break-words sm:text-3xl">{member.fullName}</p>
        </div>
      )}
      <p className="text-xl font-semibold">{t(CHECKIN_MESSAGES.refused[refusal.reason])}</p>
      {member && !asking && (
        <div>
          <Button variant="outline" onClick={() => setAsking(true)}>
            {t('Let in anyway')}
          </Button>
        </div>
      )}
      {member && asking && (
        <form
          className="grid gap-3 rounded-xl bg-white p-4 text-zinc-900"
          onSubmit={(event) => {
            event.preventDefault();
            if (reason.trim()) onOverride(member, reason.trim());
          }}
        >
          <TextareaField
            label={t('Why are you letting them in?')}
            hint={t('Kept with the check-in.')}
            rows={2}
            maxLength={500}
            required
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="danger">
              {t('Let in')}
            </Button>
            <Button variant="ghost" onClick={() => setAsking(false)}>
              {t('Cancel')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
