import { SEARCH_MAX, USER_MESSAGES, type User } from '@gym/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Mail, Phone, SearchX, Users } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import toast, { type ToastOptions } from 'react-hot-toast';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ExportCsvButton } from '../../../components/ui/export-csv-button.tsx';
import { Fact } from '../../../components/ui/fact.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { PhoneNumber } from '../../../components/ui/phone-number.tsx';
import { SearchBox } from '../../../components/ui/search-box.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { cx } from '../../../lib/cx.ts';
import { t, useT } from '../../../lib/i18n.ts';
import { trainerMembersCsvPath, useTrainerMembers } from '../api/get-trainer-members.ts';
import { USERS_PAGE_SIZE } from '../api/get-users.ts';
import { useListParams } from '../list-params.ts';
import { ListError } from './list-error.tsx';
import { useLastPage } from './use-last-page.ts';
import { displayName } from './user-name.tsx';

/** What a member card offers besides this feature's own buttons (the route adds Training Histories). */
type ExtraActions = (member: User) => ReactNode;

/**
 * trainer/user-list (spec §2): the trainer's own members (`GET /api/Trainer/{own user id}/users`), read-only,
 * with whatever the route adds (Training Histories), and every one of them as a CSV file.
 */
export function TrainerMemberList({
  trainerUserId,
  extraActions,
}: {
  trainerUserId: number;
  extraActions?: ExtraActions;
}) {
  useT();
  const { current, update } = useListParams();
  const list = useTrainerMembers(trainerUserId, { role: 'user', ...current });
  return (
    <MemberCards
      list={list}
      // The search and order on screen, every page.
      exportPath={trainerMembersCsvPath(trainerUserId, {
        role: 'user',
        search: current.search,
        sort: current.sort,
        order: current.order,
      })}
      emptyText={t('A member shows here once they book a session with you.')}
      actions={extraActions}
      search={current.search}
      page={current.page}
      update={update}
    />
  );
}

type MemberCardsProps = {
  list: UseQueryResult<{ items: User[]; total: number }>;
  /** Beside the name (Edit). */
  headerAction?: ExtraActions;
  /** Along the card's foot. */
  actions?: ExtraActions;
  toastOptions?: ToastOptions;
  emptyText: string;
  /** The list as a CSV file (docs/decisions/027). */
  exportPath: string;
  search: string;
  page: number;
  update: ReturnType<typeof useListParams>['update'];
};

function MemberCards({
  list,
  headerAction,
  actions,
  toastOptions,
  emptyText,
  exportPath,
  search,
  page,
  update,
}: MemberCardsProps) {
  useT();
  useEffect(() => {
    if (list.isError) toast.error(USER_MESSAGES.listFailed, { id: 'users-list', ...toastOptions });
  }, [list.isError, toastOptions]);
  const pages = useLastPage(list, USERS_PAGE_SIZE, page, (next) => update({ page: next }, true));

  let body: ReactNode;
  if (list.isError && !list.data) {
    body = (
      <ListError message={t(USER_MESSAGES.listFailed)} retrying={list.isFetching} onRetry={() => list.refetch()} />
    );
  } else if (!list.data) {
    body = <PageSpinner label={t('Loading members')} />;
  } else if (list.data.items.length === 0 && !list.isPlaceholderData) {
    body = search ? (
      <EmptyState
        icon={SearchX}
        title={t(USER_MESSAGES.noUsers)}
        action={
          <Button variant="outline" onClick={() => update({ search: '', page: 1 })}>
            {t('Clear search')}
          </Button>
        }
      />
    ) : (
      <EmptyState icon={Users} title={t(USER_MESSAGES.noMembersYet)} text={emptyText} />
    );
  } else {
    body = (
      <ul
        aria-busy={list.isPlaceholderData || undefined}
        className={cx('grid gap-4 sm:grid-cols-2', list.isPlaceholderData && 'opacity-60')}
      >
        {list.data.items.map((member) => (
          <li key={member.id} className="grid">
            <MemberCard member={member} headerAction={headerAction?.(member)} actions={actions?.(member)} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="grid gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchBox
          labelHidden
          className="w-full sm:max-w-sm"
          label={t('Search members')}
          placeholder={t('Name, username, e-mail or phone')}
          value={search}
          maxLength={SEARCH_MAX}
          onSearch={(next, replace) => update({ search: next, page: 1 }, replace)}
        />
        <ExportCsvButton
          className="self-end sm:self-auto"
          path={exportPath}
          fallbackName="members.csv"
          label={t('Export members as CSV')}
        />
      </div>
      <div>
        {body}
        <Pager
          label={t('Member pages')}
          page={page}
          pages={pages}
          loading={list.isPlaceholderData}
          onPage={(next) => update({ page: next })}
        />
      </div>
    </div>
  );
}

/** A member card (spec §2): name, username, e-mail and phone, then its buttons. */
function MemberCard({
  member,
  headerAction,
  actions,
}: {
  member: User;
  headerAction?: ReactNode;
  actions?: ReactNode;
}) {
  useT();
  const titleId = `member-${member.id}-name`;
  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-4 rounded-2xl border border-zinc-200 bg-white p-5">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-zinc-100 text-sm font-semibold text-zinc-700"
        >
          {initials(displayName(member))}
        </span>
        <div className="min-w-0">
          <h2 id={titleId} className="truncate font-semibold text-zinc-950">
            {displayName(member)}
          </h2>
          <p className="truncate text-sm text-zinc-600">@{member.username}</p>
        </div>
        {headerAction && <div className="ml-auto shrink-0 self-start">{headerAction}</div>}
      </div>
      <dl className="grid gap-1.5 text-sm">
        <Fact icon={Mail} label={t('Email')} valueClassName="text-zinc-800 [overflow-wrap:anywhere]">
          {member.email}
        </Fact>
        <Fact icon={Phone} label={t('Phone')} valueClassName="text-zinc-800 tabular-nums">
          {member.phone ? <PhoneNumber value={member.phone} /> : t('No phone')}
        </Fact>
      </dl>
      {actions && <div className="mt-auto flex flex-wrap gap-2 border-t border-zinc-100 pt-4">{actions}</div>}
    </article>
  );
}

const initials = (name: string) =>
  name
    .split(/[\s_]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
