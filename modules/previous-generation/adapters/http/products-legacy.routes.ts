import { inject, injectable } from 'inversify';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { Config } from '../../../../infra/config/config';
import { idParam } from '../../../../infra/http/listing-query';
import { created, defineRoute, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { z } from '../../../../infra/openapi/zod';
import { CatalogueTokens, type SynchroniseProductService } from '../../../catalogue';
import { legacyProduct, legacyProductBody, legacyProductSchema, productSynchronisationOf } from './products-legacy.schemas';
import { previousGeneration } from './previous-generation-routing';

/** POST /api/customisers/{id}/products, the unversioned product synchronisation, over the v3 service. */
@injectable()
export class ProductsLegacyRoutes implements RouteSource {
  constructor(
    @inject(CatalogueTokens.SynchroniseProduct) private readonly synchronise: SynchroniseProductService,
    @inject(InfraTokens.Config) private readonly config: Config,
  ) {}

  routes(): AnyRoute[] {
    return [
      defineRoute({
        ...previousGeneration(this.config),
        operationId: 'legacySynchroniseProduct',
        method: 'post',
        path: '/api/customisers/{customiser_id}/products',
        summary: 'Synchronise a product from a custom integration (unversioned, previous generation)',
        description:
          'The rules of POST /api/v3/customisers/{customiser_id}/products (products:write), which replaces it: never fetches artwork, never calls the integration back, never emits product:created. Idempotency-Key optional; an external_id already synchronised is 409 store_product_id_conflict.',
        idempotency: 'optional',
        params: z.object({ customiser_id: idParam() }),
        body: legacyProductBody,
        response: { status: 201, kind: 'resource', schema: legacyProductSchema, description: 'The product.' },
        problems: ['resource_not_found', 'validation_failed', 'unknown_field', 'store_product_id_conflict', 'store_currency_unavailable', 'idempotency_key_conflict', 'idempotency_key_in_flight'],
        handler: async ({ params, body }) => created(legacyProduct(await this.synchronise.synchronise(params.customiser_id, productSynchronisationOf(body)))),
      }),
    ];
  }
}
