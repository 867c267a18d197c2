import {
  EQUIPMENT_MESSAGES,
  EQUIPMENT_QUANTITY_MAX,
  EQUIPMENT_STATUSES,
  type Equipment,
  type EquipmentSaved,
  type EquipmentUpdate,
  type EquipmentUpdateRequest,
  equipmentUpdateRequestSchema,
  MAINTENANCE_NOTICE_MS,
} from '@gym/contract';
import { Plus, Wrench } from 'lucide-react';
import { useState } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import toast, { type ToastOptions } from 'react-hot-toast';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, FormDialogActions } from '../../../components/ui/dialog.tsx';
import { Form, FormInput, FormSelect, useZodForm } from '../../../components/ui/form.tsx';
import { useGymToday } from '../../../lib/gym.ts';
import { t, useT } from '../../../lib/i18n.ts';
import { useAreaToast } from '../../../lib/toast-options.ts';
import { translateMessage } from '../../../lib/translate-message.ts';
import { useCan } from '../../../lib/use-can.ts';
import { useCreateEquipment } from '../api/create-equipment.ts';
import { useUpdateEquipment } from '../api/update-equipment.ts';
import { dialogFailure, equipmentUpdateFailure } from '../failures.ts';

const STATUS_OPTIONS = EQUIPMENT_STATUSES.map((status) => ({ value: status, label: status }));

/**
 * After a save: the spec's success text, and when the item was saved Broken and the server opened a maintenance
 * event, spec §4's notice for exactly spec §9's 5000 ms, wherever the area places its toasts.
 */
export function announceSaved(saved: EquipmentSaved, success: string, toastOptions: ToastOptions) {
  toast.success(success, toastOptions);
  if (saved.maintenanceNotified)
    toast(EQUIPMENT_MESSAGES.maintenanceNotified, {
      ...toastOptions,
      duration: MAINTENANCE_NOTICE_MS,
      icon: <Wrench aria-hidden="true" className="size-5 shrink-0 text-amber-700" />,
    });
}

/** Add equipment (spec §5 "New equipment"), for the roles that may manage equipment; nothing for the others. */
export function NewEquipmentButton({ roomId, roomName }: { roomId: number; roomName: string }) {
  useT();
  const can = useCan();
  const [open, setOpen] = useState(false);
  if (!can('equipment.manage')) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" className="size-4" />
        {t('Add equipment')}
      </Button>
      {/* Mounted while open only, so that each opening starts empty. */}
      {open && <NewEquipmentDialog roomId={roomId} roomName={roomName} onClose={() => setOpen(false)} />}
    </>
  );
}

/**
 * Spec §5 "New equipment": name, quantity (a whole number from 0), import date and warranty date required, the
 * warranty not before the import; status Active unless said otherwise. Saved Broken, the maintenance team is told.
 */
export function NewEquipmentDialog({
  roomId,
  roomName,
  onClose,
}: {
  roomId: number;
  roomName: string;
  onClose: () => void;
}) {
  useT();
  const create = useCreateEquipment();
  const toastOptions = useAreaToast();
  const today = useGymToday();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(equipmentUpdateRequestSchema, {
    defaultValues: { name: '', quantity: '1', importDate: today ?? '', warranty: '', status: 'Active' },
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('Add equipment')}
      description={t('An item in {room}.', { room: roomName })}
      dismissible={!create.isPending}
    >
      <EquipmentForm
        form={form}
        failure={failure}
        pending={create.isPending}
        submitLabel={t('Add equipment')}
        onCancel={onClose}
        onSubmit={async (values) => {
          setFailure(null);
          const saved = await create.mutateAsync({ ...values, roomId });
          announceSaved(saved, EQUIPMENT_MESSAGES.created, toastOptions);
          onClose();
        }}
        onSubmitError={(error) => {
          setFailure(dialogFailure(error, EQUIPMENT_MESSAGES.createError));
          toast.error(EQUIPMENT_MESSAGES.createError, toastOptions);
        }}
      />
    </Dialog>
  );
}

/** Edit an item: every field but its room. Saved Broken it tells the maintenance team; saved Active it closes the event. */
export function EditEquipmentDialog({ item, onClose }: { item: Equipment; onClose: () => void }) {
  useT();
  const update = useUpdateEquipment();
  const toastOptions = useAreaToast();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(equipmentUpdateRequestSchema, {
    defaultValues: {
      name: item.name,
      quantity: String(item.quantity),
      importDate: item.importDate,
      warranty: item.warranty,
      status: item.status,
    },
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('Edit {name}', { name: item.name })}
      description={
        item.status === 'Broken'
          ? t('Set it back to Active once it is repaired: that closes its maintenance event.')
          : t('Set it to Broken to tell the maintenance team.')
      }
      dismissible={!update.isPending}
    >
      <EquipmentForm
        form={form}
        failure={failure}
        pending={update.isPending}
        submitLabel={t('Save changes')}
        onCancel={onClose}
        onSubmit={async (values) => {
          setFailure(null);
          const saved = await update.mutateAsync({ id: item.id, body: values });
          announceSaved(saved, EQUIPMENT_MESSAGES.updated, toastOptions);
          onClose();
        }}
        onSubmitError={(error) => {
          const message = equipmentUpdateFailure(error);
          setFailure(dialogFailure(error, message));
          toast.error(message, toastOptions);
        }}
      />
    </Dialog>
  );
}

type EquipmentFormProps = {
  form: UseFormReturn<EquipmentUpdateRequest, unknown, EquipmentUpdate>;
  failure: string | null;
  pending: boolean;
  submitLabel: string;
  onCancel: () => void;
  onSubmit: (values: EquipmentUpdate) => Promise<void>;
  onSubmitError: (error: unknown) => void;
};

/** The fields both dialogs share, by the contract's rules; the dialogs say what a save does. */
function EquipmentForm({ form, failure, pending, submitLabel, onCancel, onSubmit, onSubmitError }: EquipmentFormProps) {
  useT();
  // The warranty's picker starts at the import date: a warranty cannot end before the item arrived.
  const importDate = useWatch({ control: form.control, name: 'importDate' });
  return (
    <Form form={form} onSubmit={onSubmit} onSubmitError={onSubmitError}>
      <fieldset disabled={pending} className="grid gap-4 sm:grid-cols-2">
        {failure && (
          <Alert tone="error" className="sm:col-span-2">
            {translateMessage(failure)}
          </Alert>
        )}
        <FormInput name="name" label={t('Name')} autoComplete="off" required />
        <FormInput
          name="quantity"
          label={t('Quantity')}
          type="number"
          inputMode="numeric"
          min={0}
          max={EQUIPMENT_QUANTITY_MAX}
          step={1}
          required
        />
        <FormInput name="importDate" label={t('Import date')} type="date" required />
        <FormInput
          name="warranty"
          label={t('Warranty until')}
          type="date"
          min={typeof importDate === 'string' && importDate !== '' ? importDate : undefined}
          required
        />
        <FormSelect
          name="status"
          label={t('Status')}
          options={STATUS_OPTIONS}
          className="sm:col-span-2"
          hint={t('Broken e-mails the maintenance team; Active again closes the event.')}
        />
        <FormDialogActions onCancel={onCancel} submitLabel={submitLabel} pending={pending} className="sm:col-span-2" />
      </fieldset>
    </Form>
  );
}
