import { ROOM_MESSAGES, type RoomListItem } from '@gym/contract';
import { ArrowRight, DoorOpen, Pencil, RotateCw } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useRooms } from '../../../lib/api/get-rooms.ts';
import { t, useT } from '../../../lib/i18n.ts';
import { useAreaToast } from '../../../lib/toast-options.ts';
import { useCan } from '../../../lib/use-can.ts';
import { EditRoomDialog } from './edit-room-dialog.tsx';
import { roomTypesOf } from './room-fields.tsx';
import { RoomStatusBadge } from './status-badges.tsx';

type RoomBoardProps = {
  /** A room's equipment page in the area the board is shown in (admin/… or staff/…). */
  equipmentPath: (roomId: number) => string;
};

/**
 * admin/gymrooms and staff/gymrooms (spec §2): a card per room with its type, capacity, status and the sessions
 * booked in it this week, an Edit dialog, and the way to the room's equipment. New rooms come from the page's
 * New room button.
 */
export function RoomBoard({ equipmentPath }: RoomBoardProps) {
  useT();
  const rooms = useRooms();
  const toastOptions = useAreaToast();
  const can = useCan();
  const [editing, setEditing] = useState<RoomListItem | null>(null);

  useEffect(() => {
    if (rooms.isError) toast.error(ROOM_MESSAGES.listFailed, { ...toastOptions, id: 'rooms-list-failed' });
  }, [rooms.isError, toastOptions]);

  if (rooms.isError) {
    return (
      <Card className="flex flex-col items-start gap-4">
        <p className="text-zinc-700">{t(ROOM_MESSAGES.listFailed)}</p>
        <Button variant="outline" onClick={() => rooms.refetch()} isLoading={rooms.isFetching}>
          {!rooms.isFetching && <RotateCw aria-hidden="true" className="size-4" />}
          {t('Try again')}
        </Button>
      </Card>
    );
  }
  if (rooms.isPending) return <PageSpinner label={t('Loading rooms')} />;
  if (rooms.data.length === 0) {
    return (
      <EmptyState
        icon={DoorOpen}
        title={t(ROOM_MESSAGES.noRooms)}
        text={can('rooms.write') ? 'Add the first room with New room.' : undefined}
      />
    );
  }

  const active = rooms.data.filter((room) => room.roomStatus === 'Active').length;
  return (
    <>
      <p className="mb-4 text-sm text-zinc-600">
        {t('{count, plural, one {# room} other {# rooms}}', { count: rooms.data.length })} ·{' '}
        {t('{count} active', { count: active })}
      </p>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {/* Newest first, as every back-office list (docs/decisions/020); the booking form keeps the API's order. */}
        {rooms.data
          .toSorted((a, b) => b.id - a.id)
          .map((room) => (
            <li key={room.id} className="flex">
              <RoomCard
                room={room}
                equipmentPath={equipmentPath(room.id)}
                onEdit={can('rooms.write') ? () => setEditing(room) : undefined}
              />
            </li>
          ))}
      </ul>
      {editing && <EditRoomDialog room={editing} types={roomTypesOf(rooms.data)} onClose={() => setEditing(null)} />}
    </>
  );
}

/** Spec §2's gym room card: what the room is, what it holds, and its two buttons at its foot. */
function RoomCard({
  room,
  equipmentPath,
  onEdit,
}: {
  room: RoomListItem;
  equipmentPath: string;
  onEdit: (() => void) | undefined;
}) {
  useT();
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="flex w-full flex-col rounded-2xl border border-zinc-200 bg-white p-5 transition-shadow hover:shadow-lg hover:shadow-zinc-900/5"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wider break-words text-accent uppercase">{room.roomType}</p>
          <h2 id={titleId} className="mt-1 text-lg font-semibold break-words text-zinc-950">
            {room.roomName}
          </h2>
        </div>
        <RoomStatusBadge status={room.roomStatus} />
      </div>
      <dl className="mt-4 divide-y divide-zinc-200/70 rounded-xl bg-zinc-50 px-3.5 text-sm">
        <div className="flex items-baseline justify-between gap-3 py-2.5">
          <dt className="text-zinc-600">{t('Capacity')}</dt>
          <dd className="font-semibold whitespace-nowrap text-zinc-950 tabular-nums">
            {t('{count} at a time', { count: room.roomQuantity })}
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-3 py-2.5">
          <dt className="text-zinc-600">{t('This week')}</dt>
          <dd className="font-semibold whitespace-nowrap text-zinc-950 tabular-nums">
            {t('{count, plural, one {# session} other {# sessions}}', { count: room.sessionsThisWeek })}
          </dd>
        </div>
      </dl>
      {/* At the foot of the card, so the buttons of a row line up whatever the card holds. */}
      <div className="mt-auto flex flex-wrap gap-2 pt-5">
        <Link to={equipmentPath} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          {t('Equipment')} <span className="sr-only">{t('in {room}', { room: room.roomName })}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
        {onEdit && (
          <Button variant="outline" size="sm" onClick={onEdit}>
            <Pencil aria-hidden="true" className="size-4" />
            {t('Edit')} <span className="sr-only">{room.roomName}</span>
          </Button>
        )}
      </div>
    </article>
  );
}
