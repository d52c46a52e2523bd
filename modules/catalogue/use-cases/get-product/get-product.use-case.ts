import { inject, injectable } from 'inversify';
import { idParam } from '../../../../infra/http/listing-query';
import { defineRoute, ok, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { z } from '../../../../infra/openapi/zod';
import { Products } from '../../read-models/products';
import { productRecord, productRecordSchema } from '../../adapters/http/products.schemas';

/** GET /api/v3/products/{product_id}: one product of the store. */
@injectable()
export default class GetProduct implements RouteSource {
  constructor(@inject(Products) private readonly products: Products) {}

  routes(): AnyRoute[] {
    return [
      defineRoute({
        tag: 'Products',
        auth: 'api_key',
        operationId: 'getProduct',
        method: 'get',
        path: '/api/v3/products/{product_id}',
        summary: 'Read a product',
        scopes: ['products:read'],
        idempotency: 'none',
        params: z.object({ product_id: idParam().openapi({ description: 'The product’s id.' }) }),
        response: { status: 200, kind: 'resource', schema: productRecordSchema, description: 'The product.' },
        problems: ['resource_not_found', 'unknown_parameter'],
        handler: async ({ params }) => ok(productRecord(await this.products.get(params.product_id))),
      }),
    ];
  }
}
