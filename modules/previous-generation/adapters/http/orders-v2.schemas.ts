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
    order_id: z.number().int(),
    order_number: z.number().int(),
    external_order_number: z.string(),
    external_id: z.string(),
    order_total: z.number().int(),
    app_total: z.number().int(),
    currency: z.string(),
    shipping_line: z.string(),
    billing_address: legacyAddress,
    shipping_address: legacyAddress,
    customer: z.object({ first_name: z.string(), last_name: z.string(), phone: z.string(), email: z.string(), external_id: z.string(), ...timestamps }),
    products: z.array(productPayloadSchema.extend({ uploads: z.array(storedProductUploadSchema), quantity: z.number().int(), unit_price: z.number().int() })),
    ...timestamps,
  })
  .openapi('LegacyOrder', { description: 'The order exactly as the order:created webhook delivers it.' });
