import { createHash, timingSafeEqual } from 'node:crypto';

/** RFC 7636: a challenge is the base64url SHA-256 of a 43 to 128 character verifier. */
const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;
const CHALLENGE = /^[A-Za-z0-9\-_]{43}$/;

export function isS256Challenge(challenge: string): boolean {
  return CHALLENGE.test(challenge);
}

export function verifierMatches(verifier: string, challenge: string): boolean {
  if (!VERIFIER.test(verifier)) return false;
  const computed = Buffer.from(createHash('sha256').update(verifier).digest('base64url'));
  const expected = Buffer.from(challenge);
  return computed.length === expected.length && timingSafeEqual(computed, expected);
}
