/**
 * What a blob key may look like, whichever store keeps it: path segments of plain characters, no `..`.
 * A key names a file under a directory or an object under a prefix, and must not climb out of either.
 */
const SAFE_KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/;

export function isSafeBlobKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.includes('..');
}

export function assertSafeBlobKey(key: string): string {
  if (!isSafeBlobKey(key)) throw new Error(`Unsafe blob key ${key}`);
  return key;
}
