import type { Insertable, Selectable, Updateable } from 'kysely';
import type { NewQuoteEmail, QuoteEmail } from '../../domain/quote-email';
import type { EmailRows } from './kysely-email.repository';
import type { OrdersTables } from './orders.tables';

type QuoteEmailRow = OrdersTables['orders.quote_emails'];

/**
 * A quote email's row: how it finished, why when it was skipped or failed, and when. Its recipients
 * have rows of their own, `kysely-quote-email-recipients.ts`.
 */
export const QUOTE_EMAIL_ROWS: EmailRows<QuoteEmail, NewQuoteEmail> = {
  table: 'orders.quote_emails',
  about: 'quote_id',
  queued: (email): Insertable<QuoteEmailRow> => ({ store_id: email.storeId, quote_id: email.quoteId, status: 'queued', reason: null, finished_at: null }),
  finished: (outcome, at): Updateable<QuoteEmailRow> => ({ status: outcome.status, reason: outcome.status === 'sent' ? null : outcome.reason, finished_at: at }),
  email: (row: Selectable<QuoteEmailRow>): QuoteEmail => ({
    id: row.id,
    storeId: row.store_id,
    quoteId: row.quote_id,
    status: row.status as QuoteEmail['status'],
    reason: row.reason,
    createdAt: row.created_at,
    finishedAt: row.finished_at,
  }),
};
