import { inject, injectable } from 'inversify';
import { listingQuery } from '../../../../infra/http/listing-query';
import { defineRoute, page, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { z } from '../../../../infra/openapi/zod';
import { Products } from '../../read-models/products';
import { productRecord, productRecordSchema } from '../../adapters/http/products.schemas';

/** GET /api/v3/products: the store's products, oldest first. */
@injectable()
export default class ListProducts implements RouteSource {
  constructor(@inject(Products) private readonly products: Products) {}

  routes(): AnyRoute[] {
    return [
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
    ];
  }
}
