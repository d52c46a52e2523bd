import type { Insertable, Selectable, Updateable } from 'kysely';
import type { NewOrderEmail, OrderEmail } from '../../domain/order-email';
import type { EmailRows } from './kysely-email.repository';
import type { OrdersTables } from './orders.tables';

type OrderEmailRow = OrdersTables['orders.order_emails'];

/**
 * An order email's row: why it was queued, the one address a sent one went to (its manufacturer, its
 * letter's only addressee), and when and why it failed. Otherwise only a failure finishes one: the order
 * template always has its manufacturer to mail, so none is skipped.
 */
export const ORDER_EMAIL_ROWS: EmailRows<OrderEmail, NewOrderEmail> = {
  table: 'orders.order_emails',
  about: 'order_id',
  queued: (email): Insertable<OrderEmailRow> => ({
    store_id: email.storeId,
    order_id: email.orderId,
    reason: email.reason,
    status: 'queued',
    recipient: null,
    failure_reason: null,
    sent_at: null,
    failed_at: null,
  }),
  finished: (outcome, at): Updateable<OrderEmailRow> =>
    outcome.status === 'sent' ? { status: 'sent', recipient: outcome.to[0] ?? null, sent_at: at } : { status: outcome.status, failure_reason: outcome.reason, failed_at: at },
  email: (row: Selectable<OrderEmailRow>): OrderEmail => ({
    id: row.id,
    storeId: row.store_id,
    orderId: row.order_id,
    reason: row.reason as OrderEmail['reason'],
    status: row.status as OrderEmail['status'],
    recipient: row.recipient,
    failureReason: row.failure_reason,
    createdAt: row.created_at,
    sentAt: row.sent_at,
  }),
};
