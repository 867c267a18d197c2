import { ROOM_CAPACITY_MAX, ROOM_CAPACITY_MIN, ROOM_STATUSES } from '@gym/contract';
import { useId } from 'react';
import { FormInput, FormSelect } from '../../../components/ui/form.tsx';
import { t, useT } from '../../../lib/i18n.ts';

const STATUS_OPTIONS = ROOM_STATUSES.map((status) => ({ value: status, label: status }));

type RoomFieldsProps = {
  /** The room types already in use, offered as suggestions so that one kind of room keeps one name. */
  types: readonly string[];
  /** The edit form's status select (spec §5 "Edit Gym Room"; a new room is Active). */
  withStatus?: boolean;
};

/** Spec §5 "New room" and "Edit Gym Room": name, type and capacity, and on an edit the status. */
export function RoomFields({ types, withStatus = false }: RoomFieldsProps) {
  useT();
  const typesId = useId();
  return (
    <>
      <FormInput name="roomName" label={t('Name')} autoComplete="off" required className="sm:col-span-2" />
      <FormInput
        name="roomType"
        label={t('Type')}
        autoComplete="off"
        list={typesId}
        required
        hint={t('What it is for: Strength, Cycling…')}
      />
      <datalist id={typesId}>
        {types.map((type) => (
          <option key={type} value={type} />
        ))}
      </datalist>
      <FormInput
        name="roomQuantity"
        label={t('Capacity')}
        type="number"
        inputMode="numeric"
        min={ROOM_CAPACITY_MIN}
        max={ROOM_CAPACITY_MAX}
        step={1}
        required
        hint={t('Sessions it holds at one time.')}
      />
      {withStatus && (
        <FormSelect
          name="roomStatus"
          label={t('Status')}
          options={STATUS_OPTIONS}
          className="sm:col-span-2"
          hint={t('An inactive room takes no bookings.')}
        />
      )}
    </>
  );
}

/** The distinct room types, in alphabetical order. */
export const roomTypesOf = (rooms: readonly { roomType: string }[] | undefined) =>
  [...new Set((rooms ?? []).map((room) => room.roomType))].sort((a, b) => a.localeCompare(b));
