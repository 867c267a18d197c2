import { AT_RISK_NOTE_MAX, AT_RISK_RULES, AT_RISK_SNOOZE_MAX_DAYS, type AtRiskMember, addDays } from '@gym/contract';
import { BellOff, PhoneCall, ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { type Column, DataTable } from '../../../components/ui/data-table.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ExportCsvButton } from '../../../components/ui/export-csv-button.tsx';
import { TextareaField, TextField } from '../../../components/ui/field.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError, messageOf } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.ts';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { useGymTimeZone, useGymToday } from '../../../lib/gym.ts';
import { useT } from '../../../lib/i18n.ts';
import { translateMessage } from '../../../lib/translate-message.ts';
import { AT_RISK_CSV_PATH, useAtRiskActions, useAtRiskReport } from '../api/at-risk.ts';
import { ReportSection } from './report-parts.tsx';

const PAGE_SIZE = 20;

/**
 * At-risk members (docs/reports.md, docs/decisions/039): who may be about to leave, each with a score, every reason
 * in words, the desk's last contact, and Contacted / Snooze. The rules and their points are printed above the list,
 * from the same table the server scores with.
 */
export function AtRiskSection() {
  const t = useT();
  const [page, setPage] = useState(1);
  const report = useAtRiskReport(page, PAGE_SIZE);
  const data = report.data;
  const [snoozing, setSnoozing] = useState<AtRiskMember | null>(null);
  const { contacted } = useAtRiskActions();
  const timeZone = useGymTimeZone() ?? 'UTC';
  const staffDesk = useAuth().user?.role === 'staff';

  const markContacted = (member: AtRiskMember) =>
    contacted.mutate(
      { userId: member.memberId },
      {
        onSuccess: () => toast.success(t('{name} is marked as contacted.', { name: member.fullName })),
        onError: (error) => toast.error(messageOf(error, t('Could not record the contact. Please try again.'))),
      },
    );

  const columns: Column<AtRiskMember>[] = [
    {
      id: 'member',
      header: t('Member'),
      cell: (m) => (
        <Link
          to={staffDesk ? paths.staff.member(m.memberId) : paths.admin.subscriberSubscriptions(m.memberId)}
          className="font-medium text-zinc-950 underline decoration-zinc-300 underline-offset-2 hover:decoration-zinc-950"
        >
          {m.fullName}
        </Link>
      ),
    },
    { id: 'score', header: t('Score'), align: 'end', cell: (m) => <span className="font-semibold">{m.score}</span> },
    {
      id: 'reasons',
      header: t('Reasons'),
      cell: (m) => (
        <ul className="grid gap-1">
          {m.reasons.map((reason) => (
            <li key={reason.rule}>
              {reason.text} <span className="whitespace-nowrap text-zinc-600">(+{reason.points})</span>
            </li>
          ))}
        </ul>
      ),
    },
    {
      id: 'contact',
      header: t('Last contact'),
      cell: (m) =>
        m.lastContact ? (
          <span>
            {t('{when} by {name}', {
              when: formatDateTime(m.lastContact.at, timeZone),
              name: m.lastContact.by?.fullName ?? t('a former colleague'),
            })}
            {m.lastContact.note && <span className="block text-zinc-600">{m.lastContact.note}</span>}
          </span>
        ) : (
          t('Not contacted yet')
        ),
    },
    {
      id: 'actions',
      header: t('Actions'),
      cell: (m) => (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-label={t('Mark {name} as contacted', { name: m.fullName })}
            isLoading={contacted.isPending && contacted.variables?.userId === m.memberId}
            onClick={() => markContacted(m)}
          >
            <PhoneCall aria-hidden="true" className="size-4" />
            {t('Contacted')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-label={t('Snooze {name}', { name: m.fullName })}
            onClick={() => setSnoozing(m)}
          >
            <BellOff aria-hidden="true" className="size-4" />
            {t('Snooze')}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <ReportSection
      title={t('At risk')}
      description={t(
        'Members with a running membership who may be about to leave, highest score first. The score adds up the points of the rules below; each member’s reasons are written out.',
      )}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <RulesLegend />
        <ExportAtRisk />
      </div>
      {report.isError ? (
        <Alert tone="error">{t('Could not load the members at risk. Please try again.')}</Alert>
      ) : (
        <DataTable
          caption={t('Members at risk')}
          columns={columns}
          rows={data?.items}
          rowKey={(m) => m.memberId}
          loadingLabel={t('Loading the members at risk')}
          fetching={report.isFetching}
          empty={<EmptyState icon={ShieldCheck} title={t('No member is at risk today')} />}
          paging={
            data && data.total > data.pageSize
              ? {
                  page,
                  pages: Math.ceil(data.total / data.pageSize),
                  onPage: setPage,
                  label: t('Pages of members at risk'),
                }
              : undefined
          }
        />
      )}
      {snoozing && <SnoozeDialog member={snoozing} onClose={() => setSnoozing(null)} />}
    </ReportSection>
  );
}

/** The rules and their points, in words, from `AT_RISK_RULES`. */
function RulesLegend() {
  const t = useT();
  const [top, middle, lowest] = AT_RISK_RULES.notSeen.steps;
  const falling = AT_RISK_RULES.visitsFalling;
  return (
    <div className="rounded-xl bg-zinc-50 px-4 py-3 text-sm text-zinc-700">
      <p className="font-semibold text-zinc-900">{t('How the score is made')}</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        <li>
          {t(
            'Not seen for {days} days: {points} points ({middleDays} days: {middlePoints}; {topDays} days: {topPoints})',
            {
              days: lowest?.days,
              points: lowest?.points,
              middleDays: middle?.days,
              middlePoints: middle?.points,
              topDays: top?.days,
              topPoints: top?.points,
            },
          )}
        </li>
        <li>
          {t('Renewal off and no next plan bought: {points} points', { points: AT_RISK_RULES.renewalStopped.points })}
        </li>
        <li>
          {t('A failed payment in the last {days} days: {points} points', {
            days: AT_RISK_RULES.failedPayment.days,
            points: AT_RISK_RULES.failedPayment.points,
          })}
        </li>
        <li>
          {t(
            'Visits in the last {days} days under half their own average of the {weeks} weeks before: {points} points',
            { days: falling.recentDays, weeks: falling.baselineDays / 7, points: falling.points },
          )}
        </li>
      </ul>
    </div>
  );
}

function ExportAtRisk() {
  const t = useT();
  return (
    <ExportCsvButton
      path={AT_RISK_CSV_PATH}
      fallbackName="at-risk.csv"
      label={t('Export {report} as CSV', { report: t('At risk') })}
      failure={t('Could not export the report. Please try again.')}
      className="self-start"
    />
  );
}

/** Off the list until a day (the member is back on it that day), with an optional note. */
function SnoozeDialog({ member, onClose }: { member: AtRiskMember; onClose: () => void }) {
  const t = useT();
  const today = useGymToday() ?? '';
  const [until, setUntil] = useState(today ? addDays(today, 14) : '');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { snooze } = useAtRiskActions();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    snooze.mutate(
      { userId: member.memberId, until, note: note.trim() || undefined },
      {
        onSuccess: () => {
          toast.success(t('{name} is off the list until {date}.', { name: member.fullName, date: formatDate(until) }));
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.errors) {
            setErrors(
              Object.fromEntries(
                Object.entries(error.errors).map(([field, messages]) => [field, translateMessage(messages[0] ?? '')]),
              ),
            );
            return;
          }
          toast.error(messageOf(error, t('Could not snooze the member. Please try again.')));
        },
      },
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      dismissible={!snooze.isPending}
      title={t('Snooze {name}', { name: member.fullName })}
      description={t('They leave the at-risk list and come back on it on the day you choose.')}
    >
      <form onSubmit={onSubmit} className="grid gap-4" noValidate>
        <TextField
          type="date"
          label={t('Back on the list on')}
          value={until}
          min={today ? addDays(today, 1) : undefined}
          max={today ? addDays(today, AT_RISK_SNOOZE_MAX_DAYS) : undefined}
          onChange={(event) => setUntil(event.target.value)}
          error={errors.until}
          required
        />
        <TextareaField
          label={t('Note (optional)')}
          value={note}
          maxLength={AT_RISK_NOTE_MAX}
          rows={2}
          onChange={(event) => setNote(event.target.value)}
          error={errors.note}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" size="lg" onClick={onClose} disabled={snooze.isPending}>
            {t('Cancel')}
          </Button>
          <Button type="submit" size="lg" isLoading={snooze.isPending} disabled={!/^\d{4}-\d{2}-\d{2}$/.test(until)}>
            {t('Snooze')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
