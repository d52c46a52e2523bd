import { inject, injectable } from 'inversify';
import { sql } from 'kysely';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { TransactionalDatabase } from '../../../../infra/database/transactional-database';
import type { OrdersTestData } from '../../application/ports';

/** Deletes a store's orders and quotes in the caller's transaction, children first; its order numbers start again. */
@injectable()
export class KyselyOrdersTestData implements OrdersTestData {
  constructor(@inject(InfraTokens.Database) private readonly database: TransactionalDatabase) {}

  async drop(storeId: number): Promise<{ orders: number; quotes: number }> {
    const db = this.database.current();
    await sql`delete from orders.order_lines where order_id in (select id from orders.orders where store_id = ${storeId})`.execute(db);
    await sql`delete from orders.order_emails where store_id = ${storeId}`.execute(db);
    const orders = await sql`delete from orders.orders where store_id = ${storeId}`.execute(db);
    await sql`delete from orders.order_numbers where store_id = ${storeId}`.execute(db);
    await sql`delete from orders.quote_email_recipients where quote_email_id in (select id from orders.quote_emails where store_id = ${storeId})`.execute(db);
    await sql`delete from orders.quote_emails where store_id = ${storeId}`.execute(db);
    const quotes = await sql`delete from orders.quotes where store_id = ${storeId}`.execute(db);
    return { orders: Number(orders.numAffectedRows ?? 0), quotes: Number(quotes.numAffectedRows ?? 0) };
  }
}
