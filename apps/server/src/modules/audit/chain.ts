import { createHash } from 'node:crypto';

/**
 * The audit chain's arithmetic (docs/decisions/023), kept apart from the database so that appending and verifying
 * hash exactly the same bytes.
 */

/** The `prevHash` of the first entry. */
export const GENESIS_HASH = '0'.repeat(64);

/** What an entry's hash covers: every field but the hash itself. */
export type ChainedFields = {
  id: number;
  at: Date;
  actorId: number | null;
  action: string;
  kind: string;
  subjectType: string;
  subjectId: number | null;
  before: unknown;
  after: unknown;
  prevHash: string;
};

/**
 * JSON with every object's keys in order: PostgreSQL's jsonb gives keys back in its own order, so the text hashed
 * on append and on verify must not depend on key order.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** SHA-256, hex, over the entry's fields in a fixed order, one per line, and the previous entry's hash. */
export function entryHash(e: ChainedFields): string {
  const lines = [
    e.prevHash,
    String(e.id),
    e.at.toISOString(),
    e.actorId === null ? '' : String(e.actorId),
    e.action,
    e.kind,
    e.subjectType,
    e.subjectId === null ? '' : String(e.subjectId),
    canonicalJson(e.before),
    canonicalJson(e.after),
  ];
  return createHash('sha256').update(lines.join('\n')).digest('hex');
}
