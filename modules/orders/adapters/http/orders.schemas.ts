import { listingQuery } from '../../../../infra/http/listing-query';
import { z } from '../../../../infra/openapi/zod';
import { productPayloadSchema, storedProductUploadSchema } from '../../../catalogue';
import type { Order } from '../../domain/order';
import { orderWebhookShape } from '../../domain/order-created';
import { createdWindowQuery } from './created-window.schemas';

export const ordersQuery = z.object({ ...listingQuery, ...createdWindowQuery('orders') });

const timestamps = { created_at: z.string().datetime(), updated_at: z.string().datetime() };
/** Each member is described by the contract's glossary: a name or an address means the same everywhere. */
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
    uploads: z.array(storedProductUploadSchema).openapi({ description: 'The files the service keeps for the product (its picture), each with where it is stored.' }),
    quantity: z.number().int().openapi({ description: 'How many of the product were ordered (1 to 10,000).' }),
    unit_price: z.number().int().openapi({ description: 'The price of one item as ordered, in minor units of the order’s currency (the product’s own price is `price`).' }),
  })
  .openapi('OrderProduct');

export const orderSchema = z
  .object({
    object: z.literal('order'),
    id: z.number().int().openapi({ description: 'The order’s id, unique within the store.' }),
    order_id: z.number().int().openapi({ description: 'The order’s id again, under the name the webhook gives it.' }),
    order_number: z.number().int().openapi({ description: 'The order’s number in the store, given by the service, increasing.' }),
    external_order_number: z.string().openapi({ description: 'The order number the integration’s shop shows; empty when none was given.' }),
    external_id: z.string().openapi({ description: 'The integration’s own id of the order.' }),
    order_total: z.number().int().openapi({ description: 'What the integration charged for the order, in minor units of `currency` (cents for USD).' }),
    app_total: z.number().int().openapi({ description: 'The sum of `unit_price` × `quantity` over the products, in minor units of `currency`.' }),
    currency: z.string().openapi({ description: 'The ISO 4217 code of the order’s currency (the store’s).' }),
    shipping_line: z.string().openapi({ description: 'The shipping method as the integration’s shop named it; empty when none was given.' }),
    billing_address: addressSchema.openapi({ description: 'Where the bill goes; every member empty when none was given.' }),
    shipping_address: addressSchema.openapi({ description: 'Where the order ships; every member empty when none was given.' }),
    customer: z
      .object({
        first_name: z.string(),
        last_name: z.string(),
        phone: z.string(),
        email: z.string(),
        external_id: z.string().openapi({ description: 'The integration’s own id of the customer; empty when none was given.' }),
        ...timestamps,
      })
      .openapi({ description: 'Who ordered.' }),
    products: z.array(orderProductSchema).openapi({ description: 'The lines of the order: each product as it was when ordered, with its quantity and price.' }),
    ...timestamps,
  })
  .openapi('Order', { description: 'The order as the order:created webhook delivers it, with object and id.' });

export function orderResource(order: Order) {
  return { object: 'order' as const, id: order.id, ...orderWebhookShape(order) };
}

export type OrderResource = ReturnType<typeof orderResource>;

export const orderEmailResendSchema = z
  .object({
    object: z.literal('order_email_resend'),
    order_id: z.number().int().openapi({ description: 'The id of the order whose email was queued again.' }),
    status: z.literal('queued').openapi({ description: 'Always `queued`: the email to the store’s manufacturer is on its way again.' }),
  })
  .openapi('OrderEmailResend');
