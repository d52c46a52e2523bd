import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { SecretBox } from '../secrets/secret-box';
import type { ResealableSecrets } from '../secrets/resealable-secrets';
import { resealInBatches, rewriteUnchanged, staleValue, type SealedTable } from '../secrets/reseal-in-batches';
import type { TransactionalDatabase } from './transactional-database';

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

const SEALED_SERVER_SECRETS: SealedTable = { table: 'platform.server_secrets', keys: [{ name: 'name', type: 'text' }], sealed: [{ name: 'value', type: 'text' }] };

/** The stored server secret, sealed again with the current key (in clear when kept from before sealing began). */
export class ResealableServerSecret implements ResealableSecrets {
  readonly kind = 'server_secret';

  constructor(
    private readonly database: TransactionalDatabase,
    private readonly box: SecretBox,
  ) {}

  reseal(): Promise<number> {
    return resealInBatches<{ name: string; value: string }>({
      next: async (after, limit) => {
        const { rows } = await sql<{ name: string; value: string }>`
          select name, value from platform.server_secrets
          where ${this.stale()} ${after ? sql`and name > ${after.name}` : sql``}
          order by name limit ${limit}
        `.execute(this.database.current());
        return rows;
      },
      rewrite: (rows) =>
        rewriteUnchanged(this.database.current(), SEALED_SERVER_SECRETS, rows.map((row) => ({ key: [row.name], read: [row.value], resealed: [this.box.reseal(row.value)] }))),
    });
  }

  async countStale(): Promise<number> {
    const { rows } = await sql<{ count: number }>`select count(*)::integer as count from platform.server_secrets where ${this.stale()}`.execute(this.database.current());
    return rows[0]?.count ?? 0;
  }

  private stale() {
    return staleValue(sql.ref('value'), this.box);
  }
}
