import { useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { RoomEquipmentScreen } from '../../../features/rooms/components/room-equipment-screen.tsx';

/** staff/gymrooms/{id}/equipments (spec §2): a room's equipment and maintenance log; back to this area's rooms. */
export default function StaffRoomEquipmentRoute() {
  const { roomId } = useParams();
  return <RoomEquipmentScreen roomIdParam={roomId} roomsPath={paths.staff.gymRooms} />;
}
