import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GENERATED_KEY_FILE, openSecretBox } from './open-secret-box';

describe('opening the secret box', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = join(mkdtempSync(join(tmpdir(), 'sw-secrets-')), 'data');
  });
  afterEach(() => rmSync(join(dataDir, '..'), { recursive: true, force: true }));

  it('generates a key once into DATA_DIR, readable by its owner only, and reuses it at the next start', async () => {
    const sealed = (await openSecretBox({ dataDir, secretsKeys: { current: undefined, previous: [] } })).seal('kept');
    expect(statSync(join(dataDir, GENERATED_KEY_FILE)).mode & 0o777).toBe(0o600);
    const again = await openSecretBox({ dataDir, secretsKeys: { current: undefined, previous: [] } });
    expect(again.open(sealed)).toBe('kept');
  });

  it('keeps one key when several processes start at once', async () => {
    const boxes = await Promise.all([1, 2, 3, 4].map(() => openSecretBox({ dataDir, secretsKeys: { current: undefined, previous: [] } })));
    const sealed = boxes[0]!.seal('shared');
    for (const box of boxes) expect(box.open(sealed)).toBe('shared');
  });

  it('uses SECRETS_KEY when it is set, and writes no key file', async () => {
    const key = randomBytes(32);
    const box = await openSecretBox({ dataDir, secretsKeys: { current: key, previous: [] } });
    expect(box.open(box.seal('configured'))).toBe('configured');
    expect(() => statSync(dataDir)).toThrow();
  });
});
