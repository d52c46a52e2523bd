import { inject, injectable } from 'inversify';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { Config } from '../../../../infra/config/config';
import { created, defineRoute, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import type { OperationDirectory } from '../../../../infra/operations/operation-directory';
import { legacyProduct, legacyProductBody, legacyProductSchema, synchronisationOfV2, type V3Product } from './products-legacy.schemas';
import { presenting } from './previous-generation-routing';
import { resourceOf, runPresented, answerSchemaOf, presentedRoute } from '../../../../infra/operations/presented-operation';
import { pathText } from './v3-calls';
import { objectOf } from './v3-schemas';

/** POST /api/customisers/{id}/products, the unversioned product synchronisation: v3's synchroniseProduct in the older words. */
@injectable()
export class ProductsLegacyRoutes implements RouteSource {
  constructor(
    @inject(InfraTokens.OperationDirectory) private readonly directory: OperationDirectory,
    @inject(InfraTokens.Config) private readonly config: Config,
  ) {}

  routes(): AnyRoute[] {
    const synchronise = presentedRoute(this.directory, 'synchroniseProduct');
    return [
      defineRoute({
        ...presenting(this.config, synchronise),
        operationId: 'legacySynchroniseProduct',
        activity: { resourceType: 'product', verb: 'synchronised', subject: ({ data }) => ({ id: data.product_id as number }) },
        method: 'post',
        path: '/api/customisers/{customiser_id}/products',
        summary: 'Synchronise a product from a custom integration (unversioned, previous generation)',
        description:
          'The rules of POST /api/v3/customisers/{customiser_id}/products (products:write), which replaces it: never fetches artwork, never calls the integration back, never emits product:created. Idempotency-Key optional; an external_id already synchronised is 409 store_product_id_conflict.',
        params: objectOf(synchronise.params, 'synchroniseProduct params'),
        body: legacyProductBody(synchronise.body),
        response: { status: 201, kind: 'resource', schema: legacyProductSchema(answerSchemaOf(synchronise)), description: 'The product.' },
        handler: async (input) => {
          const request = { params: { customiser_id: pathText(input.params.customiser_id) }, body: synchronisationOfV2(input.body) };
          return created(legacyProduct(resourceOf<V3Product>(await runPresented(synchronise, request, input))));
        },
      }),
    ];
  }
}
