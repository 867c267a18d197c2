import { z } from 'zod';
import { idSchema } from './common.ts';

/**
 * What an upload is for: a trainer's portrait (the trainer's own, for a trainer), a member's photo (a member's own,
 * for a member; docs/decisions/038), a plan's picture, the gym's logo.
 */
export const IMAGE_PURPOSES = ['trainer-photo', 'member-photo', 'plan', 'logo'] as const;
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
  purposeRequired: 'Say what the image is for: trainer-photo, member-photo, plan or logo',
  trainerRequired: 'A trainer photo needs the trainer’s id',
  notYourPhoto: 'A trainer may upload only their own photo',
  memberRequired: 'A member photo needs the member’s id',
  notYourMemberPhoto: 'A member may upload only their own photo',
  memberNotFound: 'Member not found',
  photoInvalid: 'Upload the photo first: a photo is one of the gym’s own images',
  photoNotFound: 'That photo is no longer stored; upload it again',
  photoMembersOnly: 'Only members have an account photo; a trainer’s photo is on their trainer profile',
  notAllowed: 'Only the admin and staff upload plan images and the logo',
  notFound: 'Image not found',
  uploadFailed: 'The image could not be uploaded',
  notMultipart: 'Send the image as a multipart/form-data file',
} as const;

/** A photo: the address of one of the gym's images (`POST /api/images` answers it); empty or null removes it. */
export const photoUrlSchema = z.preprocess(
  (v) => (v === '' ? null : v),
  z
    .string({ error: IMAGE_MESSAGES.photoInvalid })
    .regex(/^\/api\/images\/[1-9]\d{0,9}$/, IMAGE_MESSAGES.photoInvalid)
    .nullable(),
);

/** `POST /api/images?purpose=…&trainerId=…` or `…&userId=…`: the file itself is the multipart body's one file part. */
export const imageUploadQuerySchema = z
  .object({
    purpose: z.enum(IMAGE_PURPOSES, { error: IMAGE_MESSAGES.purposeRequired }),
    trainerId: idSchema.optional(),
    /** The member a `member-photo` is of: a member gives their own id. */
    userId: idSchema.optional(),
  })
  .refine((q) => q.purpose !== 'trainer-photo' || q.trainerId !== undefined, {
    message: IMAGE_MESSAGES.trainerRequired,
    path: ['trainerId'],
  })
  .refine((q) => q.purpose !== 'member-photo' || q.userId !== undefined, {
    message: IMAGE_MESSAGES.memberRequired,
    path: ['userId'],
  });
export type ImageUploadQuery = z.infer<typeof imageUploadQuerySchema>;

/** The stored image's address: `/api/images/{id}`, served with immutable cache headers. */
export const imageUploadResponseSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ImageUploadResponse = z.infer<typeof imageUploadResponseSchema>;
