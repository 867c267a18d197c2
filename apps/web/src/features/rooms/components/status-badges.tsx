import type { EquipmentStatus, RoomStatus } from '@gym/contract';
import { CircleCheck, CircleMinus, TriangleAlert } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';

/** A room is Active (takes bookings) or Inactive (closed). */
export function RoomStatusBadge({ status }: { status: RoomStatus }) {
  return status === 'Active' ? (
    <Badge tone="success" icon={CircleCheck}>
      Active
    </Badge>
  ) : (
    <Badge tone="neutral" icon={CircleMinus}>
      Inactive
    </Badge>
  );
}

/** An item is Active (in use) or Broken (the maintenance team has been told). */
export function EquipmentStatusBadge({ status }: { status: EquipmentStatus }) {
  return status === 'Active' ? (
    <Badge tone="success" icon={CircleCheck}>
      Active
    </Badge>
  ) : (
    <Badge tone="danger" icon={TriangleAlert}>
      Broken
    </Badge>
  );
}
