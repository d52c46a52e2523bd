import { inject, injectable } from 'inversify';
import { OrdersTokens } from '../orders.tokens';
import { orderWebhookShape } from '../domain/order-created';
import { composeOrderEmail, type NewOrderEmail, type OrderEmail } from '../domain/order-email';
import { ORDER_EMAIL_TASK } from './email-tasks';
import type { EmailTemplate, LetterOrNot, OrderEmailRepository, OrderRepository, RecipientLedger, StoreProfile } from './ports';

/**
 * An order email remembers no recipient: its one addressee, the manufacturer, must get the order, so a
 * try that stopped between handing the message over and marking it sent sends it again (at least once,
 * decisions 0007 and 0016) rather than leave it unconfirmed.
 */
const REMEMBERS_NOBODY: RecipientLedger = {
  recipients: async () => [],
  take: async () => true,
  suppress: async () => undefined,
  settle: async () => undefined,
  release: async () => undefined,
};

/** The order email: to the store's manufacturer, the order in words and attached as JSON, as its webhook has it. */
@injectable()
export class OrderEmailTemplate implements EmailTemplate<OrderEmail, NewOrderEmail> {
  readonly task = ORDER_EMAIL_TASK;
  readonly ledger = REMEMBERS_NOBODY;

  constructor(
    @inject(OrdersTokens.OrderEmailRepository) readonly emails: OrderEmailRepository,
    @inject(OrdersTokens.OrderRepository) private readonly orders: OrderRepository,
  ) {}

  /** Nobody to mail without a manufacturer address, and no retry mends that: the email fails. */
  async letter(email: OrderEmail, store: () => Promise<StoreProfile>): Promise<LetterOrNot> {
    const order = await this.orders.find(email.storeId, email.orderId);
    if (!order) return { failed: 'order_not_found' };
    const { name, manufacturerEmail } = await store();
    if (!manufacturerEmail) return { failed: 'no_manufacturer_email' };
    const { subject, text } = composeOrderEmail(order, name);
    const attachment = { filename: `order-${order.orderNumber}.json`, content: JSON.stringify(orderWebhookShape(order), null, 2), contentType: 'application/json' };
    return { to: [manufacturerEmail], suppressed: [], message: { subject, text, attachments: [attachment] } };
  }
}
