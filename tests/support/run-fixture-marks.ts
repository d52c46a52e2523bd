import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eventually } from './eventually';

/**
 * What a run shares (the embedded template, the Redis Cluster) is made once, by one party, in a directory
 * of the run's own; whoever else needs it waits for that directory's mark: `made` (with what the others
 * need of it) or `failed` (with why).
 */
export function markMade(directory: string, value = ''): void {
  writeFileSync(join(directory, 'made'), value);
}

export function markFailed(directory: string, error: unknown): void {
  writeFileSync(join(directory, 'failed'), String((error as Error)?.stack ?? error));
}

/** The `made` mark's text once there is one; the failure, thrown, once there is that instead. */
export async function madeMark(directory: string, what: string, withinMs: number): Promise<string> {
  const made = join(directory, 'made');
  const failed = join(directory, 'failed');
  await eventually(() => (existsSync(made) || existsSync(failed) ? true : undefined), what, withinMs);
  if (existsSync(failed)) throw new Error(`${what} could not be made:\n${readFileSync(failed, 'utf8')}`);
  return readFileSync(made, 'utf8');
}
