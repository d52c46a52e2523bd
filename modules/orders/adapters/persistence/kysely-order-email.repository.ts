import { inject, injectable } from 'inversify';
import type { Selectable } from 'kysely';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { TransactionalDatabase } from '../../../../infra/database/transactional-database';
import type { OrderEmail } from '../../domain/order-email';
import type { OrderEmailRepository } from '../../application/ports';
import type { OrdersTables } from './orders.tables';

@injectable()
export class KyselyOrderEmailRepository implements OrderEmailRepository {
  constructor(@inject(InfraTokens.Database) private readonly database: TransactionalDatabase) {}

  private get db() {
    return this.database.current<OrdersTables>();
  }

  async create(email: Pick<OrderEmail, 'storeId' | 'orderId' | 'reason'>): Promise<OrderEmail> {
    const row = await this.db
      .insertInto('orders.order_emails')
      .values({ store_id: email.storeId, order_id: email.orderId, reason: email.reason, status: 'queued', recipient: null, failure_reason: null, sent_at: null, failed_at: null })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toEmail(row);
  }

  async find(storeId: number, id: number): Promise<OrderEmail | undefined> {
    const row = await this.db.selectFrom('orders.order_emails').selectAll().where('store_id', '=', storeId).where('id', '=', id).executeTakeFirst();
    return row && toEmail(row);
  }

  async ofOrder(storeId: number, orderId: number): Promise<OrderEmail[]> {
    const rows = await this.db.selectFrom('orders.order_emails').selectAll().where('store_id', '=', storeId).where('order_id', '=', orderId).orderBy('id').execute();
    return rows.map(toEmail);
  }

  async markSent(id: number, recipient: string, at: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('orders.order_emails')
      .set({ status: 'sent', recipient, sent_at: at })
      .where('id', '=', id)
      .where('status', '=', 'queued')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async markFailed(id: number, reason: string, at: Date): Promise<void> {
    await this.db
      .updateTable('orders.order_emails')
      .set({ status: 'failed', failure_reason: reason, failed_at: at })
      .where('id', '=', id)
      .where('status', '=', 'queued')
      .execute();
  }
}

function toEmail(row: Selectable<OrdersTables['orders.order_emails']>): OrderEmail {
  return {
    id: row.id,
    storeId: row.store_id,
    orderId: row.order_id,
    reason: row.reason as OrderEmail['reason'],
    status: row.status as OrderEmail['status'],
    recipient: row.recipient,
    failureReason: row.failure_reason,
    createdAt: row.created_at,
    sentAt: row.sent_at,
  };
}
