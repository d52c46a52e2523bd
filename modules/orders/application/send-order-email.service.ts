import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../../../shared-kernel/clock';
import { MAILER, TEST_MAILER, type Mailer } from '../../../shared-kernel/mail';
import { OrdersTokens } from '../orders.tokens';
import { composeOrderEmail } from '../domain/order-email';
import { orderWebhookShape } from '../domain/order-created';
import type { EmailSender, EmailTryOutcome, OrderEmailRepository, OrderRepository, OrderStores } from './ports';

/**
 * Sends one queued order email to the store's manufacturer, with the order as JSON attached, and marks
 * it sent; a test store's goes to the test mailbox instead. Delivery is at least once: a crash between handing the message over and marking it sent
 * sends it again. An email already sent or failed is left alone. A failure no retry can mend (no such
 * email, its order gone, no manufacturer address) is answered, the email marked failed; a refused or
 * lost handover is thrown, for the next try.
 */
@injectable()
export class SendOrderEmailService implements EmailSender {
  constructor(
    @inject(OrdersTokens.OrderEmailRepository) private readonly emails: OrderEmailRepository,
    @inject(OrdersTokens.OrderRepository) private readonly orders: OrderRepository,
    @inject(OrdersTokens.OrderStores) private readonly stores: OrderStores,
    @inject(MAILER) private readonly mailer: Mailer,
    @inject(TEST_MAILER) private readonly testMailer: Mailer,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** `finalAttempt`: no retry follows a failure of this one, so a failure marks the email failed. */
  async send(storeId: number, emailId: number, options: { finalAttempt: boolean }): Promise<EmailTryOutcome> {
    const email = await this.emails.find(storeId, emailId);
    if (!email) return { failed: 'email_not_found' };
    if (email.status !== 'queued') return 'done';
    const order = await this.orders.find(storeId, email.orderId);
    if (!order) return this.fail(emailId, 'order_not_found');
    const store = await this.stores.profile(storeId);
    if (!store.manufacturerEmail) return this.fail(emailId, 'no_manufacturer_email');
    const { subject, text } = composeOrderEmail(order, store.name);
    try {
      // Test data's order never reaches the manufacturer: the test mailbox gets it.
      await (store.livemode ? this.mailer : this.testMailer).send({
        to: store.manufacturerEmail,
        subject,
        text,
        attachments: [{ filename: `order-${order.orderNumber}.json`, content: JSON.stringify(orderWebhookShape(order), null, 2), contentType: 'application/json' }],
      });
    } catch (error) {
      if (options.finalAttempt) await this.emails.finish(emailId, { status: 'failed', reason: 'delivery_failed' }, this.clock.now());
      throw error;
    }
    await this.emails.finish(emailId, { status: 'sent', to: [store.manufacturerEmail] }, this.clock.now());
    return 'done';
  }

  private async fail(emailId: number, reason: string): Promise<EmailTryOutcome> {
    await this.emails.finish(emailId, { status: 'failed', reason }, this.clock.now());
    return { failed: reason };
  }
}
