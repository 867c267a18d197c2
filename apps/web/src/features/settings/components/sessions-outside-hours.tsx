import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useGymTimeZone } from '../../../lib/gym.ts';
import { t, useT } from '../../../lib/i18n.ts';
import { useSessionsOutsideHours } from '../api/get-sessions-outside-hours.ts';

/**
 * Coming sessions the opening hours (or the time zone) now leave outside: they stay booked at their moment, and
 * the desk arranges them with the people in them. Read again after every save. `onlyWhenAny`: shown only when
 * there are some (the desk's Sessions screen), where the Settings screen always says how things stand.
 */
export function SessionsOutsideHours({ onlyWhenAny = false }: { onlyWhenAny?: boolean }) {
  useT();
  const sessions = useSessionsOutsideHours();
  const timeZone = useGymTimeZone();
  if (onlyWhenAny && !sessions.data?.length) return null;
  return (
    <Card>
      <section aria-labelledby="outside-hours-title" className="grid gap-4">
        <div>
          <h2 id="outside-hours-title" className="text-lg font-semibold text-zinc-950">
            {t('Sessions outside the opening hours')}
          </h2>
          <p className="mt-1 text-sm text-zinc-600">
            {t(
              'Coming sessions booked before a change of hours or time zone. They are kept as booked, at the same moment.',
            )}
          </p>
        </div>
        {sessions.isPending || timeZone === undefined ? (
          <Spinner label={t('Loading sessions')} />
        ) : sessions.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {t('The sessions could not be loaded.')}
          </p>
        ) : sessions.data.length === 0 ? (
          <p className="text-sm text-zinc-700">{t('Every coming session is inside the opening hours.')}</p>
        ) : (
          <ul className="grid gap-2" aria-labelledby="outside-hours-title">
            {sessions.data.map((s) => (
              <li key={s.id} className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-zinc-900">
                <span className="font-medium">
                  {t('{start} to {end}', {
                    start: formatDateTime(s.startTime, timeZone),
                    end: formatDateTime(s.endTime, timeZone).split(', ').at(-1),
                  })}
                </span>{' '}
                · {t('{member} with {trainer}', { member: s.memberName, trainer: s.trainerName })}, {s.roomName}
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
