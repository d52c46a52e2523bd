import { inject, injectable } from 'inversify';
import { sql, type Generated, type Kysely } from 'kysely';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { TransactionalDatabase } from '../../../../infra/database/transactional-database';
import type { DailyUsage } from '../../domain/usage-report';
import type { DeprecatedUsageRepository } from '../../application/ports';

interface UsageTables {
  'previous_generation.deprecated_usage': {
    store_id: number;
    day: string;
    method: string;
    route: string;
    requests: number;
    updated_at: Generated<Date>;
  };
}

@injectable()
export class KyselyDeprecatedUsageRepository implements DeprecatedUsageRepository {
  constructor(@inject(InfraTokens.Database) private readonly database: TransactionalDatabase) {}

  // Counts are written outside any request's transaction: a use counts even when its operation fails.
  private get db() {
    return this.database.root as unknown as Kysely<UsageTables>;
  }

  /** One statement for the whole batch; each (store, day, method, route) appears in it once. */
  async add(counts: readonly DailyUsage[]): Promise<void> {
    if (counts.length === 0) return;
    await this.db
      .insertInto('previous_generation.deprecated_usage')
      .values(counts.map((count) => ({ store_id: count.storeId, day: count.day, method: count.method, route: count.route, requests: count.requests })))
      .onConflict((conflict) =>
        conflict.columns(['store_id', 'day', 'method', 'route']).doUpdateSet({
          requests: sql<number>`previous_generation.deprecated_usage.requests + excluded.requests`,
          updated_at: sql<Date>`now()`,
        }),
      )
      .execute();
  }

  async list(since: string | null): Promise<DailyUsage[]> {
    let query = this.db
      .selectFrom('previous_generation.deprecated_usage')
      .select(['store_id', 'method', 'route', 'requests', sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day')])
      .orderBy('store_id')
      .orderBy('day')
      .orderBy('route')
      .orderBy('method');
    if (since !== null) query = query.where('day', '>=', since);
    const rows = await query.execute();
    return rows.map((row) => ({ storeId: row.store_id, method: row.method, route: row.route, day: row.day, requests: Number(row.requests) }));
  }
}
