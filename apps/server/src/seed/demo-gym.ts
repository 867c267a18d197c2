import { readFile } from 'node:fs/promises';
import { SAMPLE_TRAINERS } from '@gym/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/client.ts';
import { gymRooms, images, trainers, users } from '../db/schema/index.ts';
import { createAccount } from '../modules/auth/auth.service.ts';

/** Trainer accounts made here log in with the demo trainer's password (decisions §5). */
export const DEMO_TRAINER_PASSWORD = 'Trainer1234';

/** The rooms of the demo gym: capacities from a one-person suite to a spin studio, and one closed room. */
export const DEMO_ROOMS = [
  { roomName: 'Weights Floor', roomType: 'Strength', roomQuantity: 8, roomStatus: 'Active' },
  { roomName: 'Spin Studio', roomType: 'Cycling', roomQuantity: 12, roomStatus: 'Active' },
  { roomName: 'Yoga Studio', roomType: 'Mind & Body', roomQuantity: 10, roomStatus: 'Active' },
  { roomName: 'Boxing Room', roomType: 'Combat', roomQuantity: 4, roomStatus: 'Active' },
  { roomName: 'PT Suite', roomType: 'Personal Training', roomQuantity: 1, roomStatus: 'Active' },
  { roomName: 'Recovery Lounge', roomType: 'Recovery', roomQuantity: 6, roomStatus: 'Inactive' },
] as const;

/** "Sofia Bennett" → "sofia_bennett": a username the profile rule accepts. */
const usernameOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '_');

/**
 * A sample trainer's portrait: our own illustration (`trainer-portraits/{id}.svg`, 400 × 480), drawn to a WebP
 * the way an upload is stored, so the demo's photos go through `GET /api/images/{id}` like any other.
 */
async function storePortrait(db: Db, sampleId: number, createdBy: number) {
  const svg = await readFile(new URL(`./trainer-portraits/${sampleId}.svg`, import.meta.url));
  const { data, info } = await sharp(svg).webp({ quality: 82 }).toBuffer({ resolveWithObject: true });
  const [row] = await db
    .insert(images)
    .values({
      contentType: 'image/webp',
      width: info.width,
      height: info.height,
      purpose: 'trainer-photo',
      bytes: data,
      createdBy,
    })
    .returning({ id: images.id });
  return row?.id ?? null;
}

/**
 * The four landing-page trainers as trainer accounts with their profiles (spec §2, decisions §5), and the
 * rooms, each with a biography and a portrait. The demo trainer (trainer@gym.test, John Carter) already exists and is
 * reused.
 */
export async function seedDemoGym(db: Db) {
  for (const sample of SAMPLE_TRAINERS) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, sample.email));
    const userId =
      existing?.id ??
      (
        await createAccount(db, {
          role: 'trainer',
          username: usernameOf(sample.name),
          email: sample.email,
          password: DEMO_TRAINER_PASSWORD,
          fullName: sample.name,
          phone: sample.phone,
        })
      ).id;
    await db.insert(trainers).values({
      userId,
      specialty: sample.specialization,
      experience: sample.experience,
      pricePerHour: sample.pricePerHour.toFixed(2),
      biography: sample.description,
      photoImageId: await storePortrait(db, sample.id, userId),
    });
  }
  await db.insert(gymRooms).values([...DEMO_ROOMS]);
}
