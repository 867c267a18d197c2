import { type AdminStats, STATS_MESSAGES } from '@gym/contract';
import { ClipboardList, DoorOpen, Dumbbell, MessageSquareText, RotateCw, UserCog, UsersRound } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { t, useT } from '../../../lib/i18n.ts';
import { useIdle } from '../../../lib/idle.ts';
import { useAdminStats } from '../api/get-admin-stats.ts';
import { StatGrid, type StatItem } from './stat-grid.tsx';

// The chart library comes with this chunk only, after the counts have painted and the browser is idle: the cards do
// not wait for it, and its parsing and first render do not hold up their paint. The loading frame keeps its height.
const StatisticsCharts = lazy(() => import('./statistics-charts.tsx'));

export type AdminCount = keyof AdminStats['counts'];

/** The admin dashboard's six counts and its statistics, from one call (`GET /api/stats/admin`). */
export function AdminOverview({ links = {} }: { links?: Partial<Record<AdminCount, string>> }) {
  useT();
  const stats = useAdminStats();
  const counts = stats.data?.counts;
  const chartsWanted = useIdle(stats.isSuccess);
  const items: StatItem[] = [
    { key: 'staff', label: t('Staff'), icon: UserCog, failureSubject: 'users' },
    { key: 'subscribers', label: t('Subscribers'), icon: UsersRound, failureSubject: 'users' },
    { key: 'plans', label: t('Plans'), icon: ClipboardList, failureSubject: 'plans' },
    { key: 'feedbacks', label: t('Feedbacks'), icon: MessageSquareText, failureSubject: 'feedback' },
    { key: 'trainers', label: t('Trainers'), icon: Dumbbell, failureSubject: 'trainers' },
    { key: 'gymRooms', label: t('Gym rooms'), icon: DoorOpen, failureSubject: 'gymrooms' },
  ].map((item) => ({ ...item, value: counts?.[item.key as AdminCount], to: links[item.key as AdminCount] }));

  return (
    <>
      <StatGrid title={t('At a glance')} items={items} failed={stats.isError} />
      <section aria-labelledby="statistics-title" className="mt-8">
        <h2 id="statistics-title" className="mb-3 text-sm font-semibold tracking-wider text-zinc-500 uppercase">
          {t('Statistics')}
        </h2>
        {stats.isError ? (
          <Alert
            tone="error"
            action={
              <Button variant="outline" size="sm" onClick={() => stats.refetch()} isLoading={stats.isFetching}>
                {!stats.isFetching && <RotateCw aria-hidden="true" className="size-4" />}
                {t('Try again')}
              </Button>
            }
          >
            {t(STATS_MESSAGES.loadFailed)}
          </Alert>
        ) : stats.isPending || !chartsWanted ? (
          <ChartsLoading />
        ) : (
          <Suspense fallback={<ChartsLoading />}>
            <StatisticsCharts stats={stats.data} />
          </Suspense>
        )}
      </section>
    </>
  );
}

function ChartsLoading() {
  useT();
  return (
    <div className="flex min-h-72 items-center justify-center rounded-2xl border border-zinc-200 bg-white text-zinc-500">
      <Spinner size="lg" label={t('Loading statistics')} />
    </div>
  );
}
