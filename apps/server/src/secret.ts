import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './config.ts';

/**
 * The token signing key: JWT_SECRET when set (required in production); otherwise one generated on first
 * start and kept in DATA_DIR, so sessions survive a restart on a laptop.
 */
export function resolveJwtSecret(config: Config): string {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  if (config.NODE_ENV === 'production') throw new Error('Invalid configuration:\n  JWT_SECRET: required in production');
  const file = join(config.DATA_DIR, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
