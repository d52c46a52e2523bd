import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../../../shared-kernel/clock';
import { PermanentJobFailure } from '../../../shared-kernel/jobs';
import { MAILER, type Mailer } from '../../../shared-kernel/mail';
import { OrdersTokens } from '../orders.tokens';
import { composeOrderEmail } from '../domain/order-email';
import { orderWebhookShape } from '../domain/order-created';
import type { OrderEmailRepository, OrderRepository, OrderStores } from './ports';

/**
 * Sends one queued order email to the store's manufacturer, with the order as JSON attached, and marks
 * it sent. Delivery is at least once: a crash between handing the message over and marking it sent
 * sends it again. An email already sent or failed is left alone.
 */
@injectable()
export class SendOrderEmailService {
  constructor(
    @inject(OrdersTokens.OrderEmailRepository) private readonly emails: OrderEmailRepository,
    @inject(OrdersTokens.OrderRepository) private readonly orders: OrderRepository,
    @inject(OrdersTokens.OrderStores) private readonly stores: OrderStores,
    @inject(MAILER) private readonly mailer: Mailer,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** `finalAttempt`: no retry follows a failure of this one, so a failure marks the email failed. */
  async send(storeId: number, emailId: number, options: { finalAttempt: boolean }): Promise<void> {
    const email = await this.emails.find(storeId, emailId);
    if (!email) throw new PermanentJobFailure(`order email ${emailId} of store ${storeId} does not exist`);
    if (email.status !== 'queued') return;
    const order = await this.orders.find(storeId, email.orderId);
    if (!order) return this.fail(emailId, 'order_not_found');
    const store = await this.stores.profile(storeId);
    if (!store.manufacturerEmail) return this.fail(emailId, 'no_manufacturer_email');
    const { subject, text } = composeOrderEmail(order, store.name);
    try {
      await this.mailer.send({
        to: store.manufacturerEmail,
        subject,
        text,
        attachments: [{ filename: `order-${order.orderNumber}.json`, content: JSON.stringify(orderWebhookShape(order), null, 2), contentType: 'application/json' }],
      });
    } catch (error) {
      if (options.finalAttempt) await this.emails.markFailed(emailId, 'delivery_failed', this.clock.now());
      throw error;
    }
    await this.emails.markSent(emailId, store.manufacturerEmail, this.clock.now());
  }

  private async fail(emailId: number, reason: string): Promise<never> {
    await this.emails.markFailed(emailId, reason, this.clock.now());
    throw new PermanentJobFailure(`order email ${emailId} cannot be sent: ${reason}`);
  }
}
