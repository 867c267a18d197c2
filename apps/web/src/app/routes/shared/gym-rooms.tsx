import { PageHeader } from '../../../components/layout/page-header.tsx';
import { NewRoomButton } from '../../../features/rooms/components/new-room-dialog.tsx';
import { RoomBoard } from '../../../features/rooms/components/room-board.tsx';
import { t, useT } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/**
 * admin/gymrooms and staff/gymrooms (spec §2): the gym room cards with Edit, New room, and each room's equipment,
 * reached within the area the page is open in.
 */
export function GymRoomsPage({ equipmentPath }: { equipmentPath: (roomId: number) => string }) {
  useT();
  usePageTitle(t('Gym rooms'));
  return (
    <>
      <PageHeader
        title={t('Gym rooms')}
        description={t("Capacity, status and this week's bookings of each room, and the equipment in it.")}
        actions={<NewRoomButton />}
      />
      <RoomBoard equipmentPath={equipmentPath} />
    </>
  );
}
