import {
  IMAGE_MESSAGES,
  type ImagePurpose,
  type ImageUploadQuery,
  type ImageUploadResponse,
  imageIdOf,
  imageUrl,
  TRAINER_MESSAGES,
} from '@gym/contract';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client.ts';
import { images, trainers, users } from '../../db/schema/index.ts';
import { AppError, fieldError, forbidden, notFound } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/auth.ts';
import { isLive } from '../users/account-scopes.ts';

/** Bigger images are refused before they are decoded: a small file can unpack to a huge bitmap. */
const MAX_INPUT_PIXELS = 40_000_000;
/** The longest side an image is kept at: portraits are shown at most 400 px wide, plans and the logo wider. */
const LONGEST_SIDE: Record<ImagePurpose, number> = {
  'trainer-photo': 1000,
  'member-photo': 600,
  plan: 1600,
  logo: 800,
};
/** Purposes cut to a centred square: a member's photo is shown in a circle on the pass and at the desk. */
const SQUARE: ReadonlySet<ImagePurpose> = new Set(['member-photo']);

const CONTENT_TYPES = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
type Format = keyof typeof CONTENT_TYPES;
const isAccepted = (format: string | undefined): format is Format => !!format && format in CONTENT_TYPES;

/**
 * Who may upload what: the admin and staff anything; a trainer only their own photo (decisions §4); a member only
 * their own member photo (docs/decisions/038). A trainer photo names a live trainer, a member photo a live member.
 * Checked before the file is read.
 */
export async function assertMayUpload(db: Db, caller: Caller, query: ImageUploadQuery) {
  if (query.purpose === 'member-photo') {
    if (caller.role === 'trainer') throw forbidden(IMAGE_MESSAGES.notAllowed);
    if (caller.role === 'user' && query.userId !== caller.id) throw forbidden(IMAGE_MESSAGES.notYourMemberPhoto);
    const [member] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, query.userId ?? 0), eq(users.role, 'user'), isLive()));
    if (!member) throw notFound(IMAGE_MESSAGES.memberNotFound);
    return;
  }
  if (query.purpose !== 'trainer-photo') {
    if (caller.role === 'trainer' || caller.role === 'user') throw forbidden(IMAGE_MESSAGES.notAllowed);
    return;
  }
  if (caller.role === 'user') throw forbidden(IMAGE_MESSAGES.notAllowed);
  const [trainer] = await db
    .select({ userId: trainers.userId })
    .from(trainers)
    .innerJoin(users, eq(users.id, trainers.userId))
    .where(and(eq(trainers.id, query.trainerId ?? 0), isLive()));
  if (caller.role === 'trainer' && trainer?.userId !== caller.id) throw forbidden(IMAGE_MESSAGES.notYourPhoto);
  if (!trainer) throw notFound(TRAINER_MESSAGES.notFound);
}

/**
 * Decodes the upload, turns it upright (EXIF orientation), shrinks it to fit its purpose and encodes it again in
 * its own format. sharp writes no metadata unless told to, so EXIF (camera, GPS), XMP and ICC profiles are gone;
 * colours are converted to sRGB first. The type is what the bytes are, never what the browser claimed.
 */
export async function processImage(bytes: Buffer, purpose: ImagePurpose) {
  let format: string | undefined;
  let width = 0;
  let height = 0;
  try {
    ({ format, width, height } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata());
  } catch {
    throw new AppError(415, IMAGE_MESSAGES.unreadable);
  }
  if (!isAccepted(format)) throw new AppError(415, IMAGE_MESSAGES.wrongType);
  const side = LONGEST_SIDE[purpose];
  // A square purpose keeps the largest centred square, shrunk to `side` but never enlarged (turning the image
  // upright swaps its sides, not the shorter one's length).
  const square = Math.min(side, width || side, height || side);
  const pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(
      SQUARE.has(purpose)
        ? { width: square, height: square, fit: 'cover', position: 'centre' }
        : { width: side, height: side, fit: 'inside', withoutEnlargement: true },
    );
  const encoded =
    format === 'jpeg'
      ? pipeline.jpeg({ quality: 82, mozjpeg: true })
      : format === 'png'
        ? pipeline.png({ compressionLevel: 9 })
        : pipeline.webp({ quality: 82 });
  try {
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height, contentType: CONTENT_TYPES[format] };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new AppError(400, IMAGE_MESSAGES.tooManyPixels);
    }
    throw new AppError(415, IMAGE_MESSAGES.unreadable);
  }
}

/** `POST /api/images`: stores the processed image and answers its address. */
export async function storeImage(
  db: Db,
  caller: Caller,
  purpose: ImagePurpose,
  upload: Buffer,
): Promise<ImageUploadResponse> {
  const image = await processImage(upload, purpose);
  const [row] = await db
    .insert(images)
    .values({ ...image, purpose, createdBy: caller.id })
    .returning({ id: images.id });
  if (!row) throw new Error('The image row was not stored');
  return { url: imageUrl(row.id), width: image.width, height: image.height };
}

/** `GET /api/images/{id}`: the bytes and their type; 404 'Image not found'. */
export async function readImage(db: Db, id: number) {
  const [row] = await db
    .select({ bytes: images.bytes, contentType: images.contentType })
    .from(images)
    .where(eq(images.id, id));
  if (!row) throw notFound(IMAGE_MESSAGES.notFound);
  return {
    bytes: Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength),
    contentType: row.contentType,
  };
}

/**
 * The `users.photo_image_id` for a member's `photoUrl` (docs/decisions/038): null removes it; the photo they have
 * stays; any other address must name a stored member photo, and for a member one they uploaded themself. Only a
 * member's account has a photo (a trainer's is on their trainer profile). A 400 on `photoUrl` otherwise.
 */
export async function memberPhotoColumn(
  db: Db,
  caller: Caller,
  account: { role: string; photoImageId: number | null },
  photoUrl: string | null,
): Promise<number | null> {
  if (photoUrl === null) return null;
  if (account.role !== 'user') throw fieldError(400, 'photoUrl', IMAGE_MESSAGES.photoMembersOnly);
  const id = imageIdOf(photoUrl);
  if (id !== null && id === account.photoImageId) return id;
  const [image] =
    id === null
      ? []
      : await db.select({ createdBy: images.createdBy, purpose: images.purpose }).from(images).where(eq(images.id, id));
  if (id === null || !image) throw fieldError(400, 'photoUrl', IMAGE_MESSAGES.photoNotFound);
  if (image.purpose !== 'member-photo' || (caller.role === 'user' && image.createdBy !== caller.id)) {
    throw fieldError(400, 'photoUrl', IMAGE_MESSAGES.photoInvalid);
  }
  return id;
}

/** Whether an image is stored, and who uploaded it (a trainer may use only their own upload as their photo). */
export async function findImageOwner(db: Db, id: number) {
  const [row] = await db.select({ createdBy: images.createdBy }).from(images).where(eq(images.id, id));
  return row;
}
