import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** What every sealed value starts with: a value without it was written before secrets were sealed. */
const SEALED_PREFIX = 'sealed:v1:';
const KEY_BYTES = 32;
const IV_BYTES = 12;

export class SecretKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretKeyError';
  }
}

/**
 * Reads a 32-byte key written as 64 hex digits or as base64/base64url; the reason it is not one, otherwise.
 * Both spellings are what `openssl rand -hex 32` and `openssl rand -base64 32` print.
 */
export function parseSecretKey(text: string): Buffer | string {
  const trimmed = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return Buffer.from(trimmed, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)) return Buffer.from(trimmed.replace(/=$/, ''), 'base64url');
  return 'must be 32 bytes written as 64 hex digits or 44 base64 characters (openssl rand -base64 32)';
}

/**
 * Seals secrets kept at rest with AES-256-GCM, as `sealed:v1:<key id>:<iv>:<tag>:<ciphertext>` (base64url).
 * The key id names the key that sealed a value, so that after a rotation the previous keys still open
 * what they sealed while every new value is sealed with the current key.
 */
export class SecretBox {
  private readonly current: { id: string; key: Buffer };
  private readonly keys: Map<string, Buffer>;

  constructor(current: Buffer, previous: readonly Buffer[] = []) {
    for (const key of [current, ...previous]) {
      if (key.length !== KEY_BYTES) throw new SecretKeyError(`A secrets key has ${KEY_BYTES} bytes, not ${key.length}`);
    }
    this.current = { id: keyId(current), key: current };
    this.keys = new Map([current, ...previous].map((key) => [keyId(key), key]));
  }

  static isSealed(value: string): boolean {
    return value.startsWith(SEALED_PREFIX);
  }

  seal(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.current.key, iv);
    const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `${SEALED_PREFIX}${this.current.id}:${[iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url')).join(':')}`;
  }

  /** The secret a stored value holds: opened when sealed, as it is when written before sealing began. */
  open(stored: string): string {
    if (!SecretBox.isSealed(stored)) return stored;
    const [id, iv, tag, ciphertext] = stored.slice(SEALED_PREFIX.length).split(':');
    if (id === undefined || iv === undefined || tag === undefined || ciphertext === undefined) throw new SecretKeyError('A sealed secret is malformed');
    const key = this.keys.get(id);
    if (!key) throw new SecretKeyError(`A secret was sealed with key ${id}, which neither SECRETS_KEY nor SECRETS_KEY_PREVIOUS holds`);
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  }

  /** Whether a stored value is sealed with a key other than the current one (or not at all): what a re-seal rewrites. */
  isStale(stored: string): boolean {
    return !stored.startsWith(this.currentPrefix);
  }

  /**
   * What every value sealed with the current key starts with, so that a query can pick out stale values
   * without reading every row: the key id alone, which reveals nothing of the key.
   */
  get currentPrefix(): string {
    return `${SEALED_PREFIX}${this.current.id}:`;
  }

  /** A stored value sealed again with the current key: the same secret, whichever key (or none) sealed it. */
  reseal(stored: string): string {
    return this.seal(this.open(stored));
  }
}

/** A short name of a key that does not reveal it: the first 8 characters of its SHA-256. */
function keyId(key: Buffer): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, 8);
}
