import { inject, injectable } from 'inversify';
import { sql, type Selectable } from 'kysely';
import { InfraTokens } from '../../../../infra/infra.tokens';
import { PreparedStatement } from '../../../../infra/database/prepared-statements';
import type { TransactionalDatabase } from '../../../../infra/database/transactional-database';
import type { SecretBox } from '../../../../infra/secrets/secret-box';
import type { ResealableSecrets } from '../../../../infra/secrets/resealable-secrets';
import { resealInBatches, rewriteUnchanged, staleValue, type SealedTable } from '../../../../infra/secrets/reseal-in-batches';
import type { Integration } from '../../domain/integration';
import type { IntegrationRepository, NewIntegration } from '../../application/ports';
import type { IdentityTables } from './identity.tables';

const LIST_BY_STORE = new PreparedStatement<Omit<Selectable<IdentityTables['identity.integrations']>, 'signing_secret'>>(
  'identity_integrations_by_store',
  'select id, store_id, type, name, enabled, create_product_url, created_at from identity.integrations where store_id = $1 order by id',
);

const SEALED_SIGNING_SECRETS: SealedTable = { table: 'identity.integrations', keys: [{ name: 'id', type: 'integer' }], sealed: [{ name: 'signing_secret', type: 'text' }] };

@injectable()
export class KyselyIntegrationRepository implements IntegrationRepository, ResealableSecrets {
  readonly kind = 'integrations';

  constructor(
    @inject(InfraTokens.Database) private readonly database: TransactionalDatabase,
    @inject(InfraTokens.SecretBox) private readonly secrets: SecretBox,
  ) {}

  async create(integration: NewIntegration): Promise<Integration> {
    const row = await this.database
      .current<IdentityTables>()
      .insertInto('identity.integrations')
      .values({
        store_id: integration.storeId,
        type: integration.type,
        name: integration.name,
        enabled: integration.enabled,
        create_product_url: integration.createProductUrl,
        signing_secret: this.secrets.seal(integration.signingSecret),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toIntegration(row);
  }

  /** On the path of every stores/me: compiled once, and never reads the signing secret. */
  async listByStore(storeId: number): Promise<Integration[]> {
    const { rows } = await this.database
      .current<IdentityTables>()
      .executeQuery(LIST_BY_STORE.with([storeId]));
    return rows.map(toIntegration);
  }

  async signingSecretOf(storeId: number, integrationId: number): Promise<string | undefined> {
    const row = await this.database
      .current<IdentityTables>()
      .selectFrom('identity.integrations')
      .select('signing_secret')
      .where('store_id', '=', storeId)
      .where('id', '=', integrationId)
      .executeTakeFirst();
    return row && this.secrets.open(row.signing_secret);
  }

  /** Signing secrets in clear or sealed with a previous key, sealed again with the current one. */
  reseal(): Promise<number> {
    return resealInBatches<{ id: number; signing_secret: string }>({
      next: (after, limit) => {
        const stale = this.staleRows().select(['id', 'signing_secret']).orderBy('id').limit(limit);
        return (after ? stale.where('id', '>', after.id) : stale).execute();
      },
      rewrite: (rows) =>
        rewriteUnchanged(this.database.current(), SEALED_SIGNING_SECRETS, rows.map((row) => ({ key: [row.id], read: [row.signing_secret], resealed: [this.secrets.reseal(row.signing_secret)] }))),
    });
  }

  async countStale(): Promise<number> {
    const { count } = await this.staleRows().select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
    return Number(count);
  }

  private staleRows() {
    return this.database.current<IdentityTables>().selectFrom('identity.integrations').where(staleValue(sql.ref('signing_secret'), this.secrets));
  }
}

function toIntegration(row: Omit<Selectable<IdentityTables['identity.integrations']>, 'signing_secret'>): Integration {
  return {
    id: row.id,
    storeId: row.store_id,
    type: row.type,
    name: row.name,
    enabled: row.enabled,
    createProductUrl: row.create_product_url,
    createdAt: row.created_at,
  };
}
