import { EQUIPMENT_MESSAGES, type Equipment } from '@gym/contract';
import { Dumbbell, Pencil, RotateCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { type Column, DataTable } from '../../../components/ui/data-table.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useGymToday } from '../../../lib/gym.ts';
import { t, useT } from '../../../lib/i18n.ts';
import { useAreaToast } from '../../../lib/toast-options.ts';
import { useCan } from '../../../lib/use-can.ts';
import { useRoomEquipment } from '../api/get-room-equipment.ts';
import { EditEquipmentDialog } from './equipment-dialogs.tsx';
import { EquipmentStatusBadge } from './status-badges.tsx';

/**
 * A room's equipment (spec §2 gymrooms/{id}/equipments): name, quantity, import date, warranty and status, with
 * Edit. A table on a desktop, a card per item on a phone.
 */
export function EquipmentTable({ roomId }: { roomId: number }) {
  useT();
  const equipment = useRoomEquipment(roomId);
  const toastOptions = useAreaToast();
  const today = useGymToday();
  const can = useCan();
  const [editing, setEditing] = useState<Equipment | null>(null);

  useEffect(() => {
    if (equipment.isError) toast.error(EQUIPMENT_MESSAGES.listFailed, { ...toastOptions, id: 'equipment-failed' });
  }, [equipment.isError, toastOptions]);

  if (equipment.isError) {
    return (
      <Card className="flex flex-col items-start gap-4">
        <p className="text-zinc-700">{t(EQUIPMENT_MESSAGES.listFailed)}</p>
        <Button variant="outline" onClick={() => equipment.refetch()} isLoading={equipment.isFetching}>
          {!equipment.isFetching && <RotateCw aria-hidden="true" className="size-4" />}
          {t('Try again')}
        </Button>
      </Card>
    );
  }

  const columns: Column<Equipment>[] = [
    {
      id: 'name',
      header: t('Name'),
      cell: (item) => <span className="font-semibold text-zinc-900">{item.name}</span>,
    },
    { id: 'quantity', header: t('Quantity'), cell: (item) => item.quantity, align: 'end' },
    {
      id: 'imported',
      header: t('Imported'),
      cell: (item) => <time dateTime={item.importDate}>{formatDate(item.importDate)}</time>,
    },
    {
      id: 'warranty',
      header: t('Warranty until'),
      cell: (item) => (
        <span className="inline-flex flex-wrap items-baseline justify-end gap-x-1.5 sm:justify-start">
          <time dateTime={item.warranty}>{formatDate(item.warranty)}</time>
          {today !== undefined && item.warranty < today && (
            <span className="text-xs text-zinc-600">{t('(expired)')}</span>
          )}
        </span>
      ),
    },
    { id: 'status', header: t('Status'), cell: (item) => <EquipmentStatusBadge status={item.status} /> },
  ];
  if (can('equipment.manage')) {
    columns.push({
      id: 'actions',
      header: t('Actions'),
      align: 'end',
      cell: (item) => (
        // Pulled up by the button's own padding, so that its label sits on the row's line of text.
        <Button variant="ghost" size="sm" onClick={() => setEditing(item)} className="sm:-my-2">
          <Pencil aria-hidden="true" className="size-4" />
          {t('Edit')} <span className="sr-only">{item.name}</span>
        </Button>
      ),
    });
  }

  return (
    <>
      <DataTable
        caption={t('Equipment')}
        columns={columns}
        // Newest first, as every back-office list (docs/decisions/020).
        rows={equipment.data?.toSorted((a, b) => b.id - a.id)}
        rowKey={(item) => item.id}
        loadingLabel={t('Loading equipment')}
        empty={
          <EmptyState
            icon={Dumbbell}
            title={t(EQUIPMENT_MESSAGES.noEquipment)}
            text={can('equipment.manage') ? 'Add what stands in the room with Add equipment.' : undefined}
          />
        }
      />
      {editing && <EditEquipmentDialog item={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
