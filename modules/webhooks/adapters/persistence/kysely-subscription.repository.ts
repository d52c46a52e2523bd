import { inject, injectable } from 'inversify';
import { sql, type Selectable, type Updateable } from 'kysely';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { TransactionalDatabase } from '../../../../infra/database/transactional-database';
import type { SecretBox } from '../../../../infra/secrets/secret-box';
import type { ResealableSecrets } from '../../../../infra/secrets/resealable-secrets';
import { resealInBatches, rewriteUnchanged, staleValue, type SealedTable } from '../../../../infra/secrets/reseal-in-batches';
import type { Page, PageRequest } from '../../../../shared-kernel/http/pagination';
import type { DisabledReason, WebhookSubscription } from '../../domain/subscription';
import type { NewSubscription, SubscriptionChanges, SubscriptionRepository } from '../../application/ports';
import type { WebhooksTables } from './webhooks.tables';

type Row = Selectable<WebhooksTables['webhooks.subscriptions']>;

const SEALED_SUBSCRIPTION_SECRETS: SealedTable = {
  table: 'webhooks.subscriptions',
  keys: [{ name: 'id', type: 'integer' }],
  sealed: [{ name: 'secret', type: 'text' }, { name: 'previous_secret', type: 'text' }],
};

@injectable()
export class KyselySubscriptionRepository implements SubscriptionRepository, ResealableSecrets {
  readonly kind = 'webhook_subscriptions';

  constructor(
    @inject(InfraTokens.Database) private readonly database: TransactionalDatabase,
    @inject(InfraTokens.SecretBox) private readonly secrets: SecretBox,
  ) {}

  private get db() {
    return this.database.current<WebhooksTables>();
  }

  async create(subscription: NewSubscription): Promise<WebhookSubscription> {
    const row = await this.db
      .insertInto('webhooks.subscriptions')
      .values({
        store_id: subscription.storeId,
        url: subscription.url,
        topics: subscription.topics,
        description: subscription.description,
        enabled: subscription.enabled,
        disabled_reason: subscription.enabled ? null : 'disabled_by_merchant',
        disabled_at: subscription.enabled ? null : sql<Date>`now()`,
        secret: this.secrets.seal(subscription.secret),
        previous_secret: null,
        previous_secret_expires_at: null,
        failing_since: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toSubscription(row, this.secrets);
  }

  async find(storeId: number, id: number): Promise<WebhookSubscription | undefined> {
    const row = await this.db.selectFrom('webhooks.subscriptions').selectAll().where('store_id', '=', storeId).where('id', '=', id).executeTakeFirst();
    return row && toSubscription(row, this.secrets);
  }

  async findForUpdate(storeId: number, id: number): Promise<WebhookSubscription | undefined> {
    const row = await this.db.selectFrom('webhooks.subscriptions').selectAll().where('store_id', '=', storeId).where('id', '=', id).forUpdate().executeTakeFirst();
    return row && toSubscription(row, this.secrets);
  }

  async list(storeId: number, page: PageRequest<number>): Promise<Page<WebhookSubscription, number>> {
    let query = this.db.selectFrom('webhooks.subscriptions').selectAll().where('store_id', '=', storeId);
    if (page.after !== undefined) query = query.where('id', '>', page.after);
    const rows = await query.orderBy('id').limit(page.limit + 1).execute();
    const items = rows.slice(0, page.limit).map((row) => toSubscription(row, this.secrets));
    return { items, nextPosition: rows.length > page.limit ? items[items.length - 1]!.id : undefined };
  }

  async listListening(storeId: number, topic: string): Promise<WebhookSubscription[]> {
    const rows = await this.db
      .selectFrom('webhooks.subscriptions')
      .selectAll()
      .where('store_id', '=', storeId)
      .where('enabled', '=', true)
      .where(sql<boolean>`${topic} = any(topics)`)
      .orderBy('id')
      .execute();
    return rows.map((row) => toSubscription(row, this.secrets));
  }

  async update(storeId: number, id: number, changes: SubscriptionChanges, at: Date): Promise<WebhookSubscription> {
    const row = await this.db
      .updateTable('webhooks.subscriptions')
      .set({ ...columnsOf(changes, this.secrets), updated_at: at })
      .where('store_id', '=', storeId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toSubscription(row, this.secrets);
  }

  async delete(storeId: number, id: number): Promise<void> {
    await this.db.deleteFrom('webhooks.subscriptions').where('store_id', '=', storeId).where('id', '=', id).execute();
  }

  /**
   * Secrets and previous secrets in clear or sealed with a previous key, sealed again with the current
   * one. `updated_at` stays: the subscription did not change, only how its secrets are kept.
   */
  reseal(): Promise<number> {
    return resealInBatches<Pick<Row, 'id' | 'secret' | 'previous_secret'>>({
      next: (after, limit) => {
        const stale = this.staleSubscriptions().select(['id', 'secret', 'previous_secret']).orderBy('id').limit(limit);
        return (after ? stale.where('id', '>', after.id) : stale).execute();
      },
      rewrite: (rows) => {
        const resealed = (value: string | null) => (value !== null && this.secrets.isStale(value) ? this.secrets.reseal(value) : value);
        return rewriteUnchanged(
          this.database.current(),
          SEALED_SUBSCRIPTION_SECRETS,
          rows.map((row) => ({ key: [row.id], read: [row.secret, row.previous_secret], resealed: [resealed(row.secret), resealed(row.previous_secret)] })),
        );
      },
    });
  }

  async countStale(): Promise<number> {
    const { count } = await this.staleSubscriptions().select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
    return Number(count);
  }

  private staleSubscriptions() {
    return this.db
      .selectFrom('webhooks.subscriptions')
      .where((eb) => eb.or([staleValue(sql.ref('secret'), this.secrets), eb.and([eb('previous_secret', 'is not', null), staleValue(sql.ref('previous_secret'), this.secrets)])]));
  }
}

function columnsOf(changes: SubscriptionChanges, secrets: SecretBox): Updateable<WebhooksTables['webhooks.subscriptions']> {
  const { secret, previousSecret, disabledReason, disabledAt, failingSince, ...same } = changes;
  return {
    ...same,
    ...(secret !== undefined ? { secret: secrets.seal(secret) } : {}),
    ...(disabledReason !== undefined ? { disabled_reason: disabledReason } : {}),
    ...(disabledAt !== undefined ? { disabled_at: disabledAt } : {}),
    ...(failingSince !== undefined ? { failing_since: failingSince } : {}),
    ...(previousSecret !== undefined ? { previous_secret: previousSecret ? secrets.seal(previousSecret.secret) : null, previous_secret_expires_at: previousSecret?.expiresAt ?? null } : {}),
  };
}

/** A subscription's columns, for reads that take it along with another table's row. */
export const SUBSCRIPTION_COLUMNS = [
  'id', 'store_id', 'url', 'topics', 'description', 'enabled', 'disabled_reason', 'disabled_at', 'secret',
  'previous_secret', 'previous_secret_expires_at', 'failing_since', 'created_at', 'updated_at',
] as const satisfies readonly (keyof Row)[];

/** A subscription as its row keeps it, its secrets sealed (or in clear, when written before sealing began). */
export function toSubscription(row: Row, secrets: SecretBox): WebhookSubscription {
  return {
    id: row.id,
    storeId: row.store_id,
    url: row.url,
    topics: row.topics,
    description: row.description,
    enabled: row.enabled,
    disabledReason: row.disabled_reason as DisabledReason | null,
    disabledAt: row.disabled_at,
    secret: secrets.open(row.secret),
    previousSecret: row.previous_secret && row.previous_secret_expires_at ? { secret: secrets.open(row.previous_secret), expiresAt: row.previous_secret_expires_at } : null,
    failingSince: row.failing_since,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
