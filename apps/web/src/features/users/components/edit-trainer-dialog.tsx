import { TRAINER_MESSAGES, type Trainer, trainerDetailsSchema } from '@gym/contract';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Alert } from '../../../components/ui/alert.tsx';
import { Dialog, FormDialogActions } from '../../../components/ui/dialog.tsx';
import { Form, useZodForm } from '../../../components/ui/form.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useUpdateTrainer } from '../api/update-trainer.ts';
import { TrainerFields } from './trainer-fields.tsx';

/**
 * Spec §8's two failure texts told apart as elsewhere in the app: the server refused (its reason, or 'Failed to
 * update trainer'), or it could not be reached ('Error updating trainer').
 */
export const trainerUpdateFailure = (error: unknown) =>
  error instanceof ApiError ? error.message.trim() || TRAINER_MESSAGES.updateFailed : TRAINER_MESSAGES.updateError;

/** Edit a trainer's specialty, experience and price per hour (`PUT /api/Trainer/{trainerId}`, admin). */
export function EditTrainerDialog({ trainer, onClose }: { trainer: Trainer; onClose: () => void }) {
  const update = useUpdateTrainer();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(trainerDetailsSchema, {
    defaultValues: {
      specialty: trainer.specialty,
      experience: String(trainer.experience),
      pricePerHour: String(trainer.pricePerHour),
    },
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title={`Edit ${trainer.fullName}`}
      description="Their specialty, years of experience and hourly price."
      dismissible={!update.isPending}
    >
      <Form
        form={form}
        onSubmit={async (body) => {
          setFailure(null);
          await update.mutateAsync({ trainerId: trainer.trainerId, body });
          toast.success(TRAINER_MESSAGES.updated);
          onClose();
        }}
        onSubmitError={(error) => {
          const message = trainerUpdateFailure(error);
          setFailure(message);
          toast.error(message);
        }}
      >
        <fieldset disabled={update.isPending} className="grid gap-4 sm:grid-cols-2">
          {failure && (
            <Alert tone="error" className="sm:col-span-2">
              {failure}
            </Alert>
          )}
          <TrainerFields />
          <FormDialogActions
            onCancel={onClose}
            submitLabel="Save changes"
            pending={update.isPending}
            className="sm:col-span-2"
          />
        </fieldset>
      </Form>
    </Dialog>
  );
}
