import { inject, injectable } from 'inversify';
import { sql } from 'kysely';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { TransactionalDatabase } from '../../../../infra/database/transactional-database';
import type { WebhooksTestData } from '../../application/ports';

/** Deletes a store's deliveries (their attempts with them) and subscriptions in the caller's transaction. */
@injectable()
export class KyselyWebhooksTestData implements WebhooksTestData {
  constructor(@inject(InfraTokens.Database) private readonly database: TransactionalDatabase) {}

  async drop(storeId: number): Promise<number> {
    const db = this.database.current();
    await sql`delete from webhooks.deliveries where store_id = ${storeId}`.execute(db);
    const subscriptions = await sql`delete from webhooks.subscriptions where store_id = ${storeId}`.execute(db);
    return Number(subscriptions.numAffectedRows ?? 0);
  }
}
