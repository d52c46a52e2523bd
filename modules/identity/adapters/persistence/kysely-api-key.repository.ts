import { inject, injectable } from 'inversify';
import { sql, type Selectable } from 'kysely';
import { InfraTokens } from '../../../../infra/infra.tokens';
import { PreparedStatement } from '../../../../infra/database/prepared-statements';
import type { TransactionalDatabase } from '../../../../infra/database/transactional-database';
import type { ApiKey } from '../../domain/api-key';
import type { Scope } from '../../domain/scopes';
import type { ApiKeyRepository, KeyWithStore, NewApiKey } from '../../application/ports';
import type { IdentityTables } from './identity.tables';
import { integrationsJsonOf, toStoreWithIntegrations, type IntegrationJson, type StoreRow } from './store-with-integrations';

type KeyRow = Selectable<IdentityTables['identity.api_keys']>;

const KEY_COLUMNS = ['id', 'store_id', 'name', 'scopes', 'digest', 'display_prefix', 'mode', 'legacy', 'expires_at', 'revoked_at', 'last_used_at', 'created_at'] as const;
const keyColumns = (alias: string) => KEY_COLUMNS.map((column) => `${alias}.${column}`).join(', ');

const FIND_BY_DIGEST = new PreparedStatement<KeyRow>('identity_key_by_digest', `select ${keyColumns('k')} from identity.api_keys k where k.digest = $1`);
// The store's columns under a prefix of their own: the key's own `id`, `name` and `created_at` keep theirs.
const FIND_BY_DIGEST_WITH_STORE = new PreparedStatement<KeyWithStoreRow>('identity_key_with_store_by_digest', `
  select ${keyColumns('k')}, s.id as store_row_id, s.company_id as store_company_id, s.name as store_name, s.platform as store_platform,
    s.plan as store_plan, s.currency as store_currency, s.manufacturer_email as store_manufacturer_email,
    s.created_at as store_created_at, ${integrationsJsonOf('k.store_id')} as store_integrations, t.id as test_store_id
  from identity.api_keys k left join identity.stores s on s.id = k.store_id
    left join identity.stores t on t.live_store_id = k.store_id and k.mode = 'test'
  where k.digest = $1`);

/** A key's row and, when its store still exists, the store's columns (null otherwise) and integrations. */
interface KeyWithStoreRow extends KeyRow {
  store_row_id: number | null;
  store_company_id: number | null;
  store_name: string | null;
  store_platform: string | null;
  store_plan: string | null;
  store_currency: string | null;
  store_manufacturer_email: string | null;
  store_created_at: Date | null;
  store_integrations: IntegrationJson[] | string;
  test_store_id: number | null;
}

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

  /** Every authenticated request runs this: a statement prepared once per connection. */
  async findByDigest(digest: string): Promise<ApiKey | undefined> {
    const { rows } = await this.db.executeQuery(FIND_BY_DIGEST.with([digest]));
    return rows[0] && toApiKey(rows[0]);
  }

  /** Every authenticated API-key request runs this instead, prepared once per connection: stores/me then reads nothing more. */
  async findByDigestWithStore(digest: string): Promise<KeyWithStore | undefined> {
    const { rows } = await this.db.executeQuery(FIND_BY_DIGEST_WITH_STORE.with([digest]));
    const row = rows[0];
    if (!row) return undefined;
    return {
      key: toApiKey(row),
      store: row.store_row_id === null ? undefined : toStoreWithIntegrations(storeRowOf(row), row.store_integrations),
      testStoreId: row.test_store_id ?? undefined,
    };
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

function toApiKey(row: KeyRow): ApiKey {
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

function storeRowOf(row: KeyWithStoreRow): StoreRow {
  return {
    id: row.store_row_id!,
    company_id: row.store_company_id!,
    name: row.store_name!,
    platform: row.store_platform!,
    plan: row.store_plan!,
    currency: row.store_currency,
    manufacturer_email: row.store_manufacturer_email,
    created_at: row.store_created_at!,
  };
}
