import { z } from 'zod';

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
