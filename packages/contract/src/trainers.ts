import { z } from 'zod';
import { listQuerySchema } from './common.ts';
import { formatField } from './list-format.ts';

/**
 * A trainer list item (decisions §6). `trainerId` is the trainer's own id (booking uses it, decisions §8);
 * `userId` is the account. `specialty` and `specialization` carry the same text: the old client read either.
 */
export const trainerSchema = z
  .object({
    trainerId: z.number().int(),
    userId: z.number().int(),
    fullName: z.string(),
    specialty: z.string(),
    specialization: z.string(),
    experience: z.number().int(),
    pricePerHour: z.number(),
    biography: z.string().nullable(),
    /** `/api/images/{id}`, or null when the trainer has no photo. */
    photoUrl: z.string().nullable(),
    user: z.object({
      id: z.number().int(),
      username: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      fullName: z.string().nullable(),
    }),
  })
  .meta({ id: 'Trainer' });
export type Trainer = z.infer<typeof trainerSchema>;

/**
 * A trainer as the public site shows them (decisions §1, §4): no e-mail, phone, price or account fields.
 * `photoUrl` is `/api/images/{id}` or null (the page shows the trainer's initials).
 */
export const publicTrainerSchema = z
  .object({
    trainerId: z.number().int(),
    fullName: z.string(),
    specialty: z.string(),
    experience: z.number().int(),
    biography: z.string().nullable(),
    photoUrl: z.string().nullable(),
  })
  .meta({ id: 'PublicTrainer' });
export type PublicTrainer = z.infer<typeof publicTrainerSchema>;

/** `/trainer/{id}`'s path parameter. */
export const trainerIdParamsSchema = z.object({ trainerId: z.coerce.number().int().positive() });

/** `GET /api/Trainer`: the list in the order trainers joined, or with `format=csv` every trainer as a CSV file. */
export const trainerListQuerySchema = listQuerySchema.extend({ format: formatField });
export type TrainerListQuery = z.output<typeof trainerListQuerySchema>;
