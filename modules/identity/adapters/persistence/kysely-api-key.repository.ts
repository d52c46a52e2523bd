import { inject, injectable } from 'inversify';
import { CompiledQuery, sql, type Selectable } from 'kysely';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { TransactionalDatabase } from '../../../../infra/database/transactional-database';
import type { ApiKey } from '../../domain/api-key';
import type { Scope } from '../../domain/scopes';
import type { ApiKeyRepository, NewApiKey } from '../../application/ports';
import type { IdentityTables } from './identity.tables';

const FIND_BY_DIGEST = 'select * from identity.api_keys where digest = $1';

@injectable()
export class KyselyApiKeyRepository implements ApiKeyRepository {
  constructor(@inject(InfraTokens.Database) private readonly database: TransactionalDatabase) {}

  private get db() {
    return this.database.current<IdentityTables>();
  }

  async create(key: NewApiKey): Promise<ApiKey> {
    const row = await this.db
      .insertInto('identity.api_keys')
      .values({
        store_id: key.storeId,
        name: key.name,
        scopes: key.scopes,
        digest: key.digest,
        display_prefix: key.displayPrefix,
        mode: key.mode,
        legacy: key.legacy,
        expires_at: key.expiresAt,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toApiKey(row);
  }

  /** Every authenticated request runs this: the statement is compiled once, not per request. */
  async findByDigest(digest: string): Promise<ApiKey | undefined> {
    const { rows } = await this.db.executeQuery<Selectable<IdentityTables['identity.api_keys']>>(CompiledQuery.raw(FIND_BY_DIGEST, [digest]));
    return rows[0] && toApiKey(rows[0]);
  }

  async findById(id: number): Promise<ApiKey | undefined> {
    const row = await this.db.selectFrom('identity.api_keys').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toApiKey(row);
  }

  async listByStore(storeId: number): Promise<ApiKey[]> {
    const rows = await this.db.selectFrom('identity.api_keys').selectAll().where('store_id', '=', storeId).orderBy('id').execute();
    return rows.map(toApiKey);
  }

  async revoke(id: number, at: Date): Promise<ApiKey | undefined> {
    const row = await this.db
      .updateTable('identity.api_keys')
      .set({ revoked_at: sql<Date>`coalesce(revoked_at, ${at})` })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    return row && toApiKey(row);
  }

  async recordLastUsed(uses: readonly { id: number; at: Date }[]): Promise<void> {
    for (const use of uses) {
      await this.db
        .updateTable('identity.api_keys')
        .set({ last_used_at: use.at })
        .where('id', '=', use.id)
        .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', use.at)]))
        .execute();
    }
  }
}

function toApiKey(row: Selectable<IdentityTables['identity.api_keys']>): ApiKey {
  return {
    id: row.id,
    storeId: row.store_id,
    name: row.name,
    scopes: row.scopes as Scope[],
    digest: row.digest,
    displayPrefix: row.display_prefix,
    mode: row.mode,
    legacy: row.legacy,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
    lastUsedAt: row.last_used_at,
    createdAt: row.created_at,
  };
}
