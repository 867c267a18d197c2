import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import { API, IMPORT_MAX_BYTES, IMPORT_MESSAGES, importResultSchema } from '@gym/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { callerOf, requirePermission } from '../../plugins/auth.ts';
import { errorResponses, security } from '../../plugins/openapi.ts';
import { exportArchive } from './export.ts';
import { importArchive } from './import.ts';

const tags = ['Settings'];

/** The uploaded archive, streamed to a file of its own (it can be large); 400, 413 or 415 otherwise. */
async function savedUpload(req: FastifyRequest, dir: string): Promise<string> {
  if (!req.isMultipart()) throw new AppError(415, IMPORT_MESSAGES.notAnArchive);
  const path = join(dir, 'archive.zip');
  try {
    const part = await req.file();
    if (!part) throw badRequest(IMPORT_MESSAGES.noFile, { file: [IMPORT_MESSAGES.noFile] });
    await pipeline(part.file, createWriteStream(path));
    return path;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, IMPORT_MESSAGES.tooLarge);
    throw badRequest(IMPORT_MESSAGES.noFile, { file: [IMPORT_MESSAGES.noFile] });
  }
}

/** The gym's whole data out as one archive, and into a new installation (docs/decisions/040). */
export function portabilityRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(API.dataExport, {
    schema: {
      tags,
      summary:
        'Every table the gym owns as CSV in one zip archive, with `format.json` describing them (admin); no password, sign-in or secret link',
      description:
        'The format is in docs/gym-export-format.md: a CSV file per table in PostgreSQL’s text forms (times in UTC), machine-readable and so not neutralised for spreadsheets, read in one consistent snapshot and streamed. The export is recorded in the audit trail.',
      security,
      produces: ['application/zip'],
      response: { 200: z.any(), ...errorResponses(401, 403) },
    },
    onRequest: requirePermission('data.export'),
    handler: async (req, reply) => {
      const archive = await exportArchive(ctx, callerOf(req));
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="gym-export-${day}.zip"`)
        .send(archive);
    },
  });

  // Multipart bodies are parsed for the import only; every other route keeps taking JSON alone.
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 20 },
      throwFileSizeLimit: true,
    });
    const s = scope.withTypeProvider<ZodTypeProvider>();
    s.post(API.dataImport, {
      schema: {
        tags,
        summary:
          'Load an archive of `GET /api/export` into this installation, as the one file of a `multipart/form-data` body (admin; only while it has no accounts but administrators: 409 otherwise)',
        description:
          'Everything the installation held is replaced by the archive’s rows, ids kept, in one transaction: a refused row leaves nothing half-loaded. Administrators stay, with their passwords; imported people have none and choose one through the reset e-mail. Every sign-in ends: the administrator signs in again. Recorded in the audit trail.',
        security,
        consumes: ['multipart/form-data'],
        response: { 200: importResultSchema, ...errorResponses(400, 401, 403, 409, 413, 415) },
      },
      onRequest: requirePermission('data.import'),
      handler: async (req) => {
        const dir = await mkdtemp(join(tmpdir(), 'gym-import-'));
        try {
          return await importArchive(ctx, callerOf(req), await savedUpload(req, dir));
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      },
    });
  });
}
