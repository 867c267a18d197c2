import { TRAINER_MESSAGES, type Trainer } from '@gym/contract';
import { Dumbbell, Pencil, RotateCw } from 'lucide-react';
import { useEffect, useEffectEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { type Column, DataTable } from '../../../components/ui/data-table.tsx';
import { DeleteButton } from '../../../components/ui/delete-button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ExportCsvButton } from '../../../components/ui/export-csv-button.tsx';
import { TRAINERS_PAGE_SIZE, trainersCsvPath, useTrainerPage } from '../../../lib/api/get-trainers.ts';
import { formatMoney, formatYears } from '../../../lib/format.ts';
import { t, useT } from '../../../lib/i18n.ts';
import { useCan } from '../../../lib/use-can.ts';
import { DeleteTrainerDialog } from './delete-account-dialog.tsx';
import { EditTrainerDialog } from './edit-trainer-dialog.tsx';

/**
 * admin/trainers (spec §2): every trainer with specialty, experience and hourly price, paged by the server
 * (the page is in the address), with Edit and Delete behind a confirmation for the admin, and every trainer as a
 * CSV file.
 */
export function TrainerTable() {
  useT();
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('page'));
  const page = Number.isInteger(requested) && requested > 1 ? requested : 1;
  const list = useTrainerPage(page);
  const can = useCan();
  const [editing, setEditing] = useState<Trainer | null>(null);
  const [deleting, setDeleting] = useState<Trainer | null>(null);

  const goTo = (next: number, replace = false) =>
    setParams(next > 1 ? { page: String(next) } : {}, { replace, preventScrollReset: true });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / TRAINERS_PAGE_SIZE)) : 1;
  const clamp = useEffectEvent(() => goTo(pages, true));
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && page > pages) clamp();
  }, [list.data, list.isPlaceholderData, page, pages]);

  useEffect(() => {
    if (list.isError) toast.error(TRAINER_MESSAGES.listFailed, { id: 'trainers-list' });
  }, [list.isError]);

  if (list.isError && !list.data) {
    return (
      <Card className="flex flex-col items-start gap-4">
        <p className="text-zinc-700">{t(TRAINER_MESSAGES.listFailed)}</p>
        <Button variant="outline" onClick={() => list.refetch()} isLoading={list.isFetching}>
          {!list.isFetching && <RotateCw aria-hidden="true" className="size-4" />}
          {t('Try again')}
        </Button>
      </Card>
    );
  }

  const columns: Column<Trainer>[] = [
    {
      id: 'name',
      header: t('Name'),
      cell: (trainer) => (
        <span className="grid">
          <span className="font-semibold text-zinc-900">{trainer.fullName}</span>
          <span className="break-all text-zinc-600">{trainer.user.email}</span>
        </span>
      ),
    },
    { id: 'specialty', header: t('Specialty'), cell: (trainer) => trainer.specialty },
    { id: 'experience', header: t('Experience'), cell: (trainer) => formatYears(trainer.experience), align: 'end' },
    { id: 'price', header: t('Price per hour'), cell: (trainer) => formatMoney(trainer.pricePerHour), align: 'end' },
  ];
  if (can('trainers.write')) {
    columns.push({
      id: 'actions',
      header: t('Actions'),
      align: 'end',
      cell: (trainer) => (
        <span className="flex justify-end gap-1">
          <Button variant="ghost" size="sm" onClick={() => setEditing(trainer)}>
            <Pencil aria-hidden="true" className="size-4" />
            {t('Edit')} <span className="sr-only">{trainer.fullName}</span>
          </Button>
          <DeleteButton what={trainer.fullName} onClick={() => setDeleting(trainer)} />
        </span>
      ),
    });
  }

  return (
    <>
      <div className="mb-4 flex justify-end">
        <ExportCsvButton
          // Every trainer in the screen's order, not the page.
          path={trainersCsvPath}
          fallbackName="trainers.csv"
          label={t('Export trainers as CSV')}
        />
      </div>
      <DataTable
        caption={t('Trainers')}
        columns={columns}
        rows={list.data?.items}
        rowKey={(trainer) => trainer.trainerId}
        loadingLabel={t('Loading trainers')}
        fetching={list.isPlaceholderData}
        paging={{ page, pages, onPage: (next) => goTo(next), label: t('Trainer pages') }}
        empty={
          <EmptyState icon={Dumbbell} title={t(TRAINER_MESSAGES.noTrainers)} text={t('Add one with Add trainer.')} />
        }
      />
      {editing && <EditTrainerDialog trainer={editing} onClose={() => setEditing(null)} />}
      <DeleteTrainerDialog trainer={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
