import type { ListedUser } from '@gym/contract';
import type { CsvColumn, csvCells } from '../../lib/csv.ts';

/**
 * The columns every CSV of people starts with (the accounts list, a trainer's members): who they are and how to
 * reach them.
 */
export function personCsvColumns({ t, phone }: ReturnType<typeof csvCells>): CsvColumn<ListedUser>[] {
  return [
    { header: t('User ID'), cell: (row) => row.id },
    { header: t('Full name'), cell: (row) => row.fullName },
    { header: t('Username'), cell: (row) => row.username },
    { header: t('Email'), cell: (row) => row.email },
    { header: t('Phone'), cell: (row) => phone(row.phone) },
  ];
}
