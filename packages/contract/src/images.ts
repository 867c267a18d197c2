import { z } from 'zod';
import { idSchema } from './common.ts';

/** What an upload is for: a trainer's portrait (the trainer's own, for a trainer), a plan's picture, the gym's logo. */
export const IMAGE_PURPOSES = ['trainer-photo', 'plan', 'logo'] as const;
export type ImagePurpose = (typeof IMAGE_PURPOSES)[number];

/** The largest file an upload may send: 5 MB. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The types an upload may be; anything else is refused with 415. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** What the file picker offers. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

export const IMAGE_MESSAGES = {
  fileRequired: 'Choose an image file to upload',
  tooLarge: 'The image is larger than 5 MB',
  wrongType: 'Upload a JPEG, PNG or WebP image',
  unreadable: 'The file is not a readable JPEG, PNG or WebP image',
  tooManyPixels: 'The image is too large: at most 40 megapixels',
  purposeRequired: 'Say what the image is for: trainer-photo, plan or logo',
  trainerRequired: 'A trainer photo needs the trainer’s id',
  notYourPhoto: 'A trainer may upload only their own photo',
  notAllowed: 'Only the admin and staff upload plan images and the logo',
  notFound: 'Image not found',
  uploadFailed: 'The image could not be uploaded',
  notMultipart: 'Send the image as a multipart/form-data file',
} as const;

/** `POST /api/images?purpose=…&trainerId=…`: the file itself is the multipart body's one file part. */
export const imageUploadQuerySchema = z
  .object({
    purpose: z.enum(IMAGE_PURPOSES, { error: IMAGE_MESSAGES.purposeRequired }),
    trainerId: idSchema.optional(),
  })
  .refine((q) => q.purpose !== 'trainer-photo' || q.trainerId !== undefined, {
    message: IMAGE_MESSAGES.trainerRequired,
    path: ['trainerId'],
  });
export type ImageUploadQuery = z.infer<typeof imageUploadQuerySchema>;

/** The stored image's address: `/api/images/{id}`, served with immutable cache headers. */
export const imageUploadResponseSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ImageUploadResponse = z.infer<typeof imageUploadResponseSchema>;
