import { paths } from '../../../config/paths.ts';
import { GymRoomsPage } from '../shared/gym-rooms.tsx';

/** admin/gymrooms (spec §2). */
export default function AdminGymRoomsRoute() {
  return <GymRoomsPage equipmentPath={paths.admin.roomEquipment} />;
}
