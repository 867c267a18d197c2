import { ROOM_MESSAGES, type RoomRequest, roomRequestSchema } from '@gym/contract';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, FormDialogActions } from '../../../components/ui/dialog.tsx';
import { Form, useZodForm } from '../../../components/ui/form.tsx';
import { useRooms } from '../../../lib/api/get-rooms.ts';
import { t, useT } from '../../../lib/i18n.ts';
import { useAreaToast } from '../../../lib/toast-options.ts';
import { translateMessage } from '../../../lib/translate-message.ts';
import { useCan } from '../../../lib/use-can.ts';
import { useCreateRoom } from '../api/create-room.ts';
import { dialogFailure } from '../failures.ts';
import { RoomFields, roomTypesOf } from './room-fields.tsx';

const EMPTY: RoomRequest = { roomName: '', roomType: '', roomQuantity: '', roomStatus: 'Active' };

/** New room (spec §5), for the roles that may create rooms; nothing for the others. */
export function NewRoomButton() {
  useT();
  const can = useCan();
  const [open, setOpen] = useState(false);
  if (!can('rooms.write')) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" className="size-4" />
        {t('New room')}
      </Button>
      {/* Mounted while open only, so that each opening starts empty. */}
      {open && <NewRoomDialog onClose={() => setOpen(false)} />}
    </>
  );
}

/**
 * Spec §5 "New room": name, type and capacity required; a new room is Active (spec §4). 'Room created
 * successfully', or 'Error creating room' with the server's field errors on the fields.
 */
export function NewRoomDialog({ onClose }: { onClose: () => void }) {
  useT();
  const create = useCreateRoom();
  const rooms = useRooms();
  const toastOptions = useAreaToast();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(roomRequestSchema, { defaultValues: EMPTY });

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('New room')}
      description={t('It opens as Active and can be booked at once.')}
      dismissible={!create.isPending}
    >
      <Form
        form={form}
        onSubmit={async (values) => {
          setFailure(null);
          await create.mutateAsync({ ...values, roomStatus: 'Active' });
          toast.success(ROOM_MESSAGES.created, toastOptions);
          onClose();
        }}
        onSubmitError={(error) => {
          setFailure(dialogFailure(error, ROOM_MESSAGES.createError));
          toast.error(ROOM_MESSAGES.createError, toastOptions);
        }}
      >
        <fieldset disabled={create.isPending} className="grid gap-4 sm:grid-cols-2">
          {failure && (
            <Alert tone="error" className="sm:col-span-2">
              {translateMessage(failure)}
            </Alert>
          )}
          <RoomFields types={roomTypesOf(rooms.data)} />
          <FormDialogActions
            onCancel={onClose}
            submitLabel={t('Create room')}
            pending={create.isPending}
            className="sm:col-span-2"
          />
        </fieldset>
      </Form>
    </Dialog>
  );
}
