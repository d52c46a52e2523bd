import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const LIVE_PREFIX = 'svc_live_';
export const TEST_PREFIX = 'svc_test_';

/** Characters of the secret kept for display, so a person can tell keys apart without the secret. */
const DISPLAY_LENGTH = 4;

export interface IssuedSecret {
  secret: string;
  digest: string;
  displayPrefix: string;
}

/** A new key secret; only its SHA-256 digest and a short display prefix are ever stored. */
export function issueApiKeySecret(mode: 'live' | 'test'): IssuedSecret {
  const secret = `${mode === 'live' ? LIVE_PREFIX : TEST_PREFIX}${randomBytes(24).toString('base64url')}`;
  return { secret, digest: digestOf(secret), displayPrefix: secret.slice(0, LIVE_PREFIX.length + DISPLAY_LENGTH) };
}

export function digestOf(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function looksLikeApiKey(secret: string): boolean {
  return (secret.startsWith(LIVE_PREFIX) || secret.startsWith(TEST_PREFIX)) && secret.length < 200;
}

export function digestsEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
