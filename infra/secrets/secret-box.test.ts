import { randomBytes } from 'node:crypto';
import { parseSecretKey, SecretBox, SecretKeyError } from './secret-box';

describe('a secret box', () => {
  const key = randomBytes(32);

  it('seals a secret so that the sealed text does not contain it, and opens it again', () => {
    const box = new SecretBox(key);
    const sealed = box.seal('whsec_plain-secret');
    expect(sealed).toMatch(/^sealed:v1:[\w-]{8}:/);
    expect(sealed).not.toContain('plain-secret');
    expect(box.open(sealed)).toBe('whsec_plain-secret');
    expect(box.seal('whsec_plain-secret')).not.toBe(sealed);
  });

  it('answers a value written before sealing began as it is', () => {
    expect(new SecretBox(key).open('whsec_written-in-clear')).toBe('whsec_written-in-clear');
  });

  it('opens what a previous key sealed, and seals with the current key, after a rotation', () => {
    const old = new SecretBox(key).seal('integration-secret');
    const rotated = new SecretBox(randomBytes(32), [key]);
    expect(rotated.open(old)).toBe('integration-secret');
    expect(rotated.isStale(old)).toBe(true);
    const resealed = rotated.seal('integration-secret');
    expect(rotated.isStale(resealed)).toBe(false);
    expect(() => new SecretBox(key).open(resealed)).toThrow(/neither SECRETS_KEY nor SECRETS_KEY_PREVIOUS/);
  });

  it('seals a value again with the current key, whether it was in clear or sealed with a previous key', () => {
    const rotated = new SecretBox(randomBytes(32), [key]);
    for (const stored of ['whsec_written-in-clear', new SecretBox(key).seal('whsec_sealed-before')]) {
      const resealed = rotated.reseal(stored);
      expect(resealed.startsWith(rotated.currentPrefix)).toBe(true);
      expect(rotated.isStale(resealed)).toBe(false);
      expect(rotated.open(resealed)).toBe(rotated.open(stored));
    }
    expect(rotated.isStale(new SecretBox(key).seal('old'))).toBe(true);
  });

  it('refuses a sealed value that was altered', () => {
    const box = new SecretBox(key);
    const sealed = box.seal('server-secret');
    const altered = sealed.slice(0, -2) + (sealed.endsWith('AA') ? 'BB' : 'AA');
    expect(() => box.open(altered)).toThrow();
  });

  it('refuses a key that is not 32 bytes', () => {
    expect(() => new SecretBox(randomBytes(16))).toThrow(SecretKeyError);
  });
});

describe('reading a secrets key', () => {
  it('reads 64 hex digits, base64 and base64url', () => {
    const key = randomBytes(32);
    expect(parseSecretKey(key.toString('hex'))).toEqual(key);
    expect(parseSecretKey(key.toString('base64'))).toEqual(key);
    expect(parseSecretKey(`${key.toString('base64url')}\n`)).toEqual(key);
  });

  it('says what a key must be when it is too short or not an encoding', () => {
    expect(parseSecretKey('short')).toMatch(/must be 32 bytes/);
    expect(parseSecretKey(randomBytes(16).toString('hex'))).toMatch(/must be 32 bytes/);
  });
});
