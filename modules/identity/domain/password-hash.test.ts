import { hashPassword, verifyPassword } from './password-hash';

describe('password hashing', () => {
  it('stores a salted scrypt hash that verifies the password and nothing else', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(hash).not.toContain('correct horse');
    await expect(verifyPassword('correct horse battery', hash)).resolves.toBe(true);
    await expect(verifyPassword('correct horse battery!', hash)).resolves.toBe(false);
    expect(await hashPassword('correct horse battery')).not.toBe(hash);
  });

  it('refuses a malformed stored hash', async () => {
    await expect(verifyPassword('x', 'md5$abc')).resolves.toBe(false);
  });
});
