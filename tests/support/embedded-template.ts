import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { madeMark, markFailed, markMade } from './run-fixture-marks';
import { EMBEDDED_TEMPLATE_ENV } from './test-environment';

/** Longer than a migration of PGlite on a busy machine; only a worker that died while making it reaches it. */
const MADE_WITHIN_MS = 300_000;

/**
 * The run's migrated embedded database, which every embedded DATA_DIR of a test is copied from. The first
 * test file that needs one makes it (PGlite's first start and the migrations take seconds), while the other
 * workers go on with their files; a run or a single file that needs none never pays for it. One worker
 * makes it: the one that creates the lock directory; the others wait for its mark (run-fixture-marks.ts).
 */
export async function embeddedTemplate(): Promise<string> {
  const root = process.env[EMBEDDED_TEMPLATE_ENV];
  if (!root) throw new Error('The embedded test template has no place: run the tests through jest (global setup)');
  const data = join(root, 'data');
  if (existsSync(data)) return data;
  if (takeLock(join(root, 'lock'))) {
    try {
      await make(join(root, 'making'), data);
      markMade(root);
      return data;
    } catch (error) {
      markFailed(root, error);
      throw error;
    }
  }
  await madeMark(root, 'the embedded test template, made by another worker,', MADE_WITHIN_MS);
  return data;
}

function takeLock(lock: string): boolean {
  try {
    mkdirSync(lock);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** Migrated aside and renamed into place: a copy never starts from a half-made template. */
async function make(making: string, data: string): Promise<void> {
  rmSync(making, { recursive: true, force: true });
  const [{ migrate }, { loadConfig }] = await Promise.all([import('../../apps/composition/process.js'), import('../../infra/config/config.js')]);
  await migrate(loadConfig({ DATA_DIR: making }));
  renameSync(making, data);
}
