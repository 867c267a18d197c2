import { ROOM_MESSAGES } from '@gym/contract';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useId } from 'react';
import toast from 'react-hot-toast';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { ExportCsvButton } from '../../../components/ui/export-csv-button.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { useRoom } from '../../../lib/api/get-rooms.ts';
import { t, useT } from '../../../lib/i18n.ts';
import { useAreaToast } from '../../../lib/toast-options.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { roomEquipmentCsvPath } from '../api/get-room-equipment.ts';
import { parseRoomId } from '../room-id.ts';
import { NewEquipmentButton } from './equipment-dialogs.tsx';
import { EquipmentTable } from './equipment-table.tsx';
import { MaintenanceLog } from './maintenance-log.tsx';
import { RoomStatusBadge } from './status-badges.tsx';

type RoomEquipmentScreenProps = {
  /** The route's `:roomId`, as written. */
  roomIdParam: string | undefined;
  /** The rooms list of the area this page is in: the way back. */
  roomsPath: string;
};

/**
 * admin/gymrooms/{id}/equipments and staff/gymrooms/{id}/equipments (spec §2): the room's name and what it is,
 * its equipment with Add and Edit, and its maintenance log.
 */
export function RoomEquipmentScreen({ roomIdParam, roomsPath }: RoomEquipmentScreenProps) {
  useT();
  const roomId = parseRoomId(roomIdParam);
  const room = useRoom(roomId);
  const toastOptions = useAreaToast();
  const headingId = useId();
  const missing = roomId === undefined || room.data === null;
  usePageTitle(
    missing
      ? t(ROOM_MESSAGES.notFound)
      : room.data
        ? t('{room} equipment', { room: room.data.roomName })
        : t('Room equipment'),
  );

  useEffect(() => {
    if (room.isError) toast.error(ROOM_MESSAGES.listFailed, { ...toastOptions, id: 'rooms-list-failed' });
  }, [room.isError, toastOptions]);

  const back = (
    <TextLink to={roomsPath} className="mb-4 inline-flex items-center gap-1.5 text-sm">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('All rooms')}
    </TextLink>
  );

  if (missing) {
    return (
      <>
        {back}
        <PageHeader title={t(ROOM_MESSAGES.notFound)} />
        <Alert tone="warning">{t('There is no room at this address. Pick one from the list of rooms.')}</Alert>
      </>
    );
  }
  if (room.isPending) {
    return (
      <>
        {back}
        <PageSpinner label={t('Loading the room')} />
      </>
    );
  }

  // Without the rooms list (it failed, and said so) the page still serves the room's equipment by its id.
  const name = room.data?.roomName ?? t('Room equipment');
  return (
    <>
      {back}
      <PageHeader
        title={name}
        description={
          room.data && (
            <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
              <span>
                {t('{type} · capacity {capacity}', { type: room.data.roomType, capacity: room.data.roomQuantity })}
              </span>
              <RoomStatusBadge status={room.data.roomStatus} />
            </span>
          )
        }
        actions={<NewEquipmentButton roomId={roomId} roomName={room.data?.roomName ?? t('this room')} />}
      />
      <div className="grid gap-8">
        <section aria-labelledby={headingId} className="grid gap-3">
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
            <h2 id={headingId} className="text-lg font-semibold text-zinc-950">
              {t('Equipment')}
            </h2>
            <ExportCsvButton
              path={roomEquipmentCsvPath(roomId)}
              fallbackName="equipment.csv"
              label={t('Export the equipment as CSV')}
            />
          </div>
          <EquipmentTable roomId={roomId} />
        </section>
        <MaintenanceLog roomId={roomId} />
      </div>
    </>
  );
}
