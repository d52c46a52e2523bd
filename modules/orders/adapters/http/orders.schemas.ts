import { listingQuery } from '../../../../infra/http/listing-query';
import { z } from '../../../../infra/openapi/zod';
import { productPayloadSchema, storedProductUploadSchema } from '../../../catalogue';
import type { Order } from '../../domain/order';
import { orderWebhookShape } from '../../domain/order-created';

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

/** A product of an order: the product payload of product:created as it was when ordered, each upload's stored path, and the line's terms. */
const orderProductSchema = productPayloadSchema
  .extend({
    uploads: z.array(storedProductUploadSchema),
    quantity: z.number().int(),
    unit_price: z.number().int().openapi({ description: 'One item as ordered, minor units of the order’s currency (the product’s own is `price`).' }),
  })
  .openapi('OrderProduct');

export const orderSchema = z
  .object({
    object: z.literal('order'),
    id: z.number().int(),
    order_id: z.number().int(),
    order_number: z.number().int(),
    external_order_number: z.string(),
    external_id: z.string(),
    order_total: z.number().int(),
    app_total: z.number().int().openapi({ description: 'The sum of unit_price × quantity over the products, minor units.' }),
    currency: z.string(),
    shipping_line: z.string(),
    billing_address: addressSchema,
    shipping_address: addressSchema,
    customer: z.object({ first_name: z.string(), last_name: z.string(), phone: z.string(), email: z.string(), external_id: z.string(), ...timestamps }),
    products: z.array(orderProductSchema),
    ...timestamps,
  })
  .openapi('Order', { description: 'The order as the order:created webhook delivers it, with object and id.' });

export function orderResource(order: Order) {
  return { object: 'order' as const, id: order.id, ...orderWebhookShape(order) };
}

export const orderEmailResendSchema = z
  .object({ object: z.literal('order_email_resend'), order_id: z.number().int(), status: z.literal('queued') })
  .openapi('OrderEmailResend');
