import {
  type AbsentMember,
  API,
  type AttendanceHour,
  attendanceQuerySchema,
  attendanceReportSchema,
  type ClassFigures,
  type ClassSlotRow,
  type ClassTypeRow,
  classesReportQuerySchema,
  classesReportSchema,
  type ExpiringItem,
  expiringQuerySchema,
  expiringReportSchema,
  type MembersMonth,
  membersReportSchema,
  type RetentionCell,
  type RevenueReport,
  reportPeriodQuerySchema,
  retentionReportSchema,
  revenueReportSchema,
  type TrainerUtilisation,
  type VisitsMonth,
} from '@gym/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { type CsvColumn, csvCells, sendCsv } from '../../lib/csv.ts';
import { requestLanguage, translate } from '../../lib/i18n.ts';
import { requirePermission } from '../../plugins/auth.ts';
import { errorResponses, security } from '../../plugins/openapi.ts';
import { gymConfig } from '../settings/settings.service.ts';
import {
  absentMembers,
  attendanceHours,
  attendanceReport,
  attendanceVisits,
  classesReport,
  expiringReport,
  membersReport,
  retentionReport,
  revenueReport,
} from './reports.service.ts';

const tags = ['Reports'];
const CSV_NOTE =
  'With `format=csv` the same report is a CSV download (UTF-8 with a byte-order mark, `Content-Disposition: attachment`, headers in the caller’s language, text cells that could run as a formula neutralised).';

/** A CSV header in the caller's language. */
const headerIn = (req: FastifyRequest) => {
  const language = requestLanguage(req);
  return (english: string) => translate(language, english);
};

type MonthByPlan = RevenueReport['monthsByPlan'][number];
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const clockHour = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** The owner's reports (docs/reports.md, docs/decisions/027). */
export function reportRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(API.reports.revenue, {
    schema: {
      tags,
      summary:
        'Revenue by month and by plan over a period of the gym’s days, refunds netted, and monthly recurring revenue today (admin)',
      description: `\`from\` and \`to\` are days of the gym’s calendar, both included, at most 24 months apart. ${CSV_NOTE}`,
      security,
      querystring: reportPeriodQuerySchema,
      response: { 200: revenueReportSchema, ...errorResponses(400, 401, 403) },
    },
    onRequest: requirePermission('reports.admin'),
    handler: async (req, reply) => {
      const { from, to, format } = req.query;
      const report = await revenueReport(ctx.db, { from, to }, (await gymConfig(ctx, req.caller?.seen)).GYM_TIME_ZONE);
      if (format === 'json') return report;
      const t = headerIn(req);
      const columns: CsvColumn<MonthByPlan>[] = [
        { header: t('Month'), cell: (row) => row.month },
        { header: t('Plan'), cell: (row) => row.planName || t('No plan') },
        { header: t('Payments'), cell: (row) => row.payments },
        { header: t('Gross'), cell: (row) => row.gross },
        { header: t('Refunded'), cell: (row) => row.refunded },
        { header: t('Net'), cell: (row) => row.net },
      ];
      return sendCsv(reply, `revenue-${from}-to-${to}.csv`, columns, report.monthsByPlan);
    },
  });

  r.get(API.reports.members, {
    schema: {
      tags,
      summary:
        'Members per month over a period: new, cancelled (voluntary), lapsed (a failed payment), churn rates and active members (admin)',
      description: `\`from\` and \`to\` are days of the gym’s calendar, both included, at most 24 months apart. ${CSV_NOTE}`,
      security,
      querystring: reportPeriodQuerySchema,
      response: { 200: membersReportSchema, ...errorResponses(400, 401, 403) },
    },
    onRequest: requirePermission('reports.admin'),
    handler: async (req, reply) => {
      const { from, to, format } = req.query;
      const report = await membersReport(ctx.db, { from, to }, (await gymConfig(ctx, req.caller?.seen)).GYM_TIME_ZONE);
      if (format === 'json') return report;
      const t = headerIn(req);
      const columns: CsvColumn<MembersMonth>[] = [
        { header: t('Month'), cell: (row) => row.month },
        { header: t('Active at start'), cell: (row) => row.activeAtStart },
        { header: t('New'), cell: (row) => row.new },
        { header: t('Cancelled'), cell: (row) => row.cancelled },
        { header: t('Lapsed'), cell: (row) => row.lapsed },
        { header: t('Churn %'), cell: (row) => row.churnRate },
        { header: t('Voluntary churn %'), cell: (row) => row.voluntaryChurnRate },
        { header: t('Involuntary churn %'), cell: (row) => row.involuntaryChurnRate },
        { header: t('Active at end'), cell: (row) => row.activeAtEnd },
      ];
      return sendCsv(reply, `members-${from}-to-${to}.csv`, columns, report.months);
    },
  });

  r.get(API.reports.expiring, {
    schema: {
      tags,
      summary:
        'Memberships in use that end from today to `days` days ahead (default 30), soonest first, with whether each renews (admin, staff)',
      description: `With \`page\` (and \`pageSize\`), \`items\` is that page; without, every one. \`total\` and \`counts\` (how many renew automatically, have their next plan bought, or do not renew) are of all of them. ${CSV_NOTE}`,
      security,
      querystring: expiringQuerySchema,
      response: { 200: expiringReportSchema, ...errorResponses(400, 401, 403) },
    },
    onRequest: requirePermission('reports.expiring'),
    handler: async (req, reply) => {
      const { days, format, page, pageSize } = req.query;
      const gym = await gymConfig(ctx, req.caller?.seen);
      const paging = format === 'json' && page !== undefined ? { page, pageSize } : undefined;
      const report = await expiringReport(ctx.db, days, gym.GYM_TIME_ZONE, paging);
      if (format === 'json') return report;
      const { t, phone } = csvCells(req, gym);
      const renewal = { 'auto-renew': t('Auto-renew'), 'next-plan': t('Next plan bought'), none: t('Does not renew') };
      const columns: CsvColumn<ExpiringItem>[] = [
        { header: t('Member'), cell: (row) => row.fullName },
        { header: t('Email'), cell: (row) => row.email },
        { header: t('Phone'), cell: (row) => phone(row.phone) },
        { header: t('Plan'), cell: (row) => row.planName },
        { header: t('Ends'), cell: (row) => row.endDate },
        { header: t('Days left'), cell: (row) => row.daysLeft },
        { header: t('Renews'), cell: (row) => renewal[row.renewal] },
      ];
      return sendCsv(reply, `expiring-${report.from}-next-${days}-days.csv`, columns, report.items);
    },
  });

  r.get(API.reports.retention, {
    schema: {
      tags,
      summary:
        'Retention cohorts: members by the month they joined × the months after it they still held a membership, counts and percentages (admin)',
      description: `\`from\` and \`to\` are days of the gym’s calendar, both included, at most 24 months apart; cohorts are followed to the period’s last month or this month, whichever comes first. The CSV has a row per cohort and month after joining. ${CSV_NOTE}`,
      security,
      querystring: reportPeriodQuerySchema,
      response: { 200: retentionReportSchema, ...errorResponses(400, 401, 403) },
    },
    onRequest: requirePermission('reports.admin'),
    handler: async (req, reply) => {
      const { from, to, format } = req.query;
      const report = await retentionReport(
        ctx.db,
        { from, to },
        (await gymConfig(ctx, req.caller?.seen)).GYM_TIME_ZONE,
      );
      if (format === 'json') return report;
      const t = headerIn(req);
      type Row = RetentionCell & { cohort: string; joined: number };
      const columns: CsvColumn<Row>[] = [
        { header: t('Joined in'), cell: (row) => row.cohort },
        { header: t('Joined'), cell: (row) => row.joined },
        { header: t('Months after joining'), cell: (row) => row.monthsAfter },
        { header: t('Month'), cell: (row) => row.month },
        { header: t('Still members'), cell: (row) => row.members },
        { header: t('Still members %'), cell: (row) => row.percent },
      ];
      const cells = report.cohorts.flatMap((c) =>
        c.cells.map((cell) => ({ ...cell, cohort: c.month, joined: c.joined })),
      );
      return sendCsv(reply, `retention-${from}-to-${to}.csv`, columns, cells);
    },
  });

  r.get(API.reports.attendance, {
    schema: {
      tags,
      summary:
        'Attendance: check-ins by weekday and hour on the gym’s clock, visits per member per month, and members not seen for 14, 21 or 30 days (admin, staff)',
      description: `\`from\` and \`to\` are days of the gym’s calendar, both included, at most 24 months apart; the members not seen are as of today, counted in full and the \`ABSENT_LISTED\` (25) longest away listed. With \`format=csv\`, \`table\` chooses the file: \`hours\` (weekday × hour, the default), \`visits\` (per month) or \`absent\` (not seen for 14 days or more). ${CSV_NOTE}`,
      security,
      querystring: attendanceQuerySchema,
      response: { 200: attendanceReportSchema, ...errorResponses(400, 401, 403) },
    },
    onRequest: requirePermission('reports.attendance'),
    handler: async (req, reply) => {
      const { from, to, format, table } = req.query;
      const gym = await gymConfig(ctx, req.caller?.seen);
      const period = { from, to };
      const timeZone = gym.GYM_TIME_ZONE;
      if (format === 'json') return attendanceReport(ctx.db, period, timeZone);
      const { t, phone } = csvCells(req, gym);
      const name = `attendance-${table}-${from}-to-${to}.csv`;
      if (table === 'hours') {
        const columns: CsvColumn<AttendanceHour>[] = [
          { header: t('Weekday'), cell: (row) => t(WEEKDAYS[row.weekday - 1] ?? '') },
          { header: t('Hour'), cell: (row) => clockHour(row.hour) },
          { header: t('Check-ins'), cell: (row) => row.checkins },
        ];
        return sendCsv(reply, name, columns, await attendanceHours(ctx.db, period, timeZone));
      }
      if (table === 'visits') {
        const columns: CsvColumn<VisitsMonth>[] = [
          { header: t('Month'), cell: (row) => row.month },
          { header: t('Members'), cell: (row) => row.members },
          { header: t('Visits'), cell: (row) => row.visits },
          { header: t('Visits per member'), cell: (row) => row.average },
          { header: t('No visits'), cell: (row) => row.bands['0'] },
          { header: t('1–3 visits'), cell: (row) => row.bands['1-3'] },
          { header: t('4–7 visits'), cell: (row) => row.bands['4-7'] },
          { header: t('8–11 visits'), cell: (row) => row.bands['8-11'] },
          { header: t('12 or more visits'), cell: (row) => row.bands['12+'] },
        ];
        return sendCsv(reply, name, columns, await attendanceVisits(ctx.db, period, timeZone));
      }
      const columns: CsvColumn<AbsentMember>[] = [
        { header: t('Member'), cell: (row) => row.fullName },
        { header: t('Email'), cell: (row) => row.email },
        { header: t('Phone'), cell: (row) => phone(row.phone) },
        { header: t('Last check-in'), cell: (row) => row.lastCheckIn ?? t('Never') },
        { header: t('Days away'), cell: (row) => row.daysAway },
      ];
      const absent = await absentMembers(ctx.db, timeZone);
      return sendCsv(reply, `attendance-absent-${absent.asOf}.csv`, columns, absent.members);
    },
  });

  r.get(API.reports.classes, {
    schema: {
      tags,
      summary:
        'Classes held in a period: fill rate, waitlist demand, late cancels and no-shows per class type and time slot, and trainer utilisation (admin, staff)',
      description: `\`from\` and \`to\` are days of the gym’s calendar, both included, at most 24 months apart; a class counts once it has ended and if it was not cancelled. With \`format=csv\`, \`table\` chooses the file: \`types\` (per class type, the default), \`slots\` (per weekday and start time) or \`trainers\` (hours booked against hours open). ${CSV_NOTE}`,
      security,
      querystring: classesReportQuerySchema,
      response: { 200: classesReportSchema, ...errorResponses(400, 401, 403) },
    },
    onRequest: requirePermission('reports.attendance'),
    handler: async (req, reply) => {
      const { from, to, format, table } = req.query;
      const gym = await gymConfig(ctx, req.caller?.seen);
      const report = await classesReport(
        ctx.db,
        { from, to },
        { timeZone: gym.GYM_TIME_ZONE, openingHours: gym.OPENING_HOURS },
      );
      if (format === 'json') return report;
      const t = headerIn(req);
      const name = `classes-${table}-${from}-to-${to}.csv`;
      const figures = <Row extends ClassFigures>(): CsvColumn<Row>[] => [
        { header: t('Classes held'), cell: (row) => row.classes },
        { header: t('Places offered'), cell: (row) => row.places },
        { header: t('Places booked'), cell: (row) => row.booked },
        { header: t('Fill rate %'), cell: (row) => row.fillRate },
        { header: t('Waitlisted at start'), cell: (row) => row.waitlisted },
        { header: t('Waitlist per class'), cell: (row) => row.averageWaitlist },
        { header: t('Late cancels'), cell: (row) => row.lateCancels },
        { header: t('Classes with register taken'), cell: (row) => row.registered },
        { header: t('Booked in those classes'), cell: (row) => row.registeredBooked },
        { header: t('No-shows'), cell: (row) => row.noShows },
        { header: t('No-show rate %'), cell: (row) => row.noShowRate },
      ];
      if (table === 'types') {
        const columns: CsvColumn<ClassTypeRow>[] = [{ header: t('Class'), cell: (row) => row.name }, ...figures()];
        return sendCsv(reply, name, columns, report.types);
      }
      if (table === 'slots') {
        const columns: CsvColumn<ClassSlotRow>[] = [
          { header: t('Weekday'), cell: (row) => t(WEEKDAYS[row.weekday - 1] ?? '') },
          { header: t('Starts'), cell: (row) => row.time },
          ...figures(),
        ];
        return sendCsv(reply, name, columns, report.slots);
      }
      const columns: CsvColumn<TrainerUtilisation>[] = [
        { header: t('Trainer'), cell: (row) => row.fullName },
        { header: t('Class hours'), cell: (row) => row.classHours },
        { header: t('Personal session hours'), cell: (row) => row.sessionHours },
        { header: t('Hours booked'), cell: (row) => row.bookedHours },
        { header: t('Hours open'), cell: () => report.openHours },
        { header: t('Utilisation %'), cell: (row) => row.utilisation },
      ];
      return sendCsv(reply, name, columns, report.trainers);
    },
  });
}
