import type { ClassesReport, ClassFigures, ClassSlotRow, ClassTypeRow, TrainerUtilisation } from '@gym/contract';
import { Dumbbell } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { type Column, DataTable } from '../../../components/ui/data-table.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { formatCount, formatOneDecimal, formatWeekday } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { useClassesReport } from '../api/get-classes-report.ts';
import type { Period } from '../api/period.ts';
import { ACCENT, BarsChart, INK } from './report-charts.tsx';
import { Chart, Figure, percent, ReportPart, ReportSection } from './report-parts.tsx';

/** ISO weekday (Monday 1) named from a week that starts on a Monday (1 January 2024). */
const weekdayName = (weekday: number) => formatWeekday(`2024-01-0${weekday}`);
export const slotName = (slot: Pick<ClassSlotRow, 'weekday' | 'time'>) => `${weekdayName(slot.weekday)} ${slot.time}`;
const oneDecimal = (value: number | null) => (value === null ? '–' : formatOneDecimal(value));
/** Hours with at most one decimal ("1.5", "12"). */
const hours = (value: number) => (Number.isInteger(value) ? formatCount(value) : formatOneDecimal(value));

/** The figures every row of the types and slots tables shares, after the row's own name. */
function useFigureColumns<Row extends ClassFigures>(): Column<Row>[] {
  const t = useT();
  return [
    {
      id: 'fill',
      header: t('Fill rate'),
      align: 'end',
      cell: (r) => <span className="font-semibold text-zinc-950">{percent(r.fillRate)}</span>,
    },
    { id: 'classes', header: t('Classes'), align: 'end', cell: (r) => formatCount(r.classes) },
    { id: 'places', header: t('Places'), align: 'end', cell: (r) => formatCount(r.places) },
    { id: 'booked', header: t('Booked'), align: 'end', cell: (r) => formatCount(r.booked) },
    { id: 'waitlist', header: t('Waitlist per class'), align: 'end', cell: (r) => oneDecimal(r.averageWaitlist) },
    { id: 'late', header: t('Late cancels'), align: 'end', cell: (r) => formatCount(r.lateCancels) },
    { id: 'noShows', header: t('No-shows'), align: 'end', cell: (r) => formatCount(r.noShows) },
    { id: 'noShowRate', header: t('No-show rate'), align: 'end', cell: (r) => percent(r.noShowRate) },
  ];
}

/** Classes: how full they are, who waits, who leaves late and who does not come; and the trainers' booked hours. */
export function ClassesSection({ period }: { period: Period }) {
  const t = useT();
  const report = useClassesReport(period);
  const data = report.data;
  return (
    <ReportSection
      title={t('Classes')}
      description={t(
        'The group classes held in the period (not cancelled, already over): how full they were by class and by time slot, who was left on the waitlist, who left late and who did not come; and each trainer’s booked hours.',
      )}
    >
      {report.isError ? (
        <Alert tone="error">{t('Could not load the classes report. Please try again.')}</Alert>
      ) : !data ? (
        <p className="text-sm text-zinc-600">{t('Loading the classes report')}</p>
      ) : (
        <>
          {data.total.classes === 0 ? (
            <EmptyState
              icon={Dumbbell}
              title={t('No classes held in this period')}
              text={t('Choose other months, or schedule classes on the timetable.')}
            />
          ) : (
            <>
              <Totals total={data.total} />
              <ByType data={data} period={period} />
              <BySlot data={data} period={period} />
            </>
          )}
          <Trainers data={data} period={period} />
        </>
      )}
    </ReportSection>
  );
}

function Totals({ total }: { total: ClassFigures }) {
  const t = useT();
  const unregistered = total.classes - total.registered;
  return (
    <>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Figure
          label={t('Fill rate')}
          value={percent(total.fillRate)}
          note={t('{booked} of {places} places booked', {
            booked: formatCount(total.booked),
            places: formatCount(total.places),
          })}
        />
        <Figure
          label={t('Waitlist per class')}
          value={oneDecimal(total.averageWaitlist)}
          note={t('{count, plural, one {# member left waiting} other {# members left waiting}}', {
            count: total.waitlisted,
          })}
        />
        <Figure label={t('Late cancels')} value={formatCount(total.lateCancels)} />
        <Figure
          label={t('No-show rate')}
          value={percent(total.noShowRate)}
          note={t(
            '{count, plural, one {# no-show} other {# no-shows}} in {registered, plural, one {# class with its register taken} other {# classes with the register taken}}',
            { count: total.noShows, registered: total.registered },
          )}
        />
      </dl>
      <p className="text-sm text-zinc-600">
        {t(
          'Fill rate: places booked when the class began ÷ places offered. Waitlist: members still waiting when it began. No-shows count only in classes whose register was taken (someone ticked as attended).',
        )}
        {unregistered > 0 &&
          ` ${t(
            '{count, plural, one {# class without a register taken is left out of them.} other {# classes without a register taken are left out of them.}}',
            { count: unregistered },
          )}`}
      </p>
    </>
  );
}

function ByType({ data, period }: { data: ClassesReport; period: Period }) {
  const t = useT();
  const figures = useFigureColumns<ClassTypeRow>();
  return (
    <ReportPart title={t('Fill rate by class')} exportRequest={{ report: 'classes', period, table: 'types' }}>
      <Chart title={t('Fill rate by class')}>
        <BarsChart
          rows={data.types.map((r) => ({ label: r.name, value: r.fillRate ?? 0 }))}
          fill={ACCENT}
          format={(n) => percent(n)}
          max={100}
        />
      </Chart>
      <DataTable
        caption={t('Classes by class type')}
        columns={[
          {
            id: 'name',
            header: t('Class'),
            cell: (r: ClassTypeRow) => <span className="font-medium text-zinc-950">{r.name}</span>,
          },
          ...figures,
        ]}
        rows={data.types}
        rowKey={(r) => r.classTypeId}
        loadingLabel={t('Loading the classes report')}
        empty={null}
        narrow="scroll"
      />
    </ReportPart>
  );
}

function BySlot({ data, period }: { data: ClassesReport; period: Period }) {
  const t = useT();
  const figures = useFigureColumns<ClassSlotRow>();
  return (
    <ReportPart title={t('Fill rate by time slot')} exportRequest={{ report: 'classes', period, table: 'slots' }}>
      <p className="text-sm text-zinc-600">{t('Weekday and start time on the gym’s clock.')}</p>
      <Chart title={t('Fill rate by time slot')}>
        <BarsChart
          rows={data.slots.map((r) => ({ label: slotName(r), value: r.fillRate ?? 0 }))}
          fill={INK}
          format={(n) => percent(n)}
          max={100}
        />
      </Chart>
      <DataTable
        caption={t('Classes by time slot')}
        columns={[
          {
            id: 'slot',
            header: t('Time slot'),
            cell: (r: ClassSlotRow) => (
              <span className="whitespace-nowrap font-medium text-zinc-950">{slotName(r)}</span>
            ),
          },
          ...figures,
        ]}
        rows={data.slots}
        rowKey={(r) => `${r.weekday}-${r.time}`}
        loadingLabel={t('Loading the classes report')}
        empty={null}
        narrow="scroll"
      />
    </ReportPart>
  );
}

function Trainers({ data, period }: { data: ClassesReport; period: Period }) {
  const t = useT();
  const columns: Column<TrainerUtilisation>[] = [
    {
      id: 'trainer',
      header: t('Trainer'),
      cell: (r) => <span className="font-medium text-zinc-950">{r.fullName}</span>,
    },
    {
      id: 'utilisation',
      header: t('Utilisation'),
      align: 'end',
      cell: (r) => <span className="font-semibold text-zinc-950">{percent(r.utilisation)}</span>,
    },
    { id: 'classes', header: t('Class hours'), align: 'end', cell: (r) => hours(r.classHours) },
    { id: 'sessions', header: t('Personal session hours'), align: 'end', cell: (r) => hours(r.sessionHours) },
    { id: 'booked', header: t('Hours booked'), align: 'end', cell: (r) => hours(r.bookedHours) },
  ];
  const busy = data.trainers.filter((r) => r.bookedHours > 0);
  return (
    <ReportPart title={t('Trainer utilisation')} exportRequest={{ report: 'classes', period, table: 'trainers' }}>
      <p className="text-sm text-zinc-600">
        {t(
          'Hours of classes taught and personal sessions held ÷ the {hours} hours the gym was open in the period so far (today’s opening hours). Trainers’ own working hours and time off are not in the records, so a part-time trainer shows a low figure.',
          { hours: hours(data.openHours) },
        )}
      </p>
      {busy.length > 0 && (
        <Chart title={t('Utilisation by trainer')}>
          <BarsChart
            rows={busy.map((r) => ({ label: r.fullName, value: r.utilisation ?? 0 }))}
            fill={ACCENT}
            format={(n) => percent(n)}
          />
        </Chart>
      )}
      <DataTable
        caption={t('Hours booked by trainer')}
        columns={columns}
        rows={data.trainers}
        rowKey={(r) => r.trainerId}
        loadingLabel={t('Loading the classes report')}
        empty={<p className="text-sm text-zinc-600">{t('No trainers yet.')}</p>}
        narrow="scroll"
      />
    </ReportPart>
  );
}
