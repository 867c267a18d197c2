import { SEARCH_MAX, USER_MESSAGES, type User, type UserSortField } from '@gym/contract';
import { SearchX, Ticket } from 'lucide-react';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { type Column, DataTable } from '../../../components/ui/data-table.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ExportCsvButton } from '../../../components/ui/export-csv-button.tsx';
import { PhoneNumber } from '../../../components/ui/phone-number.tsx';
import { SearchBox } from '../../../components/ui/search-box.tsx';
import { paths } from '../../../config/paths.ts';
import { useAuth } from '../../../lib/auth.ts';
import { t, useT } from '../../../lib/i18n.ts';
import { USERS_PAGE_SIZE, usersCsvPath, useUsers } from '../api/get-users.ts';
import { useListParams } from '../list-params.ts';
import { ListError } from './list-error.tsx';
import { useLastPage } from './use-last-page.ts';
import { displayName, UserName } from './user-name.tsx';

const ROLE_NAMES: Record<User['role'], string> = { user: 'Member', staff: 'Staff', trainer: 'Trainer', admin: 'Admin' };

/**
 * admin/subscriber-list (spec §2): the gym's members with spec §2's columns, searched, sorted and paged by the
 * server, each linking to their subscriptions. A trainer who opens it sees only their own members (the server
 * answers them nothing else, decisions §3); nothing here changes anything, so it is the same for both.
 */
export function SubscriberTable() {
  useT();
  const { current, update } = useListParams();
  const list = useUsers({ role: 'user', ...current });
  const isTrainer = useAuth().user?.role === 'trainer';

  useEffect(() => {
    if (list.isError) toast.error(USER_MESSAGES.listFailed, { id: 'users-list' });
  }, [list.isError]);
  const pages = useLastPage(list, USERS_PAGE_SIZE, current.page, (page) => update({ page }, true));

  const columns: Column<User>[] = [
    { id: 'id', header: t('User ID'), cell: (u) => <span className="tabular-nums">{u.id}</span>, sortKey: 'id' },
    // Full name and username in one column, the name first: the table stays within a laptop's width.
    { id: 'name', header: t('Full name'), cell: (u) => <UserName user={u} />, sortKey: 'fullName' },
    {
      id: 'email',
      header: t('Email'),
      cell: (u) => <span className="[overflow-wrap:anywhere]">{u.email}</span>,
      sortKey: 'email',
    },
    { id: 'phone', header: t('Phone'), cell: (u) => (u.phone ? <PhoneNumber value={u.phone} /> : '—') },
    { id: 'role', header: t('Role'), cell: (u) => t(ROLE_NAMES[u.role]) },
    {
      id: 'subscriptions',
      header: t('Subscriptions'),
      cell: (u) => (
        <Link
          to={paths.admin.subscriberSubscriptions(u.id)}
          className={buttonClasses({ variant: 'outline', size: 'sm' })}
        >
          <Ticket aria-hidden="true" className="size-4" />
          {t('View')} <span className="sr-only">{t('subscriptions of {name}', { name: displayName(u) })}</span>
        </Link>
      ),
      align: 'end',
    },
  ];

  return (
    <div className="grid gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchBox
          labelHidden
          className="w-full sm:max-w-sm"
          label={isTrainer ? t('Search your members') : t('Search members')}
          placeholder={t('Name, username, e-mail or phone')}
          value={current.search}
          maxLength={SEARCH_MAX}
          onSearch={(search, replace) => update({ search, page: 1 }, replace)}
        />
        <ExportCsvButton
          className="self-end sm:self-auto"
          // The search and order on screen, every page; a trainer's file holds their own members only.
          path={usersCsvPath({ role: 'user', search: current.search, sort: current.sort, order: current.order })}
          fallbackName="members.csv"
          label={t('Export members as CSV')}
        />
      </div>
      {list.isError && !list.data ? (
        <ListError message={t(USER_MESSAGES.listFailed)} retrying={list.isFetching} onRetry={() => list.refetch()} />
      ) : (
        <DataTable
          caption={isTrainer ? t('Your members') : t('Members')}
          columns={columns}
          rows={list.data?.items}
          rowKey={(u) => u.id}
          loadingLabel={t('Loading members')}
          fetching={list.isPlaceholderData}
          sort={current.sort ? { key: current.sort, direction: current.order ?? 'asc' } : undefined}
          onSort={(sort) => update({ sort: sort.key as UserSortField, order: sort.direction, page: 1 })}
          paging={{ page: current.page, pages, onPage: (page) => update({ page }), label: t('Member pages') }}
          empty={
            current.search ? (
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
              <EmptyState
                icon={Ticket}
                title={t(USER_MESSAGES.noMembersYet)}
                text={isTrainer ? 'A member shows here once they book a session with you.' : undefined}
              />
            )
          }
        />
      )}
    </div>
  );
}
