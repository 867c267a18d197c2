import { paths } from '../../../config/paths.ts';
import { GymRoomsPage } from '../shared/gym-rooms.tsx';

/** staff/gymrooms (spec §2). */
export default function StaffGymRoomsRoute() {
  return <GymRoomsPage equipmentPath={paths.staff.roomEquipment} />;
}
