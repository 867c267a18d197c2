import {
  TRAINER_BIOGRAPHY_MAX,
  TRAINER_MESSAGES,
  type Trainer,
  trainerBiographySchema,
  trainerDetailsSchema,
} from '@gym/contract';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Alert } from '../../../components/ui/alert.tsx';
import { Dialog, FormDialogActions } from '../../../components/ui/dialog.tsx';
import { Form, FormTextarea, useZodForm } from '../../../components/ui/form.tsx';
import { ImageUpload } from '../../../components/ui/image-upload.tsx';
import { TrainerPortrait } from '../../../components/ui/trainer-portrait.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { t, useT } from '../../../lib/i18n.ts';
import { translateMessage } from '../../../lib/translate-message.ts';
import { useUpdateTrainer } from '../api/update-trainer.ts';
import { TrainerFields } from './trainer-fields.tsx';

/**
 * Spec §8's two failure texts told apart as elsewhere in the app: the server refused (its reason, or 'Failed to
 * update trainer'), or it could not be reached ('Error updating trainer').
 */
export const trainerUpdateFailure = (error: unknown) =>
  error instanceof ApiError ? error.message.trim() || TRAINER_MESSAGES.updateFailed : TRAINER_MESSAGES.updateError;

/** What the dialog's form checks: the professional details and the biography (the photo uploads on its own). */
const editTrainerSchema = trainerDetailsSchema.extend({ biography: trainerBiographySchema });

/**
 * Edit a trainer's photo, biography, specialty, experience and price per hour (`PUT /api/Trainer/{trainerId}`,
 * admin). The photo is uploaded when chosen and saved with the rest.
 */
export function EditTrainerDialog({ trainer, onClose }: { trainer: Trainer; onClose: () => void }) {
  useT();
  const update = useUpdateTrainer();
  const [failure, setFailure] = useState<string | null>(null);
  const [photoUrl, setPhotoUrl] = useState(trainer.photoUrl);
  const form = useZodForm(editTrainerSchema, {
    defaultValues: {
      specialty: trainer.specialty,
      experience: String(trainer.experience),
      pricePerHour: String(trainer.pricePerHour),
      biography: trainer.biography ?? '',
    },
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('Edit {name}', { name: trainer.fullName })}
      description={t('Their photo and biography on the public site, specialty, years of experience and hourly price.')}
      dismissible={!update.isPending}
    >
      <Form
        form={form}
        onSubmit={async (body) => {
          setFailure(null);
          await update.mutateAsync({ trainerId: trainer.trainerId, body: { ...body, photoUrl } });
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
              {translateMessage(failure)}
            </Alert>
          )}
          <div className="sm:col-span-2">
            <ImageUpload
              label={t('Photo')}
              value={photoUrl}
              onChange={setPhotoUrl}
              query={{ purpose: 'trainer-photo', trainerId: trainer.trainerId }}
              alt={t('Photo of {name}', { name: trainer.fullName })}
              placeholder={<TrainerPortrait trainer={{ ...trainer, photoUrl: null }} className="size-full text-2xl" />}
              hint={t('JPEG, PNG or WebP, up to 5 MB.')}
              removable
            />
          </div>
          <TrainerFields />
          <FormTextarea
            name="biography"
            label={t('Biography')}
            hint={t('Shown on the public site.')}
            maxLength={TRAINER_BIOGRAPHY_MAX}
            rows={5}
            className="sm:col-span-2"
          />
          <FormDialogActions
            onCancel={onClose}
            submitLabel={t('Save changes')}
            pending={update.isPending}
            className="sm:col-span-2"
          />
        </fieldset>
      </Form>
    </Dialog>
  );
}
