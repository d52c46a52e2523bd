import { inject, injectable } from 'inversify';
import { created, defineRoute, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { z } from '../../../../infra/openapi/zod';
import { ARTWORK_FILES, ARTWORK_KEYS } from '../../domain/product';
import { SynchroniseProductService } from './synchronise-product.service';
import { productRecord, productRecordSchema } from '../../adapters/http/products.schemas';
import { customiserParams } from '../../adapters/http/catalogue-routing';

const text = (max: number) => z.string().max(max);
const dimension = () => z.number().min(0).max(100_000).nullable().default(null);

const synchroniseBody = z
  .strictObject({
    integration_id: z.number().int().positive().openapi({ description: 'The id of the store’s integration the product comes from: an enabled `custom` integration (`accepts_writes` true), else 422 `integration_does_not_accept_writes`.' }),
    store_product_id: z.string().trim().min(1).max(255).openapi({ description: 'The integration’s own stable id of the product, 1 to 255 characters; one already synchronised in the store answers 409 `store_product_id_conflict`.' }),
    title: z.string().trim().min(1).max(255).openapi({ description: 'The product’s title, 1 to 255 characters.' }),
    description: text(10_000).default('').openapi({ description: 'The product’s description, up to 10,000 characters. Default empty.' }),
    price_amount: z.number().int().min(0).openapi({ description: 'The product’s price, in minor units of the store’s currency (cents for USD): an integer, 0 or more.' }),
    compare_at_amount: z.number().int().min(0).default(0).openapi({ description: 'The price it is compared with (a former price), in minor units of the store’s currency: an integer, 0 or more; 0, the default, for none.' }),
    currency: z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 code').openapi({ description: 'The ISO 4217 code of the prices’ currency: must be the store’s currency (409 `store_currency_unavailable` while the store has none).' }),
    width_cm: dimension().openapi({ description: 'The sign’s width in centimetres, 0 to 100,000; null (the default) when not known.' }),
    height_cm: dimension().openapi({ description: 'The sign’s height in centimetres, 0 to 100,000; null (the default) when not known.' }),
    length_cm: dimension().openapi({ description: 'The sign’s depth in centimetres, 0 to 100,000; null (the default) when not known.' }),
    customisations: z
      .array(
        z.strictObject({
          key: text(100).min(1).openapi({ description: 'What was chosen, as a stable key (`font`), 1 to 100 characters.' }),
          label: text(200).openapi({ description: 'The same, as shoppers read it (`Font`), up to 200 characters.' }),
          value: text(2000).openapi({ description: 'The choice (`Pacifico`), up to 2,000 characters.' }),
        }),
      )
      .max(100)
      .default([])
      .openapi({ description: 'The choices the sign was made with, at most 100, in the order shown. Default empty.' }),
    artwork: z
      .strictObject(Object.fromEntries(ARTWORK_KEYS.map((key) => [key, z.string().optional().openapi({ format: 'uri', description: `Where ${ARTWORK_FILES[key]} is.` })])))
      .nullable()
      .default(null)
      .openapi({ description: 'References to the product’s artwork files, stored and never fetched: each a credential-free https URL of at most 255 characters. Null (the default) for none.' }),
  })
  .openapi('ProductSynchronisation');

/** POST /api/v3/customisers/{customiser_id}/products: a product of a custom integration, recorded as it was sent. */
@injectable()
export default class SynchroniseProduct implements RouteSource {
  constructor(@inject(SynchroniseProductService) private readonly synchronise: SynchroniseProductService) {}

  routes(): AnyRoute[] {
    return [
      defineRoute({
        tag: 'Products',
        auth: 'api_key',
        operationId: 'synchroniseProduct',
        method: 'post',
        path: '/api/v3/customisers/{customiser_id}/products',
        summary: 'Synchronise a product from a custom integration',
        description: 'Records the product (artwork stored as references, never fetched); never calls the integration back and never emits product:created. Concurrent synchronisations of a store are serialised. Idempotency-Key unique per logical product.',
        scopes: ['products:write'],
        idempotency: 'required',
        params: customiserParams,
        body: synchroniseBody,
        response: { status: 201, kind: 'resource', schema: productRecordSchema, description: 'The product.' },
        createdResource: { path: '/api/v3/products/{product_id}', resourceFields: { product_id: 'id' } },
        problems: ['resource_not_found', 'missing_idempotency_key', 'validation_failed', 'unknown_field', 'store_product_id_conflict', 'store_currency_unavailable', 'idempotency_key_conflict', 'idempotency_key_in_flight'],
        handler: async ({ params, body }) => {
          const artwork = body.artwork === null ? null : (Object.fromEntries(Object.entries(body.artwork).filter(([, url]) => url !== undefined)) as Record<string, string>);
          const product = await this.synchronise.synchronise(params.customiser_id, {
            integrationId: body.integration_id,
            storeProductId: body.store_product_id,
            title: body.title,
            description: body.description,
            priceAmount: body.price_amount,
            compareAtAmount: body.compare_at_amount,
            currency: body.currency,
            widthCm: body.width_cm,
            heightCm: body.height_cm,
            lengthCm: body.length_cm,
            customisations: body.customisations,
            artwork,
          });
          return created(productRecord(product));
        },
      }),
    ];
  }
}
