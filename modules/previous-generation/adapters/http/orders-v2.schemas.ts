import { z } from '../../../../infra/openapi/zod';
import { productPayloadSchema, storedProductUploadSchema } from '../../../catalogue';

/*
 * The v2 answer is the order exactly as the order:created webhook delivers it (orders' domain builds it:
 * `orderWebhookShape`), products included: the catalogue's product payload with each upload's stored
 * path and the line's terms. Its schema is written here, in the presenter that publishes it, and not
 * derived from v3's Order resource: it follows the webhook's order, and a change to the v3 resource alone
 * must not move it.
 */
const timestamps = { created_at: z.string().datetime(), updated_at: z.string().datetime() };

/** Each member is described by the contract's glossary, as v3's are. */
const legacyAddress = z.object({
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

export const legacyOrderSchema = z
  .object({
    order_id: z.number().int().openapi({ description: 'The order’s id, unique within the store.' }),
    order_number: z.number().int().openapi({ description: 'The order’s number in the store, given by the service, increasing.' }),
    external_order_number: z.string().openapi({ description: 'The order number the integration’s shop shows; empty when none was given.' }),
    external_id: z.string().openapi({ description: 'The integration’s own id of the order.' }),
    order_total: z.number().int().openapi({ description: 'What the integration charged for the order, in minor units of `currency` (cents for USD).' }),
    app_total: z.number().int().openapi({ description: 'The sum of `unit_price` × `quantity` over the products, in minor units of `currency`.' }),
    currency: z.string().openapi({ description: 'The ISO 4217 code of the order’s currency (the store’s).' }),
    shipping_line: z.string().openapi({ description: 'The shipping method as the integration’s shop named it; empty when none was given.' }),
    billing_address: legacyAddress.openapi({ description: 'Where the bill goes; every member empty when none was given.' }),
    shipping_address: legacyAddress.openapi({ description: 'Where the order ships; every member empty when none was given.' }),
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
    products: z
      .array(
        productPayloadSchema.extend({
          uploads: z.array(storedProductUploadSchema).openapi({ description: 'The files the service keeps for the product, each with where it is stored.' }),
          quantity: z.number().int().openapi({ description: 'How many of the product were ordered.' }),
          unit_price: z.number().int().openapi({ description: 'The price of one item as ordered, in minor units of the order’s currency (the product’s own price is `price`).' }),
        }),
      )
      .openapi({ description: 'The lines of the order: each product as it was when ordered, with its quantity and price.' }),
    ...timestamps,
  })
  .openapi('LegacyOrder', { description: 'The order exactly as the order:created webhook delivers it.' });
