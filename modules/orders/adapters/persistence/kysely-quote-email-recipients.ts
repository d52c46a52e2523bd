import { inject, injectable } from 'inversify';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { TransactionalDatabase } from '../../../../infra/database/transactional-database';
import type { EmailRecipient } from '../../domain/email';
import type { RecipientLedger } from '../../application/ports';
import type { OrdersTables } from './orders.tables';

/** The quote email's ledger: a row per email and recipient, whose key stops two tries from both taking a recipient. */
@injectable()
export class KyselyQuoteEmailRecipients implements RecipientLedger {
  constructor(@inject(InfraTokens.Database) private readonly database: TransactionalDatabase) {}

  private get db() {
    return this.database.current<OrdersTables>();
  }

  async recipients(emailId: number): Promise<EmailRecipient[]> {
    const rows = await this.db
      .selectFrom('orders.quote_email_recipients')
      .select(['recipient', 'status'])
      .where('quote_email_id', '=', emailId)
      .orderBy('recipient')
      .execute();
    return rows.map((row) => ({ recipient: row.recipient, status: row.status as EmailRecipient['status'] }));
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
