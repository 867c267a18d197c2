import type { EquipmentStatus, RoomStatus } from '@gym/contract';
import { CircleCheck, CircleMinus, TriangleAlert } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { t, useT } from '../../../lib/i18n.ts';

/** A room is Active (takes bookings) or Inactive (closed). */
export function RoomStatusBadge({ status }: { status: RoomStatus }) {
  useT();
  return status === 'Active' ? (
    <Badge tone="success" icon={CircleCheck}>
      {t('Active')}
    </Badge>
  ) : (
    <Badge tone="neutral" icon={CircleMinus}>
      {t('Inactive')}
    </Badge>
  );
}

/** An item is Active (in use) or Broken (the maintenance team has been told). */
export function EquipmentStatusBadge({ status }: { status: EquipmentStatus }) {
  useT();
  return status === 'Active' ? (
    <Badge tone="success" icon={CircleCheck}>
      {t('Active')}
    </Badge>
  ) : (
    <Badge tone="danger" icon={TriangleAlert}>
      {t('Broken')}
    </Badge>
  );
}
