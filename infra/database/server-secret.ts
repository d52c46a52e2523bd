import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { SecretBox } from '../secrets/secret-box';

/**
 * The secret that authenticates cursors and signed URLs. Every instance must share it, so when the
 * environment does not set one it is generated once and kept in the database, sealed.
 */
export async function resolveServerSecret(db: Kysely<unknown>, configured: string | undefined, box: SecretBox): Promise<string> {
  if (configured) return configured;
  const candidate = box.seal(randomBytes(32).toString('base64url'));
  await sql`insert into platform.server_secrets (name, value) values ('server', ${candidate}) on conflict (name) do nothing`.execute(db);
  const { rows } = await sql<{ value: string }>`select value from platform.server_secrets where name = 'server'`.execute(db);
  const stored = rows[0]?.value;
  if (!stored) throw new Error('The server secret could not be stored');
  return box.open(stored);
}
