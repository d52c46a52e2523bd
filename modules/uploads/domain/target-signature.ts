import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a signed upload target authorises: these bytes for this upload until this time. */
export function targetSignature(secret: string, uploadId: string, expiresAtSeconds: number): string {
  return createHmac('sha256', secret).update(`upload-target\n${uploadId}\n${expiresAtSeconds}`).digest('base64url');
}

export function signatureMatches(secret: string, uploadId: string, expiresAtSeconds: number, given: string): boolean {
  const expected = Buffer.from(targetSignature(secret, uploadId, expiresAtSeconds));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
