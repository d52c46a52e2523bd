import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../config/config';
import { parseSecretKey, SecretBox, SecretKeyError } from './secret-box';

/** Where a development or embedded installation keeps the key it generated, beside its data. */
export const GENERATED_KEY_FILE = 'secrets.key';

/**
 * The box that seals secrets at rest: SECRETS_KEY when set (required in production), otherwise the key
 * generated once into `DATA_DIR/secrets.key` (readable by its owner only) and reused at every start.
 */
export async function openSecretBox(config: Pick<Config, 'secretsKeys' | 'dataDir'>): Promise<SecretBox> {
  const current = config.secretsKeys.current ?? (await generatedKey(config.dataDir));
  return new SecretBox(current, config.secretsKeys.previous);
}

async function generatedKey(dataDir: string): Promise<Buffer> {
  const file = join(dataDir, GENERATED_KEY_FILE);
  const kept = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (kept !== undefined) return keyIn(file, kept);
  await mkdir(dataDir, { recursive: true });
  // Written aside then linked into place: link fails when the file exists, so two processes starting at
  // once keep one key, and a reader never sees half a file.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(draft, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
  try {
    await link(draft, file).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
  } finally {
    await unlink(draft);
  }
  return keyIn(file, await readFile(file, 'utf8'));
}

function keyIn(file: string, text: string): Buffer {
  const key = parseSecretKey(text);
  if (typeof key === 'string') throw new SecretKeyError(`${file} ${key}`);
  return key;
}
