import multipart from '@fastify/multipart';
import {
  API,
  IMAGE_MAX_BYTES,
  IMAGE_MESSAGES,
  idParamsSchema,
  imageUploadQuerySchema,
  imageUploadResponseSchema,
} from '@gym/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { callerOf, requirePermission } from '../../plugins/auth.ts';
import { errorResponses, security } from '../../plugins/openapi.ts';
import { assertMayUpload, readImage, storeImage } from './images.service.ts';

const tags = ['Images'];

/** An image never changes under its address (a new upload is a new id), so browsers and proxies keep it a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The one file of a multipart body, read whole (at most `IMAGE_MAX_BYTES`); 413, 415 or 400 otherwise. */
async function uploadedFile(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw new AppError(415, IMAGE_MESSAGES.notMultipart);
  try {
    const part = await req.file();
    if (!part) throw badRequest(IMAGE_MESSAGES.fileRequired, { file: [IMAGE_MESSAGES.fileRequired] });
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, IMAGE_MESSAGES.tooLarge);
    // A body that is not the multipart it says it is (no boundary, cut short, too many parts).
    throw badRequest(IMAGE_MESSAGES.fileRequired, { file: [IMAGE_MESSAGES.fileRequired] });
  }
}

export function imageRoutes(app: FastifyInstance, ctx: AppContext) {
  // Multipart bodies are parsed for these routes only; every other route keeps taking JSON alone.
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 20 },
      throwFileSizeLimit: true,
    });
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.post(API.images.upload, {
      schema: {
        tags,
        summary:
          'Upload an image as the one file of a `multipart/form-data` body: JPEG, PNG or WebP, at most 5 MB (415 and 413 otherwise). It is turned upright, shrunk to fit its purpose and stored without its metadata (EXIF, GPS). `purpose`: `plan` or `logo` (admin, staff), `trainer-photo` with `trainerId` (admin, staff; a trainer their own) or `member-photo` with `userId` (admin, staff; a member their own; cut square). Answers the address to give a plan’s `imageUrl`, a trainer’s or a member’s `photoUrl`',
        security,
        consumes: ['multipart/form-data'],
        querystring: imageUploadQuerySchema,
        response: { 201: imageUploadResponseSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
      onRequest: requirePermission('images.upload'),
      handler: async (req, reply) => {
        const caller = callerOf(req);
        await assertMayUpload(ctx.db, caller, req.query);
        const file = await uploadedFile(req);
        reply.code(201);
        return storeImage(ctx.db, caller, req.query.purpose, file);
      },
    });

    r.get(API.images.one, {
      schema: {
        tags,
        summary:
          'An uploaded image’s bytes (public), with its type and immutable cache headers: a changed photo is a new image with a new address',
        params: idParamsSchema,
        response: { ...errorResponses(400, 404) },
      },
      handler: async (req, reply) => {
        const image = await readImage(ctx.db, req.params.id);
        return (
          reply
            .header('content-type', image.contentType)
            .header('cache-control', IMMUTABLE)
            .header('content-length', image.bytes.length)
            // Bytes go out as they are (Fastify serialises only objects); the schema describes the error answers.
            .send(image.bytes as never)
        );
      },
    });
  });
}
