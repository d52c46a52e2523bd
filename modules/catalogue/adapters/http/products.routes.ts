import { inject, injectable } from 'inversify';
import { idParam, listingQuery } from '../../../../infra/http/listing-query';
import { created, defineRoute, ok, page, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { z } from '../../../../infra/openapi/zod';
import { CatalogueTokens } from '../../catalogue.tokens';
import { ARTWORK_KEYS } from '../../domain/product';
import type { ReadProductsService } from '../../application/read-products.service';
import type { SynchroniseProductService } from '../../application/synchronise-product.service';
import { productRecord, productRecordSchema } from '../../model/product-record';
import { customiserParams } from './catalogue-routing';

const text = (max: number) => z.string().max(max);
const dimension = () => z.number().min(0).max(100_000).nullable().default(null);

const synchroniseBody = z
  .strictObject({
    integration_id: z.number().int().positive(),
    store_product_id: z.string().trim().min(1).max(255),
    title: z.string().trim().min(1).max(255),
    description: text(10_000).default(''),
    price_amount: z.number().int().min(0),
    compare_at_amount: z.number().int().min(0).default(0),
    currency: z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 code'),
    width_cm: dimension(),
    height_cm: dimension(),
    length_cm: dimension(),
    customisations: z.array(z.strictObject({ key: text(100).min(1), label: text(200), value: text(2000) })).max(100).default([]),
    artwork: z.strictObject(Object.fromEntries(ARTWORK_KEYS.map((key) => [key, z.string().optional()]))).nullable().default(null),
  })
  .openapi('ProductSynchronisation');

@injectable()
export class ProductRoutes implements RouteSource {
  constructor(
    @inject(CatalogueTokens.SynchroniseProduct) private readonly synchronise: SynchroniseProductService,
    @inject(CatalogueTokens.ReadProducts) private readonly products: ReadProductsService,
  ) {}

  routes(): AnyRoute[] {
    const resource = { status: 200, kind: 'resource' as const, schema: productRecordSchema, description: 'The product.' };
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
        response: { ...resource, status: 201 },
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
      defineRoute({
        tag: 'Products',
        auth: 'api_key',
        operationId: 'listProducts',
        method: 'get',
        path: '/api/v3/products',
        summary: 'List products',
        scopes: ['products:read'],
        idempotency: 'none',
        query: z.object(listingQuery),
        response: { status: 200, kind: 'collection', schema: productRecordSchema, description: 'Products, oldest first.' },
        problems: ['unknown_parameter', 'invalid_parameter', 'invalid_cursor'],
        handler: async ({ query }) => {
          const listed = await this.products.list(query);
          return page(listed.items.map(productRecord), listed.nextCursor);
        },
      }),
      defineRoute({
        tag: 'Products',
        auth: 'api_key',
        operationId: 'getProduct',
        method: 'get',
        path: '/api/v3/products/{product_id}',
        summary: 'Read a product',
        scopes: ['products:read'],
        idempotency: 'none',
        params: z.object({ product_id: idParam() }),
        response: resource,
        problems: ['resource_not_found', 'unknown_parameter'],
        handler: async ({ params }) => ok(productRecord(await this.products.get(params.product_id))),
      }),
    ];
  }
}
