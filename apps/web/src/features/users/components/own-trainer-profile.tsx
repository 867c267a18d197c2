import { TRAINER_BIOGRAPHY_MAX, TRAINER_MESSAGES, type Trainer, trainerProfileSchema } from '@gym/contract';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Form, FormTextarea, useZodForm } from '../../../components/ui/form.tsx';
import { ImageUpload } from '../../../components/ui/image-upload.tsx';
import { TrainerPortrait } from '../../../components/ui/trainer-portrait.tsx';
import { paths } from '../../../config/paths.ts';
import { t, useT } from '../../../lib/i18n.ts';
import { translateMessage } from '../../../lib/translate-message.ts';
import { useUpdateTrainer } from '../api/update-trainer.ts';
import { trainerUpdateFailure } from './edit-trainer-dialog.tsx';

/**
 * The trainer's own photo and biography, as the public site shows them (decisions §4: a trainer edits these two
 * and nothing else). The photo uploads when chosen and is saved with the biography.
 */
export function OwnTrainerProfile({ trainer }: { trainer: Trainer }) {
  useT();
  const update = useUpdateTrainer();
  const [failure, setFailure] = useState<string | null>(null);
  const [photoUrl, setPhotoUrl] = useState(trainer.photoUrl);
  const form = useZodForm(trainerProfileSchema, { defaultValues: { biography: trainer.biography ?? '' } });

  return (
    <Card className="max-w-2xl p-5 sm:p-6">
      <Form
        form={form}
        onSubmit={async (body) => {
          setFailure(null);
          await update.mutateAsync({ trainerId: trainer.trainerId, body: { biography: body.biography, photoUrl } });
          toast.success(TRAINER_MESSAGES.profileSaved);
        }}
        onSubmitError={(error) => {
          const message = trainerUpdateFailure(error);
          setFailure(message);
          toast.error(message);
        }}
      >
        <fieldset disabled={update.isPending} className="grid min-w-0 grid-cols-1 gap-5">
          {failure && <Alert tone="error">{translateMessage(failure)}</Alert>}
          <ImageUpload
            label={t('Your photo')}
            value={photoUrl}
            onChange={setPhotoUrl}
            query={{ purpose: 'trainer-photo', trainerId: trainer.trainerId }}
            alt={t('Your photo')}
            placeholder={<TrainerPortrait trainer={{ ...trainer, photoUrl: null }} className="size-full text-2xl" />}
            hint={t('JPEG, PNG or WebP, up to 5 MB. Without one, the site shows your initials.')}
            removable
          />
          <FormTextarea
            name="biography"
            label={t('Biography')}
            hint={t('A few sentences for members choosing a trainer: how you coach, who you like to help.')}
            maxLength={TRAINER_BIOGRAPHY_MAX}
            rows={7}
          />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Link
              to={paths.trainer(trainer.trainerId)}
              className="inline-flex items-center gap-1.5 font-semibold text-sm text-zinc-900 underline decoration-zinc-300 underline-offset-4 hover:decoration-accent"
            >
              {t('See your public page')}
              <ExternalLink aria-hidden="true" className="size-4" />
            </Link>
            <Button type="submit" isLoading={update.isPending}>
              {t('Save profile')}
            </Button>
          </div>
        </fieldset>
      </Form>
    </Card>
  );
}
