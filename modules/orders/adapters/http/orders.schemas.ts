import { createdWindowQuery, idParam, listingQuery } from '../../../../infra/http/listing-query';
import { z } from '../../../../infra/openapi/zod';
import type { Order } from '../../domain/order';
import type { OrderEmail } from '../../domain/order-email';
import { orderWebhookShape } from '../../domain/order-created';

export const ordersQuery = z.object({ ...listingQuery, ...createdWindowQuery('orders') });

/** The path of one order: `getOrder`'s and `resendOrderEmail`'s. */
export const orderParams = z.object({ order_id: idParam().openapi({ description: 'The order’s id.' }) });

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

/**
 * A product of an order: the catalogue's product payload (product:created's `product`) as it was when
 * ordered, each upload with its stored path, and the line's terms. Orders publishes it in its own words;
 * the payload itself is the catalogue's (`productPayloadWithUploadPaths`, through its face).
 */
const orderProductSchema = z
  .object({
    product_id: z.number().int().openapi({ description: 'The product id of this service.' }),
    title: z.string().openapi({ description: 'The product’s title.' }),
    description: z.string().openapi({ description: 'The product’s description as plain text; empty for none.' }),
    description_html: z.string().openapi({ description: 'The same as HTML for a shop’s product page: a list of the customisations of a designed product, else the description in a paragraph.' }),
    external_id: z.string().openapi({ description: 'The integration’s own id of the product; empty until it has one.' }),
    external_data: z
      .object({
        customisations: z
          .array(
            z.object({
              key: z.string().openapi({ description: 'What was chosen, as a stable key (`font`).' }),
              label: z.string().openapi({ description: 'The same, as shoppers read it (`Font`).' }),
              value: z.string().openapi({ description: 'The choice (`Pacifico`).' }),
            }),
          )
          .openapi({ description: 'The choices the sign was made with, in the order shown.' }),
        design: z.record(z.string(), z.unknown()).nullable().openapi({ description: 'The shopper’s design, with its price; null for a synchronised product.' }),
        dimensions: z
          .object({
            width_cm: z.number().nullable().openapi({ description: 'The sign’s width in centimetres; null when not known.' }),
            height_cm: z.number().nullable().openapi({ description: 'The sign’s height in centimetres; null when not known.' }),
            length_cm: z.number().nullable().openapi({ description: 'The sign’s depth in centimetres; null when not known.' }),
          })
          .openapi({ description: 'The sign’s dimensions.' }),
        artwork: z.record(z.string(), z.string()).nullable().openapi({ description: 'URLs of the artwork files, by kind.' }),
      })
      .openapi({ description: 'What the sign is made from: its customisations, the design, its dimensions and its artwork.' }),
    price: z.number().int().openapi({ description: 'The product’s price, in minor units of the store’s currency (cents for USD).' }),
    compare_price: z.number().int().openapi({ description: 'The price it is compared with, in minor units of the store’s currency; 0 for none.' }),
    customiser_id: z.number().int().openapi({ description: 'The id of the customiser the product was designed with.' }),
    logo_upload_id: z.number().int().nullable().openapi({ description: 'Always null for now: no design takes a logo file yet.' }),
    product_image_url: z.string().openapi({ description: 'A picture of the finished sign: an absolute URL, or empty when there is none.' }),
    uploads: z
      .array(
        z.object({
          url: z.string().openapi({ description: 'Where the file is published: an absolute URL.' }),
          type: z.string().openapi({ description: 'What the file is: `product_image` seen; expected to grow.' }),
          path: z.string().openapi({ description: 'The stored path of the upload.' }),
        }),
      )
      .openapi({ description: 'The files the service keeps for the product (its picture), each with where it is stored.' }),
    created_at: z.string().datetime(),
    updated_at: z.string().datetime(),
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

/**
 * One email of an order as the admin reads it (`listOrderEmails`): what it was for, where it stands, to
 * whom it went.
 */
export function orderEmailResource(email: OrderEmail) {
  return {
    object: 'order_email' as const,
    id: email.id,
    order_id: email.orderId,
    reason: email.reason,
    status: email.status,
    recipient: email.recipient,
    failure_reason: email.failureReason,
    created_at: email.createdAt.toISOString(),
    sent_at: email.sentAt?.toISOString() ?? null,
  };
}

export type OrderEmailResource = ReturnType<typeof orderEmailResource>;
