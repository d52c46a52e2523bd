import { inject, injectable } from 'inversify';
import type { Selectable } from 'kysely';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { TransactionalDatabase } from '../../../../infra/database/transactional-database';
import type { Page, PageRequest } from '../../../../shared-kernel/http/pagination';
import type { NewQuote, Quote, SubmittedFile } from '../../domain/quote';
import type { QuoteFileUrls, QuoteFilters, QuoteRepository } from '../../application/ports';
import { OrdersTokens } from '../../orders.tokens';
import { fromJson, toJson, type OrdersTables } from './orders.tables';

@injectable()
export class KyselyQuoteRepository implements QuoteRepository {
  constructor(
    @inject(InfraTokens.Database) private readonly database: TransactionalDatabase,
    @inject(OrdersTokens.QuoteFileUrls) private readonly fileUrls: QuoteFileUrls,
  ) {}

  private get db() {
    return this.database.current<OrdersTables>();
  }

  async create(quote: NewQuote): Promise<Quote> {
    const row = await this.db
      .insertInto('orders.quotes')
      .values({
        store_id: quote.storeId,
        customiser_id: quote.customiserId,
        form_id: quote.formId,
        answers: toJson(quote.answers),
        files: toJson(quote.files),
        contact_name: quote.contact.name,
        contact_email: quote.contact.email,
        contact_phone: quote.contact.phone,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return this.toQuote(row);
  }

  async find(storeId: number, id: number): Promise<Quote | undefined> {
    const row = await this.db.selectFrom('orders.quotes').selectAll().where('store_id', '=', storeId).where('id', '=', id).executeTakeFirst();
    return row && this.toQuote(row);
  }

  async list(storeId: number, filters: QuoteFilters, page: PageRequest<number>): Promise<Page<Quote, number>> {
    let query = this.db.selectFrom('orders.quotes').selectAll().where('store_id', '=', storeId);
    if (filters.createdAfter) query = query.where('created_at', '>', filters.createdAfter);
    if (filters.createdBefore) query = query.where('created_at', '<', filters.createdBefore);
    if (page.after !== undefined) query = query.where('id', '>', page.after);
    const rows = await query.orderBy('id').limit(page.limit + 1).execute();
    const items = rows.slice(0, page.limit).map((row) => this.toQuote(row));
    return { items, nextPosition: rows.length > page.limit ? items[items.length - 1]!.id : undefined };
  }

  async countCreated(storeId: number, from: Date, to: Date): Promise<number> {
    const row = await this.db
      .selectFrom('orders.quotes')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('store_id', '=', storeId)
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** A file's URL is not stored: it is the service's address for it, derived on every read. */
  private toQuote(row: Selectable<OrdersTables['orders.quotes']>): Quote {
    const files = fromJson<SubmittedFile[]>(row.files).map((file) => ({ ...file, url: this.fileUrls.fileOf(row.id, file.upload_id) }));
    return {
      id: row.id,
      storeId: row.store_id,
      customiserId: row.customiser_id,
      formId: row.form_id,
      answers: fromJson(row.answers),
      files,
      contact: { name: row.contact_name, email: row.contact_email, phone: row.contact_phone },
      createdAt: row.created_at,
    };
  }
}
