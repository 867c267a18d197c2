import { z } from 'zod';

/**
 * The gym's whole data as one archive (docs/gym-export-format.md, docs/decisions/040): `GET /api/export` gives it to
 * the admin, `POST /api/import` loads it into an installation that has no members yet.
 */

/** What `format.json` names the archive's format, and its version; an import refuses any other. */
export const EXPORT_FORMAT = 'pulse-gym.export';
export const EXPORT_FORMAT_VERSION = 1;

/** The largest archive an import takes (a gym of 100,000 members with years of history is a few hundred MB). */
export const IMPORT_MAX_BYTES = 2 * 1024 ** 3;

/** One column of an exported table: its name, its PostgreSQL type, whether it may be empty (NULL). */
export const exportColumnSchema = z.object({ name: z.string(), type: z.string(), nullable: z.boolean() });

/** One table of the archive: its CSV file, its columns in the file's order, how many rows it holds. */
export const exportTableSchema = z.object({
  name: z.string(),
  file: z.string(),
  rows: z.number().int().min(0),
  columns: z.array(exportColumnSchema),
});

/** `format.json`: what the archive is, where it came from, and every table's description, in load order. */
export const exportDescriptionSchema = z.object({
  format: z.string(),
  version: z.number().int(),
  /** How many database migrations the exporting installation had applied: an import needs the same. */
  schema: z.number().int(),
  exportedAt: z.string(),
  gym: z.object({ name: z.string() }),
  encoding: z.string(),
  tables: z.array(exportTableSchema),
});
export type ExportDescription = z.infer<typeof exportDescriptionSchema>;

/** `POST /api/import`'s answer: every table loaded with its rows; the admin then signs in again. */
export const importResultSchema = z.object({
  tables: z.array(z.object({ name: z.string(), rows: z.number().int() })),
  /** The administrator's sign-in ends with the import: their account now has its place among the imported ones. */
  signInAgain: z.literal(true),
});
export type ImportResult = z.infer<typeof importResultSchema>;

export const IMPORT_MESSAGES = {
  notEmpty: (count: number) =>
    `Import only into an installation without members: this one already has other accounts (${count})`,
  notAnArchive: 'That file is not a gym export: choose the .zip file an export downloaded',
  wrongFormat: 'That archive is in a format this version cannot read',
  wrongSchema: (theirs: number, ours: number) =>
    `That archive comes from another version of the app (${theirs} database changes, this one has ${ours}): update both to the same version and export again`,
  badTable: (table: string) => `The archive’s table ${table} does not match this version`,
  badRow: (table: string, reason: string) =>
    `The archive’s table ${table} has a row this installation cannot take: ${reason}`,
  sameEmail:
    'The archive has an account with your e-mail or username that is not an administrator: sign in as another administrator, or change yours, before importing',
  tooLarge: 'The archive is larger than this installation takes',
  noFile: 'Choose the archive to import',
} as const;
