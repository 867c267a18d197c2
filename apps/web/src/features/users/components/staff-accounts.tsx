import { INVITATION_MESSAGES, type ListedUser, SEARCH_MAX, USER_MESSAGES, type UserSortField } from '@gym/contract';
import { Clock, MailPlus, Pencil, SearchX, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { type Column, DataTable } from '../../../components/ui/data-table.tsx';
import { DeleteButton } from '../../../components/ui/delete-button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ExportCsvButton } from '../../../components/ui/export-csv-button.tsx';
import { PhoneNumber } from '../../../components/ui/phone-number.tsx';
import { SearchBox } from '../../../components/ui/search-box.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { cx } from '../../../lib/cx.ts';
import { t, useT } from '../../../lib/i18n.ts';
import { useCan } from '../../../lib/use-can.ts';
import { USERS_PAGE_SIZE, usersCsvPath, useUsers } from '../api/get-users.ts';
import { useResendInvitation } from '../api/resend-invitation.ts';
import { useListParams } from '../list-params.ts';
import { AddStaffButton } from './add-staff-button.tsx';
import { DeleteUserDialog } from './delete-account-dialog.tsx';
import { EditUserDialog } from './edit-user-dialog.tsx';
import { ListError } from './list-error.tsx';
import { useLastPage } from './use-last-page.ts';
import { displayName, UserName } from './user-name.tsx';

/** The two kinds of account the admin manages here; the role is in the address (`?role=trainer`). */
const KINDS = [
  { role: 'staff', label: 'Staff' },
  { role: 'trainer', label: 'Trainers' },
] as const;
type Kind = (typeof KINDS)[number]['role'];

/**
 * admin/user-list (spec §2): staff and trainer accounts, searched and paged by the server, with Edit
 * (spec §5 "Edit user") and Delete behind a confirmation, and Add New Staff.
 */
export function StaffAccounts() {
  useT();
  const { params, current, update } = useListParams();
  const role: Kind = params.get('role') === 'trainer' ? 'trainer' : 'staff';
  const list = useUsers({ role, ...current });
  const can = useCan();
  const [editing, setEditing] = useState<ListedUser | null>(null);
  const [deleting, setDeleting] = useState<ListedUser | null>(null);
  const resend = useResendInvitation();

  useEffect(() => {
    if (list.isError) toast.error(USER_MESSAGES.listFailed, { id: 'users-list' });
  }, [list.isError]);
  const pages = useLastPage(list, USERS_PAGE_SIZE, current.page, (page) => update({ page }, true));

  const columns: Column<ListedUser>[] = [
    {
      id: 'name',
      header: t('Name'),
      cell: (u) => (
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <UserName user={u} />
          {u.invitation && <InvitationBadge status={u.invitation.status} />}
        </span>
      ),
      sortKey: 'fullName',
    },
    {
      id: 'email',
      header: t('Email'),
      cell: (u) => <span className="[overflow-wrap:anywhere]">{u.email}</span>,
      sortKey: 'email',
    },
    { id: 'phone', header: t('Phone'), cell: (u) => (u.phone ? <PhoneNumber value={u.phone} /> : '—') },
    {
      id: 'actions',
      header: t('Actions'),
      cell: (u) => (
        <span className="flex flex-wrap justify-end gap-1">
          {u.invitation && can('users.create') && (
            <Button
              variant="ghost"
              size="sm"
              isLoading={resend.isPending && resend.variables === u.id}
              onClick={() =>
                resend.mutate(u.id, {
                  onSuccess: (answer) => toast.success(answer.message),
                  onError: (error) => toast.error(messageOf(error, USER_MESSAGES.updateUnexpected)),
                })
              }
            >
              <MailPlus aria-hidden="true" className="size-4" />
              {t(INVITATION_MESSAGES.resend)}{' '}
              <span className="sr-only">{t('to {name}', { name: displayName(u) })}</span>
            </Button>
          )}
          {can('users.update') && (
            <Button variant="ghost" size="sm" onClick={() => setEditing(u)}>
              <Pencil aria-hidden="true" className="size-4" />
              {t('Edit')} <span className="sr-only">{displayName(u)}</span>
            </Button>
          )}
          {can('users.delete') && <DeleteButton what={displayName(u)} onClick={() => setDeleting(u)} />}
        </span>
      ),
      align: 'end',
    },
  ];

  return (
    <div className="grid gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <fieldset className="inline-flex w-fit rounded-lg border border-zinc-200 bg-zinc-50 p-1">
          <legend className="sr-only">{t('Accounts to show')}</legend>
          {KINDS.map((kind) => (
            <button
              key={kind.role}
              type="button"
              aria-pressed={role === kind.role}
              onClick={() => update({ role: kind.role === 'staff' ? undefined : kind.role, page: 1 })}
              className={cx(
                'rounded-md px-4 py-1.5 text-sm font-semibold transition-colors',
                role === kind.role
                  ? 'bg-white text-zinc-950 shadow-xs ring-1 ring-zinc-200'
                  : 'text-zinc-600 hover:text-zinc-900',
              )}
            >
              {t(kind.label)}
            </button>
          ))}
        </fieldset>
        {can('users.create') &&
          (role === 'trainer' ? <AddStaffButton label={t('Add trainer')} newRole="trainer" /> : <AddStaffButton />)}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchBox
          labelHidden
          className="w-full sm:max-w-sm"
          label={role === 'trainer' ? t('Search trainers') : t('Search staff')}
          placeholder={t('Name, username, e-mail or phone')}
          value={current.search}
          maxLength={SEARCH_MAX}
          onSearch={(search, replace) => update({ search, page: 1 }, replace)}
        />
        <ExportCsvButton
          className="self-end sm:self-auto"
          // The role, search and order on screen, every page.
          path={usersCsvPath({ role, search: current.search, sort: current.sort, order: current.order })}
          fallbackName={role === 'trainer' ? 'trainers.csv' : 'staff.csv'}
          label={role === 'trainer' ? t('Export trainers as CSV') : t('Export staff as CSV')}
        />
      </div>
      {list.isError && !list.data ? (
        <ListError message={t(USER_MESSAGES.listFailed)} retrying={list.isFetching} onRetry={() => list.refetch()} />
      ) : (
        <DataTable
          caption={role === 'trainer' ? t('Trainer accounts') : t('Staff accounts')}
          columns={columns}
          rows={list.data?.items}
          rowKey={(u) => u.id}
          loadingLabel={t('Loading accounts')}
          fetching={list.isPlaceholderData}
          sort={current.sort ? { key: current.sort, direction: current.order ?? 'asc' } : undefined}
          onSort={(sort) => update({ sort: sort.key as UserSortField, order: sort.direction, page: 1 })}
          paging={{ page: current.page, pages, onPage: (page) => update({ page }), label: t('Account pages') }}
          empty={
            <EmptyState
              icon={SearchX}
              title={t(USER_MESSAGES.noUsers)}
              action={
                current.search ? (
                  <Button variant="outline" onClick={() => update({ search: '', page: 1 })}>
                    {t('Clear search')}
                  </Button>
                ) : undefined
              }
            />
          }
        />
      )}
      {editing && <EditUserDialog user={editing} onClose={() => setEditing(null)} />}
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

/** An account still waiting for its invited password: the link is out, or has run out. */
function InvitationBadge({ status }: { status: 'pending' | 'expired' }) {
  useT();
  return status === 'pending' ? (
    <Badge icon={Clock}>{t(INVITATION_MESSAGES.pending)}</Badge>
  ) : (
    <Badge tone="warning" icon={TriangleAlert}>
      {t(INVITATION_MESSAGES.lapsed)}
    </Badge>
  );
}
