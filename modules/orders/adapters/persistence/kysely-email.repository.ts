import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { TransactionalDatabase } from '../../../../infra/database/transactional-database';
import type { Email, EmailOutcome } from '../../domain/email';
import type { EmailRepository } from '../../application/ports';

/** The columns every email table has: all this repository reads and writes by itself. */
export interface EmailColumns {
  id: Generated<number>;
  store_id: number;
  status: string;
  created_at: Generated<Date>;
}

/**
 * How one template's emails are kept. Order emails and quote emails keep the tables they had, and rows
 * of the same content: this says which table, which column names what an email is about, and how its
 * row is written when queued, written when finished, and read.
 */
export interface EmailRows<E extends Email, New> {
  readonly table: 'orders.order_emails' | 'orders.quote_emails';
  readonly about: 'order_id' | 'quote_id';
  queued(email: New): Insertable<EmailColumns>;
  finished(outcome: EmailOutcome, at: Date): Updateable<EmailColumns>;
  email(row: Selectable<EmailColumns>): E;
}

/** The emails of one template on PostgreSQL, its rows written and read as `EmailRows` says. */
export class KyselyEmailRepository<E extends Email, New> implements EmailRepository<E, New> {
  constructor(
    private readonly database: TransactionalDatabase,
    private readonly rows: EmailRows<E, New>,
  ) {}

  /** Either table seen through the columns every email table has; its own are the rows' to write and read. */
  private get db() {
    return this.database.current<Record<EmailRows<E, New>['table'], EmailColumns>>();
  }

  async create(email: New): Promise<E> {
    const row = await this.db.insertInto(this.rows.table).values(this.rows.queued(email)).returningAll().executeTakeFirstOrThrow();
    return this.rows.email(row);
  }

  async find(storeId: number, id: number): Promise<E | undefined> {
    const row = await this.db.selectFrom(this.rows.table).selectAll().where('store_id', '=', storeId).where('id', '=', id).executeTakeFirst();
    return row && this.rows.email(row);
  }

  async of(storeId: number, aboutId: number): Promise<E[]> {
    const rows = await this.db.selectFrom(this.rows.table).selectAll().where('store_id', '=', storeId).where(this.db.dynamic.ref(this.rows.about), '=', aboutId).orderBy('id').execute();
    return rows.map((row) => this.rows.email(row));
  }

  async finish(id: number, outcome: EmailOutcome, at: Date): Promise<boolean> {
    const result = await this.db.updateTable(this.rows.table).set(this.rows.finished(outcome, at)).where('id', '=', id).where('status', '=', 'queued').executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
