import { Problems } from '../../shared-kernel/problems/problems';

const VISIBLE_ASCII = /^[\x21-\x7e]{1,255}$/;

/** Checks the Idempotency-Key header against the route's declaration; returns the key, if any. */
export function readIdempotencyKey(
  header: string | undefined,
  requirement: 'required' | 'optional' | 'none',
): string | undefined {
  if (requirement === 'none') return undefined;
  if (header === undefined) {
    if (requirement === 'required') throw Problems.missingIdempotencyKey();
    return undefined;
  }
  if (!VISIBLE_ASCII.test(header)) throw Problems.invalidIdempotencyKey();
  return header;
}
