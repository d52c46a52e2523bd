import { inject, injectable } from 'inversify';
import type { Selectable } from 'kysely';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { TransactionalDatabase } from '../../../../infra/database/transactional-database';
import type { QuoteEmail, QuoteEmailRecipient } from '../../domain/quote-email';
import type { QuoteEmailRepository } from '../../application/ports';
import type { OrdersTables } from './orders.tables';

@injectable()
export class KyselyQuoteEmailRepository implements QuoteEmailRepository {
  constructor(@inject(InfraTokens.Database) private readonly database: TransactionalDatabase) {}

  private get db() {
    return this.database.current<OrdersTables>();
  }

  async create(email: Pick<QuoteEmail, 'storeId' | 'quoteId'>): Promise<QuoteEmail> {
    const row = await this.db
      .insertInto('orders.quote_emails')
      .values({ store_id: email.storeId, quote_id: email.quoteId, status: 'queued', reason: null, finished_at: null })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toEmail(row);
  }

  async find(storeId: number, id: number): Promise<QuoteEmail | undefined> {
    const row = await this.db.selectFrom('orders.quote_emails').selectAll().where('store_id', '=', storeId).where('id', '=', id).executeTakeFirst();
    return row && toEmail(row);
  }

  async finish(id: number, outcome: { status: 'sent' | 'skipped' | 'failed'; reason: string | null }, at: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('orders.quote_emails')
      .set({ status: outcome.status, reason: outcome.reason, finished_at: at })
      .where('id', '=', id)
      .where('status', '=', 'queued')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async recipients(emailId: number): Promise<QuoteEmailRecipient[]> {
    const rows = await this.db
      .selectFrom('orders.quote_email_recipients')
      .select(['recipient', 'status'])
      .where('quote_email_id', '=', emailId)
      .orderBy('recipient')
      .execute();
    return rows.map((row) => ({ recipient: row.recipient, status: row.status as QuoteEmailRecipient['status'] }));
  }

  async take(emailId: number, recipient: string, at: Date): Promise<boolean> {
    return this.insertUnlessRecorded(emailId, recipient, 'sending', at);
  }

  async suppress(emailId: number, recipient: string, at: Date): Promise<void> {
    await this.insertUnlessRecorded(emailId, recipient, 'suppressed', at);
  }

  async settle(emailId: number, recipient: string, status: 'sent' | 'unconfirmed' | 'failed', at: Date): Promise<void> {
    // A slow try may still finish a handover after another took it for dead: its `sent` is the truth.
    const from = status === 'sent' ? ['sending', 'unconfirmed'] : ['sending'];
    await this.db
      .updateTable('orders.quote_email_recipients')
      .set({ status, updated_at: at })
      .where('quote_email_id', '=', emailId)
      .where('recipient', '=', recipient)
      .where('status', 'in', from)
      .execute();
  }

  async release(emailId: number, recipient: string): Promise<void> {
    await this.db
      .deleteFrom('orders.quote_email_recipients')
      .where('quote_email_id', '=', emailId)
      .where('recipient', '=', recipient)
      .where('status', '=', 'sending')
      .execute();
  }

  private async insertUnlessRecorded(emailId: number, recipient: string, status: string, at: Date): Promise<boolean> {
    const inserted = await this.db
      .insertInto('orders.quote_email_recipients')
      .values({ quote_email_id: emailId, recipient, status, updated_at: at })
      .onConflict((conflict) => conflict.columns(['quote_email_id', 'recipient']).doNothing())
      .returning('recipient')
      .executeTakeFirst();
    return inserted !== undefined;
  }
}

function toEmail(row: Selectable<OrdersTables['orders.quote_emails']>): QuoteEmail {
  return {
    id: row.id,
    storeId: row.store_id,
    quoteId: row.quote_id,
    status: row.status as QuoteEmail['status'],
    reason: row.reason,
    createdAt: row.created_at,
    finishedAt: row.finished_at,
  };
}
