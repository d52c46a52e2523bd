import { z } from '../../../../infra/openapi/zod';

/*
 * The product payload (`domain/product-payload.ts`) as a zod schema, documented: published only by the
 * previous generation's v2 orders route, which still imports it through the face
 * (lent-to-previous-generation.ts). No catalogue operation answers it; orders publishes its own OrderProduct.
 */

/** An upload as product:created names it: where it is published, and what it is. */
const productUploadSchema = z.object({
  url: z.string().openapi({ description: 'Where the file is published: an absolute URL.' }),
  type: z.string().openapi({ description: 'What the file is: `product_image` seen; expected to grow.' }),
});

/** An upload as an order names it: where it is published, and where it is stored. */
export const storedProductUploadSchema = productUploadSchema.extend({ path: z.string().openapi({ description: 'The stored path of the upload.' }) });

export const productPayloadSchema = z.object({
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
  uploads: z.array(productUploadSchema).openapi({ description: 'The files the service keeps for the product (a finished design’s picture).' }),
  created_at: z.string().datetime(),
  updated_at: z.string().datetime(),
});
