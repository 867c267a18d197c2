import { hash, verify } from '@node-rs/argon2';

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
