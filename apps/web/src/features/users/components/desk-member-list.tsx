import {
  type DeskMember,
  type DeskMembersParams,
  isExpiring,
  MEMBER_STATUS_FILTERS,
  type MemberMembership,
  type MemberSortField,
  type MemberStatusFilter,
  SEARCH_MAX,
  type SortOrder,
  USER_MESSAGES,
} from '@gym/contract';
import { ChevronRight, DoorOpen, Mail, Phone, SearchX, Ticket, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ExportCsvButton } from '../../../components/ui/export-csv-button.tsx';
import { Fact } from '../../../components/ui/fact.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { PhoneNumber } from '../../../components/ui/phone-number.tsx';
import { SearchBox } from '../../../components/ui/search-box.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { cx } from '../../../lib/cx.ts';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { useGymTimeZone } from '../../../lib/gym.ts';
import { t, useT } from '../../../lib/i18n.ts';
import { DESK_MEMBERS_PAGE_SIZE, deskMembersCsvPath, useDeskMembers } from '../api/get-desk-members.ts';
import { ListError } from './list-error.tsx';
import { displayName } from './user-name.tsx';

/** A sort as the list offers it: a column and the direction that makes sense for it. */
const SORTS: { value: string; sort: MemberSortField; order: SortOrder; label: () => string }[] = [
  { value: 'name', sort: 'name', order: 'asc', label: () => t('Name') },
  { value: 'endDate', sort: 'endDate', order: 'asc', label: () => t('Plan ends soonest') },
  { value: 'lastCheckIn', sort: 'lastCheckIn', order: 'desc', label: () => t('Latest check-in') },
];

const statusLabel = (status: MemberStatusFilter) =>
  status === 'none' ? t('No plan') : status === 'Expiring' ? t('Expiring soon') : t(status);

/** The membership as the desk reads it: "Expiring in N days" near the end of an Active plan, else its status. */
export function MembershipBadge({ membership }: { membership: MemberMembership | null }) {
  useT();
  if (!membership) return <Badge>{t('No plan')}</Badge>;
  if (isExpiring(membership)) {
    return (
      <Badge tone="warning">
        {membership.daysLeft === 0
          ? t('Expires today')
          : t('Expiring in {count, plural, one {# day} other {# days}}', { count: membership.daysLeft })}
      </Badge>
    );
  }
  const tone: BadgeTone =
    membership.status === 'Active' ? 'success' : membership.status === 'Scheduled' ? 'neutral' : 'danger';
  return <Badge tone={tone}>{t(membership.status)}</Badge>;
}

/** Reads the list's state from the address (`?search=&status=&planId=&sort=&page=`), so Back walks through it. */
function useDeskListParams() {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page'));
  const status = params.get('status');
  const planId = Number(params.get('planId'));
  const sort = SORTS.find((s) => s.value === params.get('sort')) ?? (SORTS[0] as (typeof SORTS)[number]);
  const current = {
    search: (params.get('search') ?? '').slice(0, SEARCH_MAX),
    page: Number.isInteger(page) && page > 1 ? page : 1,
    status: (MEMBER_STATUS_FILTERS as readonly string[]).includes(status ?? '')
      ? (status as MemberStatusFilter)
      : undefined,
    planId: Number.isInteger(planId) && planId > 0 ? planId : undefined,
    sort,
  };
  const update = (next: Record<string, string | number | undefined>, replace = false) =>
    setParams(
      (previous) => {
        const merged = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(next)) {
          if (
            value === undefined ||
            value === '' ||
            (key === 'page' && value === 1) ||
            (key === 'sort' && value === 'name')
          )
            merged.delete(key);
          else merged.set(key, String(value));
        }
        return merged;
      },
      { replace, preventScrollReset: true },
    );
  return { current, update };
}

/**
 * The desk's members list (docs/decisions/030): each member's current plan ("Expiring in N days" near its end, or
 * No plan) and last check-in, filtered by status and plan, sorted, a page at a time from the server. Each card
 * opens the member's page. `plans` fill the plan filter; `actions` adds the route's buttons to a card.
 */
export function DeskMemberList({
  plans,
  actions,
}: {
  plans: { id: number; name: string }[];
  actions?: (member: DeskMember) => ReactNode;
}) {
  useT();
  const { current, update } = useDeskListParams();
  const filter: DeskMembersParams = {
    page: current.page,
    search: current.search || undefined,
    status: current.status,
    planId: current.planId,
    sort: current.sort.sort,
    order: current.sort.order,
  };
  const list = useDeskMembers(filter);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / DESK_MEMBERS_PAGE_SIZE)) : 1;
  const filtered = Boolean(current.search || current.status || current.planId);

  let body: ReactNode;
  if (list.isError && !list.data) {
    body = (
      <ListError message={t(USER_MESSAGES.listFailed)} retrying={list.isFetching} onRetry={() => list.refetch()} />
    );
  } else if (!list.data) {
    body = <PageSpinner label={t('Loading members')} />;
  } else if (list.data.items.length === 0 && !list.isPlaceholderData) {
    body = filtered ? (
      <EmptyState
        icon={SearchX}
        title={t(USER_MESSAGES.noUsers)}
        action={
          <Button
            variant="outline"
            onClick={() => update({ search: '', status: undefined, planId: undefined, page: 1 })}
          >
            {t('Clear filters')}
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={Users}
        title={t(USER_MESSAGES.noMembersYet)}
        text={t('Members who sign up, or whom the desk signs up, show here.')}
      />
    );
  } else {
    body = (
      <ul
        aria-busy={list.isPlaceholderData || undefined}
        className={cx('grid gap-4 sm:grid-cols-2', list.isPlaceholderData && 'opacity-60')}
      >
        {list.data.items.map((member) => (
          <li key={member.id} className="grid">
            <DeskMemberCard member={member} actions={actions?.(member)} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="grid gap-5">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <SearchBox
          className="sm:col-span-2 lg:col-span-1"
          label={t('Search members')}
          placeholder={t('Name, username, e-mail or phone')}
          value={current.search}
          maxLength={SEARCH_MAX}
          onSearch={(next, replace) => update({ search: next, page: 1 }, replace)}
        />
        <SelectField
          label={t('Status')}
          value={current.status ?? ''}
          placeholder={t('Any status')}
          options={MEMBER_STATUS_FILTERS.map((s) => ({ value: s, label: statusLabel(s) }))}
          onChange={(e) => update({ status: e.target.value, page: 1 })}
        />
        <SelectField
          label={t('Plan')}
          value={current.planId === undefined ? '' : String(current.planId)}
          placeholder={t('Any plan')}
          options={plans.map((p) => ({ value: String(p.id), label: p.name }))}
          onChange={(e) => update({ planId: e.target.value, page: 1 })}
        />
        <SelectField
          label={t('Sort by')}
          value={current.sort.value}
          options={SORTS.map((s) => ({ value: s.value, label: s.label() }))}
          onChange={(e) => update({ sort: e.target.value, page: 1 })}
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        {list.data && (
          <p className="text-sm text-zinc-600" aria-live="polite">
            {t('{count, plural, one {# member} other {# members}}', { count: list.data.total })}
          </p>
        )}
        <ExportCsvButton
          className="ms-auto"
          path={deskMembersCsvPath(filter)}
          fallbackName="members.csv"
          label={t('Export members as CSV')}
        />
      </div>
      <div>
        {body}
        <Pager
          label={t('Member pages')}
          page={current.page}
          pages={pages}
          loading={list.isPlaceholderData}
          onPage={(next) => update({ page: next })}
        />
      </div>
    </div>
  );
}

function DeskMemberCard({ member, actions }: { member: DeskMember; actions?: ReactNode }) {
  useT();
  const titleId = `member-${member.id}-name`;
  const name = displayName(member);
  const m = member.membership;
  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-4 rounded-2xl border border-zinc-200 bg-white p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="truncate font-semibold text-zinc-950">
            <Link to={paths.staff.member(member.id)} className="hover:underline focus-visible:underline">
              {name}
            </Link>
          </h2>
          <p className="truncate text-sm text-zinc-600">@{member.username}</p>
        </div>
        <MembershipBadge membership={m} />
      </div>
      <dl className="grid gap-1.5 text-sm">
        <Fact icon={Ticket} label={t('Plan')} valueClassName="text-zinc-800">
          {m
            ? m.status === 'Scheduled'
              ? t('{plan}, starts {date}', { plan: m.planName, date: formatDate(m.startDate) })
              : t('{plan}, until {date}', { plan: m.planName, date: formatDate(m.endDate) })
            : t('No plan')}
        </Fact>
        <Fact icon={DoorOpen} label={t('Last check-in')} valueClassName="text-zinc-800">
          {member.lastCheckInAt ? <LastVisit at={member.lastCheckInAt} /> : t('Never')}
        </Fact>
        <Fact icon={Mail} label={t('Email')} valueClassName="text-zinc-800 [overflow-wrap:anywhere]">
          {member.email}
        </Fact>
        <Fact icon={Phone} label={t('Phone')} valueClassName="text-zinc-800 tabular-nums">
          {member.phone ? <PhoneNumber value={member.phone} /> : t('No phone')}
        </Fact>
      </dl>
      <div className="mt-auto flex flex-wrap gap-2 border-t border-zinc-100 pt-4">
        <Link to={paths.staff.member(member.id)} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          {t('Open')} <span className="sr-only">{name}</span>
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
        {actions}
      </div>
    </article>
  );
}

function LastVisit({ at }: { at: string }) {
  const timeZone = useTimeZoneOrUtc();
  return <time dateTime={at}>{formatDateTime(at, timeZone)}</time>;
}

const useTimeZoneOrUtc = () => useGymTimeZone() ?? 'UTC';
