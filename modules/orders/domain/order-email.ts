import type { Email } from './email';
import type { Address, Order, OrderLine } from './order';

/**
 * An email of the order template: one to the store's manufacturer. `reason` is why it was queued
 * (`resend`: a later copy a client asked for); it is never skipped, its manufacturer being its one
 * addressee. `recipient` is the address a sent one went to.
 */
export interface OrderEmail extends Email {
  orderId: number;
  reason: 'order_created' | 'resend';
  status: 'queued' | 'sent' | 'failed';
  recipient: string | null;
  failureReason: string | null;
  sentAt: Date | null;
}

/** What queueing an order email writes. */
export type NewOrderEmail = Pick<OrderEmail, 'storeId' | 'orderId' | 'reason'>;

/** Minor units shown as the currency writes them (2 decimals for EUR, none for JPY). */
export function formatMoney(amount: number, currency: string): string {
  let digits = 2;
  try {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    // An unknown code keeps two decimals; currencies are checked as three capitals, not against ISO 4217's list.
  }
  return `${(amount / 10 ** digits).toFixed(digits)} ${currency}`;
}

const joined = (...parts: string[]) => parts.filter((part) => part.trim() !== '').join(' ');

/** An address as a label writes it, one line each, empty parts left out. */
export function addressLines(address: Address): string[] {
  return [
    joined(address.firstName, address.lastName),
    address.company,
    address.address1,
    address.address2,
    joined(address.postcode, address.city),
    joined(address.state, address.country),
    address.phone,
    address.email,
  ].filter((line) => line.trim() !== '');
}

function lineText(line: OrderLine, currency: string): string[] {
  const product = line.product;
  const { customisations, dimensions, artwork } = product.external_data;
  const sizes = [dimensions.width_cm, dimensions.height_cm, dimensions.length_cm];
  return [
    `${line.quantity} x ${product.title} at ${formatMoney(line.price, currency)} each (product ${product.product_id}${product.external_id ? `, your ref ${product.external_id}` : ''})`,
    ...(sizes.some((value) => value !== null) ? [`    Size: ${sizes.map((value) => value ?? '-').join(' x ')} cm`] : []),
    ...customisations.map((item) => `    ${item.label}: ${item.value}`),
    ...Object.entries(artwork ?? {}).map(([name, url]) => `    ${name}: ${url}`),
  ];
}

/** What the manufacturer reads: who ordered what, to be made and shipped where. */
export function composeOrderEmail(order: Order, storeName: string): { subject: string; text: string } {
  const subject = `Order #${order.orderNumber} from ${storeName}`;
  const sections = [
    [
      `Order #${order.orderNumber} from ${storeName}`,
      `Placed ${order.createdAt.toISOString()}; the store's reference: ${order.externalOrderNumber || order.externalId}`,
    ],
    ['Customer:', `    ${joined(order.customer.firstName, order.customer.lastName, `<${order.customer.email}>`, order.customer.phone)}`],
    ['Ship to:', ...addressLines(order.shippingAddress).map((line) => `    ${line}`), ...(order.shippingLine ? [`    Shipping: ${order.shippingLine}`] : [])],
    ['Items:', ...order.lines.flatMap((line) => lineText(line, order.currency))],
    [`Items total: ${formatMoney(order.appTotal, order.currency)}`, `Order total: ${formatMoney(order.orderTotal, order.currency)}`],
  ];
  return { subject, text: `${sections.map((section) => section.join('\n')).join('\n\n')}\n` };
}
