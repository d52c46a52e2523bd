import { escapeHtml } from '../../../../shared-kernel/html-escape';
import { actionButton, adminHref, moment, type AdminContext } from '../../../../infra/admin/admin-page';
import type { Address, Order, OrderLine } from '../../domain/order';
import { addressLines, formatMoney, type OrderEmail } from '../../domain/order-email';

const personName = (first: string, last: string) => [first, last].filter((part) => part.trim() !== '').join(' ') || '—';

export const orderTitle = (order: Order) => `Order #${order.orderNumber}`;

export function ordersPage(context: AdminContext, orders: readonly Order[], pages: string): string {
  if (orders.length === 0) return `<p>No ${context.mode === 'test' ? 'test ' : ''}orders here.</p>${pages}`;
  const rows = orders.map(
    (order) => `<tr data-order="${order.id}"><td><a href="${escapeHtml(adminHref(context, `/admin/orders/${order.id}`))}">#${order.orderNumber}</a></td>
<td>${escapeHtml(personName(order.customer.firstName, order.customer.lastName))}<div class="muted">${escapeHtml(order.customer.email)}</div></td>
<td>${escapeHtml(formatMoney(order.orderTotal, order.currency))}</td><td>${moment(order.createdAt)}</td></tr>`,
  );
  return `<table><caption class="muted">Oldest first, as the Store API lists them</caption><thead><tr><th scope="col">Order</th><th scope="col">Customer</th><th scope="col">Total</th><th scope="col">Created</th></tr></thead>
<tbody>${rows.join('')}</tbody></table>${pages}`;
}

function address(label: string, value: Address): string {
  const lines = addressLines(value);
  return `<section><h3>${label}</h3>${lines.length > 0 ? `<address>${lines.map(escapeHtml).join('<br>')}</address>` : '<p class="muted">None given.</p>'}</section>`;
}

function productRow(line: OrderLine, currency: string): string {
  const product = line.product;
  const { customisations, dimensions } = product.external_data;
  const sizes = ([['width', dimensions.width_cm], ['height', dimensions.height_cm], ['length', dimensions.length_cm]] as const).filter(([, size]) => size !== null);
  const details = [
    ...(sizes.length > 0 ? [`Size: ${sizes.map(([name, size]) => `${name} ${size} cm`).join(', ')}`] : []),
    ...customisations.map((item) => `${item.label}: ${item.value}`),
  ];
  const reference = `product ${product.product_id}${product.external_id ? `, your ref ${product.external_id}` : ''}`;
  return `<tr><td>${escapeHtml(product.title)}<div class="muted">${escapeHtml(reference)}</div>${details.length > 0 ? `<ul>${details.map((detail) => `<li>${escapeHtml(detail)}</li>`).join('')}</ul>` : ''}</td>
<td>${line.quantity}</td><td>${escapeHtml(formatMoney(line.price, currency))}</td><td>${escapeHtml(formatMoney(line.price * line.quantity, currency))}</td></tr>`;
}

const EMAIL_REASONS: Record<OrderEmail['reason'], string> = { order_created: 'The order was recorded', resend: 'Resent' };
const EMAIL_STATUSES: Record<OrderEmail['status'], string> = { queued: 'Queued', sent: 'Sent', failed: 'Failed' };

function emailsTable(emails: readonly OrderEmail[]): string {
  if (emails.length === 0) return '<p>No email of this order yet.</p>';
  const rows = emails.map(
    (email) => `<tr data-email="${email.id}"><td>${EMAIL_REASONS[email.reason]}</td><td><span class="badge badge-${email.status}">${EMAIL_STATUSES[email.status]}</span>${email.failureReason ? `<div class="muted">${escapeHtml(email.failureReason)}</div>` : ''}</td>
<td>${moment(email.createdAt)}</td><td>${moment(email.sentAt)}</td><td>${email.recipient ? escapeHtml(email.recipient) : '—'}</td></tr>`,
  );
  return `<table><caption class="muted">Each email to the store’s manufacturer, oldest first</caption><thead><tr><th scope="col">Why</th><th scope="col">Status</th><th scope="col">Queued</th><th scope="col">Sent</th><th scope="col">To</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

export function orderPage(context: AdminContext, order: Order, emails: readonly OrderEmail[]): string {
  const customer = order.customer;
  const facts: [string, string][] = [
    ['Created', moment(order.createdAt)],
    ['The store’s reference', order.externalOrderNumber || order.externalId],
    ['Shipping', order.shippingLine || '—'],
    ['Customer', `${personName(customer.firstName, customer.lastName)}${customer.email ? `, ${customer.email}` : ''}${customer.phone ? `, ${customer.phone}` : ''}`],
  ];
  return `<p><a href="${escapeHtml(adminHref(context, '/admin/orders'))}">All orders</a></p>
<dl class="facts">${facts.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>
<h2>Products</h2><table><thead><tr><th scope="col">Product</th><th scope="col">Quantity</th><th scope="col">Unit price</th><th scope="col">Amount</th></tr></thead>
<tbody>${order.lines.map((line) => productRow(line, order.currency)).join('')}</tbody></table>
<dl class="facts"><dt>Items total</dt><dd>${escapeHtml(formatMoney(order.appTotal, order.currency))}</dd><dt>Order total</dt><dd>${escapeHtml(formatMoney(order.orderTotal, order.currency))}</dd></dl>
<h2>Addresses</h2><div class="addresses">${address('Shipping address', order.shippingAddress)}${address('Billing address', order.billingAddress)}</div>
<h2>Order email</h2>${emailsTable(emails)}
<p>Resending queues the email again, to the manufacturer the store has configured; at most two resends a minute, as with an API key.</p>
${actionButton(context, `/admin/orders/${order.id}/resend`, 'Resend order email')}`;
}

/** What a resend answers: the API's 202 in words. */
export const resentNotice = (order: Order) => `<p>The email of order #${order.orderNumber} is queued again; it appears below as it is sent.</p>`;
