import { randomBytes, scryptSync } from 'node:crypto';

const CHEAP = { N: 1024, r: 8, p: 1 };

/**
 * A stored password hash in the service's format, with cheap scrypt parameters. Verification reads the
 * parameters from the hash (older hashes keep working after a change), so a login test need not pay
 * for the 32 MiB each real hash costs; creating a person still makes a real one.
 */
export function aCheapPasswordHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 32, CHEAP);
  return `scrypt$${CHEAP.N}$${CHEAP.r}$${CHEAP.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}
