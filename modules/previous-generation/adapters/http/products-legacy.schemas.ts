import { z } from '../../../../infra/openapi/zod';
import { fieldCode } from '../../../../shared-kernel/validation/strict-parsing';
import { artworkUrlProblem } from '../../../../shared-kernel/validation/artwork-url';
import { memberOf, objectOf } from './v3-schemas';

/**
 * The unversioned synchronisation body, in the words the product:created payload still uses:
 * `external_id`, `price`, `compare_price`, `product_image_url` (decision 0013). Each member but the image
 * is v3's, under its older name; the image is this generation's own (v3 takes an artwork object) and is
 * checked here, so that a refused URL is told at `/product_image_url` beside the body's other faults.
 */
export function legacyProductBody(v3Synchronisation: z.ZodType | undefined) {
  const v3 = objectOf(v3Synchronisation, 'a v3 product synchronisation');
  return z
    .strictObject({
      integration_id: memberOf(v3, 'integration_id').openapi({ description: 'The id of the store’s integration the product comes from: an enabled `custom` integration.' }),
      external_id: memberOf(v3, 'store_product_id').openapi({ description: 'The integration’s own id (v3 store_product_id).' }),
      title: memberOf(v3, 'title'),
      description: memberOf(v3, 'description'),
      price: memberOf(v3, 'price_amount').openapi({ description: 'The product’s price, in minor units of the store’s currency (cents for USD); v3 calls it `price_amount`.' }),
      compare_price: memberOf(v3, 'compare_at_amount').openapi({ description: 'The price it is compared with, in minor units of the store’s currency; 0, the default, for none. v3 calls it `compare_at_amount`.' }),
      currency: memberOf(v3, 'currency').openapi({ description: 'The ISO 4217 code of the prices’ currency: must be the store’s.' }),
      product_image_url: z
        .string()
        .nullable()
        .default(null)
        .superRefine((url, context) => {
          const problem = url === null ? undefined : artworkUrlProblem(url);
          if (problem) context.addIssue({ code: 'custom', message: problem, params: fieldCode('invalid') });
        })
        .openapi({ description: 'Credential-free https, at most 255 characters; stored as the artwork preview, never fetched.' }),
      width_cm: memberOf(v3, 'width_cm'),
      height_cm: memberOf(v3, 'height_cm'),
      length_cm: memberOf(v3, 'length_cm'),
    })
    .openapi('LegacyProductSynchronisation');
}

/** The body in v3's words: the image becomes the artwork's preview, and the product has no customisations. */
export function synchronisationOfV2(body: Record<string, unknown>) {
  const { external_id, price, compare_price, product_image_url, ...same } = body;
  return {
    ...same,
    store_product_id: external_id,
    price_amount: price,
    compare_at_amount: compare_price,
    artwork: product_image_url === null ? null : { preview_image_url: product_image_url },
  };
}

/** A product as v3 answers it: the members this generation shows. */
export interface V3Product {
  id: number;
  customiser_id: number;
  integration_id: number | null;
  store_product_id: string | null;
  title: string;
  description: string;
  price_amount: number;
  compare_at_amount: number;
  currency: string;
  image_url: string | null;
  width_cm: number | null;
  height_cm: number | null;
  length_cm: number | null;
  created_at: string;
  updated_at: string;
}

/** v3's product under the older names and descriptions; the image is this generation's own member. */
export function legacyProductSchema(v3Product: z.ZodType) {
  const v3 = objectOf(v3Product, 'a v3 product');
  return z
    .object({
      product_id: memberOf(v3, 'id').openapi({ description: 'The product’s id (v3 `id`): order lines name products by it.' }),
      customiser_id: memberOf(v3, 'customiser_id').openapi({ description: 'The id of the customiser the product belongs to.' }),
      integration_id: memberOf(v3, 'integration_id'),
      external_id: memberOf(v3, 'store_product_id').openapi({ description: 'The integration’s own id of the product (v3 `store_product_id`); null for a product a shopper designed.' }),
      title: memberOf(v3, 'title'),
      description: memberOf(v3, 'description'),
      price: memberOf(v3, 'price_amount').openapi({ description: 'The product’s price, in minor units of the store’s currency (cents for USD).' }),
      compare_price: memberOf(v3, 'compare_at_amount').openapi({ description: 'The price it is compared with, in minor units of the store’s currency; 0 for none.' }),
      currency: memberOf(v3, 'currency'),
      product_image_url: z.string().nullable().openapi({ description: 'A picture of the finished sign (the artwork preview): an absolute URL, or null.' }),
      width_cm: memberOf(v3, 'width_cm'),
      height_cm: memberOf(v3, 'height_cm'),
      length_cm: memberOf(v3, 'length_cm'),
      created_at: memberOf(v3, 'created_at'),
      updated_at: memberOf(v3, 'updated_at'),
    })
    .openapi('LegacyProduct', { description: 'A synchronised product in the previous generation’s words.' });
}

export function legacyProduct(product: V3Product) {
  return {
    product_id: product.id,
    customiser_id: product.customiser_id,
    integration_id: product.integration_id,
    external_id: product.store_product_id,
    title: product.title,
    description: product.description,
    price: product.price_amount,
    compare_price: product.compare_at_amount,
    currency: product.currency,
    product_image_url: product.image_url,
    width_cm: product.width_cm,
    height_cm: product.height_cm,
    length_cm: product.length_cm,
    created_at: product.created_at,
    updated_at: product.updated_at,
  };
}
