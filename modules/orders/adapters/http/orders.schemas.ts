import { listingQuery } from '../../../../infra/http/listing-query';
import { z } from '../../../../infra/openapi/zod';
import { productSchema } from '../../../catalogue';
import type { Address, Customer, Order } from '../../domain/order';
import type { RecordOrderCommand } from '../../application/record-order.service';
import { orderWebhookShape } from '../../domain/order-created';

/** An optional text field; absent or null is the empty string the webhook order shows. */
const text = (max: number) => z.string().trim().max(max).nullish().transform((value) => value ?? '');
const MONEY = 1_000_000_000_000;

const addressInput = z
  .strictObject({
    first_name: text(100),
    last_name: text(100),
    company: text(200),
    address_1: text(255),
    address_2: text(255),
    city: text(100),
    state: text(100),
    postcode: text(20),
    country: text(100),
    phone: text(50),
    email: text(254),
  })
  .openapi('OrderAddressInput');

const lineInput = z
  .strictObject({
    product_id: z.number().int().positive().optional().openapi({ description: 'The product id of this service; or give external_id' }),
    external_id: z.string().trim().min(1).max(255).optional().openapi({ description: 'The integration’s own id: store_product_id, or the external_id answered to product:created' }),
    quantity: z.number().int().min(1).max(10_000).default(1),
    price: z.number().int().min(0).max(MONEY).optional().openapi({ description: 'One item, minor units; defaults to the product’s price_amount' }),
  })
  .superRefine((line, context) => {
    if (line.product_id === undefined && line.external_id === undefined) {
      context.addIssue({ code: 'custom', path: ['product_id'], message: 'Give product_id or external_id.', params: { code: 'required' } });
    } else if (line.product_id !== undefined && line.external_id !== undefined) {
      context.addIssue({ code: 'custom', path: ['external_id'], message: 'Give product_id or external_id, not both.', params: { code: 'prohibited' } });
    }
  });

export const createOrderBody = z
  .strictObject({
    integration_id: z.number().int().positive(),
    external_id: z.string().trim().min(1).max(255),
    external_order_number: text(255),
    currency: z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 code'),
    order_total: z.number().int().min(0).max(MONEY),
    shipping_line: text(1000),
    customer: z.strictObject({
      first_name: text(100),
      last_name: text(100),
      email: z.string().trim().email().max(254),
      phone: text(50),
      external_id: text(255),
    }),
    billing_address: addressInput.nullish(),
    shipping_address: addressInput.nullish(),
    products: z.array(lineInput).min(1).max(250),
  })
  .openapi('OrderCreate');

export type CreateOrderBody = z.output<typeof createOrderBody>;

const noAddress = addressInput.parse({});

export function toAddress(input: z.output<typeof addressInput> | null | undefined): Address {
  const address = input ?? noAddress;
  return {
    firstName: address.first_name,
    lastName: address.last_name,
    company: address.company,
    address1: address.address_1,
    address2: address.address_2,
    city: address.city,
    state: address.state,
    postcode: address.postcode,
    country: address.country,
    phone: address.phone,
    email: address.email,
  };
}

export function toCustomer(input: CreateOrderBody['customer']): Customer {
  return { firstName: input.first_name, lastName: input.last_name, email: input.email, phone: input.phone, externalId: input.external_id };
}

/** The create body as the command that records it: one mapping for every operation that creates orders. */
export function recordOrderCommand(body: CreateOrderBody): RecordOrderCommand {
  return {
    integrationId: body.integration_id,
    externalId: body.external_id,
    externalOrderNumber: body.external_order_number,
    currency: body.currency,
    orderTotal: body.order_total,
    shippingLine: body.shipping_line,
    customer: toCustomer(body.customer),
    billingAddress: toAddress(body.billing_address),
    shippingAddress: toAddress(body.shipping_address),
    lines: body.products.map((line) => ({
      ...(line.product_id !== undefined ? { productId: line.product_id } : { externalId: line.external_id! }),
      quantity: line.quantity,
      ...(line.price !== undefined ? { price: line.price } : {}),
    })),
  };
}

const isoDate = z.union([z.iso.datetime({ offset: true }), z.iso.date()]).transform((value) => new Date(value));

export const ordersQuery = z.object({
  ...listingQuery,
  'filter[created_after]': isoDate.optional().openapi({ description: 'ISO 8601; orders created strictly after it' }),
  'filter[created_before]': isoDate.optional().openapi({ description: 'ISO 8601; orders created strictly before it' }),
});

const timestamps = { created_at: z.string().datetime(), updated_at: z.string().datetime() };
const addressSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  company: z.string(),
  address_1: z.string(),
  address_2: z.string(),
  city: z.string(),
  state: z.string(),
  postcode: z.string(),
  country: z.string(),
  phone: z.string(),
  email: z.string(),
  ...timestamps,
});

export const orderSchema = z
  .object({
    object: z.literal('order'),
    id: z.number().int(),
    order_id: z.number().int(),
    order_number: z.number().int(),
    external_order_number: z.string(),
    external_id: z.string(),
    order_total: z.number().int(),
    app_total: z.number().int(),
    currency: z.string(),
    shipping_line: z.string(),
    billing_address: addressSchema,
    shipping_address: addressSchema,
    customer: z.object({ first_name: z.string(), last_name: z.string(), phone: z.string(), email: z.string(), external_id: z.string(), ...timestamps }),
    products: z.array(productSchema.extend({ quantity: z.number().int(), price: z.number().int(), uploads: z.array(z.object({ path: z.string() })) })),
    ...timestamps,
  })
  .openapi('Order', { description: 'The order as the order:created webhook delivers it, with object and id.' });

export function orderResource(order: Order) {
  return { object: 'order' as const, id: order.id, ...orderWebhookShape(order) };
}

export const orderEmailResendSchema = z
  .object({ object: z.literal('order_email_resend'), order_id: z.number().int(), status: z.literal('queued') })
  .openapi('OrderEmailResend');
