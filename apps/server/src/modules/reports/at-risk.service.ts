import {
  AT_RISK_MESSAGES,
  AT_RISK_RULES,
  AT_RISK_SNOOZE_MAX_DAYS,
  type AtRiskActionRecord,
  type AtRiskMember,
  type AtRiskReason,
  addDays,
  daysBetween,
  type Language,
  notSeenPoints,
  todayIn,
  zonedTimeToInstant,
} from '@gym/contract';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  atRiskActions,
  checkins,
  memberLastVisits,
  payments,
  plans,
  subscriptions,
  users,
} from '../../db/schema/index.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { translate } from '../../lib/i18n.ts';
import { membershipsCte, reportRows } from './reports.service.ts';

// At-risk members (docs/reports.md, docs/decisions/039). The database gathers a few facts per running member (days
// away, renewal, failed payments, visits in two windows); the rules of `AT_RISK_RULES` turn them into points and
// words here, in plain code, so what the list says is exactly what the rules say. "Today" is the application's
// clock on the gym's calendar, never SQL now(). Facts that come from payments and check-ins are added up once, over
// the last 30 days' payments and the last 112 days' check-ins, and joined to the running members: asked member by
// member they took seconds at 100,000 members (docs/benchmarks.md, bench:reports).

const date = (value: string) => sql`${value}::date`;
const int = (value: unknown) => Number(value ?? 0);

type FactsRow = {
  member_id: number;
  full_name: string | null;
  username: string;
  email: string;
  phone: string | null;
  last_day: string | null;
  joined_day: string | null;
  stopped_plan: string | null;
  stopped_end: string | null;
  failed: number;
  failed_last: string | null;
  recent_visits: number;
  baseline_visits: number;
};

/** What the rules read about one member. */
export type AtRiskFacts = {
  today: string;
  lastCheckIn: string | null;
  joined: string | null;
  stopped: { planName: string; endDate: string } | null;
  failedPayments: number;
  lastFailed: string | null;
  recentVisits: number;
  baselineVisits: number;
};

const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-ES' };
// Made once per language: making a formatter costs about a tenth of a millisecond, and the list words the reasons
// of tens of thousands of members at 100,000 (docs/benchmarks.md, bench:reports).
const DAY_FORMATS = Object.fromEntries(
  Object.entries(LOCALES).map(([language, locale]) => [
    language,
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }),
  ]),
) as Record<Language, Intl.DateTimeFormat>;
const DECIMAL_FORMATS = Object.fromEntries(
  Object.entries(LOCALES).map(([language, locale]) => [language, new Intl.NumberFormat(locale)]),
) as Record<Language, Intl.NumberFormat>;
/** Names in the order of the server's locale, as `localeCompare` orders them, with one collator for the list. */
const byName = new Intl.Collator().compare;
/** A day of the gym's calendar as people read it: 'Apr 12, 2026', '12 abr 2026'. */
const dayIn = (day: string, language: Language) => DAY_FORMATS[language].format(new Date(`${day}T00:00:00Z`));

/** A rule a member meets: its points, and its words in a language (made only for the members shown). */
type Finding = { rule: AtRiskReason['rule']; points: number; words: (language: Language) => string };

/** The rules of `AT_RISK_RULES` a member meets. Empty: not at risk. */
function findingsFor(facts: AtRiskFacts): Finding[] {
  const findings: Finding[] = [];

  const since = facts.lastCheckIn ?? facts.joined;
  const daysAway = since ? daysBetween(since, facts.today) : 0;
  const away = notSeenPoints(daysAway);
  const lastCheckIn = facts.lastCheckIn;
  if (away > 0)
    findings.push({
      rule: 'notSeen',
      points: away,
      words: (language) =>
        lastCheckIn
          ? translate(language, 'Not seen for {days} days (last check-in {date})', {
              days: daysAway,
              date: dayIn(lastCheckIn, language),
            })
          : translate(language, 'Never checked in since joining {days} days ago', { days: daysAway }),
    });

  const stopped = facts.stopped;
  if (stopped)
    findings.push({
      rule: 'renewalStopped',
      points: AT_RISK_RULES.renewalStopped.points,
      words: (language) =>
        translate(language, 'Renewal is off: {plan} ends on {date} and no next plan is bought', {
          plan: stopped.planName,
          date: dayIn(stopped.endDate, language),
        }),
    });

  const { failedPayments, lastFailed } = facts;
  if (failedPayments > 0)
    findings.push({
      rule: 'failedPayment',
      points: AT_RISK_RULES.failedPayment.points,
      words: (language) =>
        translate(
          language,
          '{count, plural, one {# failed payment} other {# failed payments}} in the last {days} days, the latest on {date}',
          {
            count: failedPayments,
            days: AT_RISK_RULES.failedPayment.days,
            date: lastFailed ? dayIn(lastFailed, language) : '',
          },
        ),
    });

  const falling = AT_RISK_RULES.visitsFalling;
  const history = addDays(facts.today, -(falling.recentDays + falling.baselineDays - 1));
  const average = (facts.baselineVisits * falling.recentDays) / falling.baselineDays;
  const recent = facts.recentVisits;
  if (
    facts.joined !== null &&
    facts.joined <= history &&
    facts.baselineVisits >= falling.minBaselineVisits &&
    recent < falling.ratio * average
  )
    findings.push({
      rule: 'visitsFalling',
      points: falling.points,
      words: (language) =>
        translate(
          language,
          '{recent, plural, one {# visit} other {# visits}} in the last {days} days, against {average} on average over the {weeks} weeks before',
          {
            recent,
            days: falling.recentDays,
            average: DECIMAL_FORMATS[language].format(Math.round(average * 10) / 10),
            weeks: falling.baselineDays / 7,
          },
        ),
    });
  return findings;
}

type ContactRow = {
  id: number;
  member_id: number;
  action: 'contacted' | 'snoozed';
  note: string | null;
  until: string | null;
  by_id: number | null;
  by_name: string | null;
  at: Date | string;
};

const toAction = (row: ContactRow): AtRiskActionRecord => ({
  id: row.id,
  memberId: row.member_id,
  action: row.action,
  note: row.note,
  until: row.until,
  by: row.by_id === null ? null : { id: row.by_id, fullName: row.by_name ?? '' },
  at: new Date(row.at).toISOString(),
});

/**
 * Every member at risk today, highest score first (then longest away, then by name): members with an Active or Past
 * due membership running today, whose latest snooze (if any) has run out, with at least one reason. `members(from,
 * to)` gives a slice of the list in `language`, with each member's latest contact.
 */
export async function atRiskMembers(
  db: Db,
  timeZone: string,
  language: Language,
): Promise<{ asOf: string; total: number; members: (from?: number, to?: number) => Promise<AtRiskMember[]> }> {
  const today = todayIn(timeZone);
  const falling = AT_RISK_RULES.visitsFalling;
  const recentFrom = addDays(today, -(falling.recentDays - 1));
  const baselineFrom = addDays(recentFrom, -falling.baselineDays);
  const failedSince = addDays(today, -AT_RISK_RULES.failedPayment.days);
  // A payment made on or after that day of the gym's calendar: from the instant the day began there.
  const failedFrom = zonedTimeToInstant(failedSince, '00:00', timeZone).toISOString();
  const next = sql.raw('next');
  const stoppedHere = sql`(not ${subscriptions.autoRenew} and not exists (
    select 1 from ${subscriptions} as ${next}
    where ${next}.user_id = ${subscriptions.userId} and ${next}.status = 'Scheduled'
      and ${next}.start_date > ${subscriptions.endDate}))`;
  const dayOf = (instant: SQL) => sql`(${instant} at time zone ${timeZone})::date`;

  const facts = await reportRows<FactsRow>(
    db,
    sql`
      with ${membershipsCte(timeZone)},
      running as (
        select ${subscriptions.userId} as user_id,
               (array_agg(${plans.name} order by ${subscriptions.endDate}) filter (where ${stoppedHere}))[1] as stopped_plan,
               to_char(min(${subscriptions.endDate}) filter (where ${stoppedHere}), 'YYYY-MM-DD') as stopped_end
        from ${subscriptions}
        join ${users} on ${users.id} = ${subscriptions.userId}
        join ${plans} on ${plans.id} = ${subscriptions.planId}
        where ${subscriptions.status} in ('Active', 'Past due')
          and ${subscriptions.startDate} <= ${date(today)} and ${subscriptions.endDate} >= ${date(today)}
          and ${users.deletedAt} is null
        group by ${subscriptions.userId}
      ),
      firsts as (select user_id, min(first_day) as joined_day from memberships group by user_id),
      failures as (
        select ${payments.userId} as user_id, count(*)::int as failed,
               to_char(max(${dayOf(sql`${payments.paymentDate}`)}), 'YYYY-MM-DD') as failed_last
        from ${payments}
        where ${payments.status} = 'Failed' and ${payments.paymentDate} >= ${failedFrom}::timestamptz
        group by ${payments.userId}
      ),
      visits as (
        select ${checkins.userId} as user_id,
               count(distinct ${checkins.gymDate}) filter (where ${checkins.gymDate} >= ${date(recentFrom)})::int as recent,
               count(distinct ${checkins.gymDate}) filter (where ${checkins.gymDate} < ${date(recentFrom)})::int as baseline
        from ${checkins}
        where ${checkins.gymDate} between ${date(baselineFrom)} and ${date(today)}
        group by ${checkins.userId}
      ),
      snoozed as (
        select distinct on (${atRiskActions.memberId}) ${atRiskActions.memberId} as user_id, ${atRiskActions.until} as until
        from ${atRiskActions} where ${atRiskActions.action} = 'snoozed'
        order by ${atRiskActions.memberId}, ${atRiskActions.at} desc, ${atRiskActions.id} desc
      )
      select ${users.id} as member_id, ${users.fullName} as full_name, ${users.username} as username,
             ${users.email} as email, ${users.phone} as phone,
             to_char(${dayOf(sql`${memberLastVisits.lastAt}`)}, 'YYYY-MM-DD') as last_day,
             to_char(firsts.joined_day, 'YYYY-MM-DD') as joined_day,
             running.stopped_plan, running.stopped_end,
             coalesce(failures.failed, 0) as failed, failures.failed_last,
             coalesce(visits.recent, 0) as recent_visits, coalesce(visits.baseline, 0) as baseline_visits
      from running
      join ${users} on ${users.id} = running.user_id
      left join ${memberLastVisits} on ${memberLastVisits.userId} = running.user_id
      left join firsts on firsts.user_id = running.user_id
      left join failures on failures.user_id = running.user_id
      left join visits on visits.user_id = running.user_id
      left join snoozed on snoozed.user_id = running.user_id
      where snoozed.until is null or snoozed.until <= ${date(today)}
    `,
  );

  const scored = facts
    .map((row) => {
      const findings = findingsFor({
        today,
        lastCheckIn: row.last_day,
        joined: row.joined_day,
        stopped: row.stopped_plan && row.stopped_end ? { planName: row.stopped_plan, endDate: row.stopped_end } : null,
        failedPayments: int(row.failed),
        lastFailed: row.failed_last,
        recentVisits: int(row.recent_visits),
        baselineVisits: int(row.baseline_visits),
      });
      const since = row.last_day ?? row.joined_day;
      return {
        row,
        fullName: row.full_name || row.username,
        findings,
        score: findings.reduce((sum, finding) => sum + finding.points, 0),
        daysAway: since ? daysBetween(since, today) : 0,
      };
    })
    .filter((member) => member.score > 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.daysAway - a.daysAway ||
        byName(a.fullName, b.fullName) ||
        a.row.member_id - b.row.member_id,
    );

  return {
    asOf: today,
    total: scored.length,
    // Worded, and their last contact read, only for the members asked for: the list is tens of thousands long at
    // 100,000 members and a page shows a few dozen (docs/benchmarks.md, bench:reports).
    async members(from = 0, to = scored.length) {
      const shown = scored.slice(from, to);
      const contacts = await latestContacts(
        db,
        shown.map((member) => member.row.member_id),
      );
      return shown.map(({ row, fullName, findings, score }) => ({
        memberId: row.member_id,
        fullName,
        email: row.email,
        phone: row.phone,
        score,
        reasons: findings.map((finding) => ({
          rule: finding.rule,
          points: finding.points,
          text: finding.words(language),
        })),
        lastCheckIn: row.last_day,
        lastContact: contacts.get(row.member_id) ?? null,
      }));
    },
  };
}

/** The latest "contacted" of each of `memberIds`, by member. */
async function latestContacts(db: Db, memberIds: number[]): Promise<Map<number, AtRiskActionRecord>> {
  if (memberIds.length === 0) return new Map();
  const by = sql.raw('by_user');
  const found = await reportRows<ContactRow>(
    db,
    sql`
      select distinct on (${atRiskActions.memberId}) ${atRiskActions.id} as id, ${atRiskActions.memberId} as member_id,
             ${atRiskActions.action} as action, ${atRiskActions.note} as note,
             to_char(${atRiskActions.until}, 'YYYY-MM-DD') as until, ${atRiskActions.byId} as by_id,
             coalesce(${by}.full_name, ${by}.username) as by_name, ${atRiskActions.at} as at
      from ${atRiskActions}
      left join ${users} as ${by} on ${by}.id = ${atRiskActions.byId}
      where ${atRiskActions.action} = 'contacted' and ${inArray(atRiskActions.memberId, memberIds)}
      order by ${atRiskActions.memberId}, ${atRiskActions.at} desc, ${atRiskActions.id} desc
    `,
  );
  return new Map(found.map((row) => [row.member_id, toAction(row)]));
}

/**
 * Records that the desk contacted a member, or snoozed them until `until` (a day after today, at most
 * `AT_RISK_SNOOZE_MAX_DAYS` ahead). The member must be a live member account.
 */
export async function recordAtRiskAction(
  db: Db,
  input: { memberId: number; byId: number; action: 'contacted' | 'snoozed'; note: string | null; until?: string },
  timeZone: string,
): Promise<AtRiskActionRecord> {
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, input.memberId), eq(users.role, 'user'), isNull(users.deletedAt)));
  if (!member) throw notFound(AT_RISK_MESSAGES.notFound);
  let until: string | null = null;
  if (input.action === 'snoozed') {
    until = input.until ?? '';
    const today = todayIn(timeZone);
    if (until <= today) throw fieldError(400, 'until', AT_RISK_MESSAGES.untilPast);
    if (until > addDays(today, AT_RISK_SNOOZE_MAX_DAYS)) throw fieldError(400, 'until', AT_RISK_MESSAGES.untilFar);
  }
  const [row] = await db
    .insert(atRiskActions)
    .values({
      memberId: input.memberId,
      action: input.action,
      note: input.note,
      until,
      byId: input.byId,
      at: new Date(),
    })
    .returning();
  if (!row) throw new Error('at-risk action not recorded');
  const [by] = await db
    .select({ fullName: sql<string>`coalesce(${users.fullName}, ${users.username})` })
    .from(users)
    .where(eq(users.id, input.byId));
  return {
    id: row.id,
    memberId: row.memberId,
    action: row.action,
    note: row.note,
    until: row.until,
    by: { id: input.byId, fullName: by?.fullName ?? '' },
    at: row.at.toISOString(),
  };
}
