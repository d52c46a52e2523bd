import { escapeHtml } from '../../../../shared-kernel/html-escape';
import { actionButton, adminHref, moment, type AdminContext } from '../../../../infra/admin/admin-page';
import { formatMoney } from '../../domain/order-email';
import type { OrderEmailResource, OrderResource } from '../http/orders.schemas';

/*
 * The admin draws what the Store API answers (the Order resource), so a page never shows what a key
 * would not read.
 */

type Address = OrderResource['billing_address'];
type ProductLine = OrderResource['products'][number];

const joined = (...parts: (string | null | undefined)[]) => parts.filter((part): part is string => typeof part === 'string' && part.trim() !== '').join(' ');
const personName = (first: string, last: string) => joined(first, last) || '—';

export const orderTitle = (order: Pick<OrderResource, 'order_number'>) => `Order #${order.order_number}`;

export function ordersPage(context: AdminContext, orders: readonly OrderResource[], pages: string): string {
  if (orders.length === 0) return `<p>No ${context.mode === 'test' ? 'test ' : ''}orders here.</p>${pages}`;
  const rows = orders.map(
    (order) => `<tr data-order="${order.id}"><td><a href="${escapeHtml(adminHref(context, `/admin/orders/${order.id}`))}">#${order.order_number}</a></td>
<td>${escapeHtml(personName(order.customer.first_name, order.customer.last_name))}<div class="muted">${escapeHtml(order.customer.email)}</div></td>
<td>${escapeHtml(formatMoney(order.order_total, order.currency))}</td><td>${moment(order.created_at)}</td></tr>`,
  );
  return `<table><caption class="muted">Oldest first, as the Store API lists them</caption><thead><tr><th scope="col">Order</th><th scope="col">Customer</th><th scope="col">Total</th><th scope="col">Created</th></tr></thead>
<tbody>${rows.join('')}</tbody></table>${pages}`;
}

/** An address as a label writes it, one line each, empty parts left out. */
function addressLines(address: Address): string[] {
  const lines = [
    joined(address.first_name, address.last_name),
    address.company,
    address.address_1,
    address.address_2,
    joined(address.postcode, address.city),
    joined(address.state, address.country),
    address.phone,
    address.email,
  ];
  return lines.filter((line) => line.trim() !== '');
}

function address(label: string, value: Address): string {
  const lines = addressLines(value);
  return `<section><h3>${label}</h3>${lines.length > 0 ? `<address>${lines.map(escapeHtml).join('<br>')}</address>` : '<p class="muted">None given.</p>'}</section>`;
}

function productRow(product: ProductLine, currency: string): string {
  const { customisations, dimensions } = product.external_data;
  const sizes = ([['width', dimensions.width_cm], ['height', dimensions.height_cm], ['length', dimensions.length_cm]] as const).filter(([, size]) => size !== null);
  const details = [
    ...(sizes.length > 0 ? [`Size: ${sizes.map(([name, size]) => `${name} ${size} cm`).join(', ')}`] : []),
    ...customisations.map((item) => `${item.label}: ${item.value}`),
  ];
  const reference = `product ${product.product_id}${product.external_id ? `, your ref ${product.external_id}` : ''}`;
  return `<tr><td>${escapeHtml(product.title)}<div class="muted">${escapeHtml(reference)}</div>${details.length > 0 ? `<ul>${details.map((detail) => `<li>${escapeHtml(detail)}</li>`).join('')}</ul>` : ''}</td>
<td>${product.quantity}</td><td>${escapeHtml(formatMoney(product.unit_price, currency))}</td><td>${escapeHtml(formatMoney(product.unit_price * product.quantity, currency))}</td></tr>`;
}

const EMAIL_REASONS: Record<OrderEmailResource['reason'], string> = { order_created: 'The order was recorded', resend: 'Resent' };
const EMAIL_STATUSES: Record<OrderEmailResource['status'], string> = { queued: 'Queued', sent: 'Sent', failed: 'Failed' };

function emailsTable(emails: readonly OrderEmailResource[]): string {
  if (emails.length === 0) return '<p>No email of this order yet.</p>';
  const rows = emails.map(
    (email) => `<tr data-email="${email.id}"><td>${EMAIL_REASONS[email.reason]}</td><td><span class="badge badge-${email.status}">${EMAIL_STATUSES[email.status]}</span>${email.failure_reason ? `<div class="muted">${escapeHtml(email.failure_reason)}</div>` : ''}</td>
<td>${moment(email.created_at)}</td><td>${moment(email.sent_at)}</td><td>${email.recipient ? escapeHtml(email.recipient) : '—'}</td></tr>`,
  );
  return `<table><caption class="muted">Each email to the store’s manufacturer, oldest first</caption><thead><tr><th scope="col">Why</th><th scope="col">Status</th><th scope="col">Queued</th><th scope="col">Sent</th><th scope="col">To</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

export function orderPage(context: AdminContext, order: OrderResource, emails: readonly OrderEmailResource[]): string {
  const customer = order.customer;
  const facts: [string, string][] = [
    ['Created', moment(order.created_at)],
    ['The store’s reference', order.external_order_number || order.external_id],
    ['Shipping', order.shipping_line || '—'],
    ['Customer', `${personName(customer.first_name, customer.last_name)}${customer.email ? `, ${customer.email}` : ''}${customer.phone ? `, ${customer.phone}` : ''}`],
  ];
  return `<p><a href="${escapeHtml(adminHref(context, '/admin/orders'))}">All orders</a></p>
<dl class="facts">${facts.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>
<h2>Products</h2><table><thead><tr><th scope="col">Product</th><th scope="col">Quantity</th><th scope="col">Unit price</th><th scope="col">Amount</th></tr></thead>
<tbody>${order.products.map((product) => productRow(product, order.currency)).join('')}</tbody></table>
<dl class="facts"><dt>Items total</dt><dd>${escapeHtml(formatMoney(order.app_total, order.currency))}</dd><dt>Order total</dt><dd>${escapeHtml(formatMoney(order.order_total, order.currency))}</dd></dl>
<h2>Addresses</h2><div class="addresses">${address('Shipping address', order.shipping_address)}${address('Billing address', order.billing_address)}</div>
<h2>Order email</h2>${emailsTable(emails)}
<p>Resending queues the email again, to the manufacturer the store has configured; at most two resends a minute, as with an API key.</p>
${actionButton(context, `/admin/orders/${order.id}/resend`, 'Resend order email')}`;
}

/** What a resend answers: the API's 202 in words. */
export const resentNotice = (order: Pick<OrderResource, 'order_number'>) => `<p>The email of order #${order.order_number} is queued again; it appears below as it is sent.</p>`;
