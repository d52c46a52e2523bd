import { z } from '../../../../infra/openapi/zod';
import { elementOf, memberOf, objectOf } from './v3-schemas';

/** An order as v3 answers it: the order:created webhook's order, with object and id. */
export interface V3Order {
  object: string;
  id: number;
  [member: string]: unknown;
}

/**
 * The v2 answer is the order exactly as the order:created webhook delivers it: v3's order without object
 * and id. Its members are v3's, described in this generation's words where v3's words differ; its lines
 * are written out in place, as they always were, rather than naming v3's OrderProduct.
 */
export function legacyOrderSchema(v3Order: z.ZodType) {
  const v3 = objectOf(v3Order, 'a v3 order');
  const line = objectOf(elementOf(memberOf(v3, 'products')), 'a v3 order line');
  return v3
    .omit({ object: true, id: true })
    .extend({
      order_id: memberOf(v3, 'order_id').openapi({ description: 'The order’s id, unique within the store.' }),
      products: z
        .array(
          z.object(line.shape).extend({
            uploads: memberOf(line, 'uploads').openapi({ description: 'The files the service keeps for the product, each with where it is stored.' }),
            quantity: memberOf(line, 'quantity').openapi({ description: 'How many of the product were ordered.' }),
          }),
        )
        .openapi({ description: 'The lines of the order: each product as it was when ordered, with its quantity and price.' }),
    })
    .openapi('LegacyOrder', { description: 'The order exactly as the order:created webhook delivers it.' });
}

export function legacyOrder({ object: _object, id: _id, ...order }: V3Order) {
  return order;
}
