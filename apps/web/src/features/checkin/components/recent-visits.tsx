import { dateIn, formatDate, formatTime } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { useMemberCheckins } from '../api/get-member-checkins.ts';

/** The member's latest check-ins under their pass: proof the desk let them in, and when. */
export function RecentVisits({ userId, timeZone }: { userId: number; timeZone: string }) {
  const t = useT();
  const visits = useMemberCheckins(userId);
  const items = visits.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="recent-visits" className="mx-auto mt-6 max-w-md">
      <h2 id="recent-visits" className="text-lg font-semibold text-zinc-950">
        {t('Your latest visits')}
      </h2>
      <ul className="mt-2 divide-y divide-zinc-200 rounded-2xl border border-zinc-200 bg-white">
        {items.map((visit) => (
          <li key={visit.id} className="flex justify-between gap-3 px-5 py-3 text-sm">
            <span className="text-zinc-900">{formatDate(dateIn(visit.at, timeZone))}</span>
            <time dateTime={visit.at} className="font-mono text-zinc-600 tabular-nums">
              {formatTime(visit.at, timeZone)}
            </time>
          </li>
        ))}
      </ul>
    </section>
  );
}
