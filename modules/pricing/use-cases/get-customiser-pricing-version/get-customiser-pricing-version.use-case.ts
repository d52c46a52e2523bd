import { inject, injectable } from 'inversify';
import { defineRoute, ok, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { PricingHistoryService } from '../../application/pricing-history.service';
import { pricingVersionWithDocumentResource, pricingVersionWithDocumentSchema } from '../../adapters/http/pricing-versions.schemas';
import { pricingRouteCommon, versionParams, VERSIONS_PATH } from '../customiser-pricing-route';

/** GET /api/v3/customisers/{customiser_id}/pricing/versions/{version}: one version, with the document it kept. */
@injectable()
export default class GetCustomiserPricingVersion implements RouteSource {
  constructor(@inject(PricingHistoryService) private readonly history: PricingHistoryService) {}

  routes(): AnyRoute[] {
    return [
      defineRoute({
        ...pricingRouteCommon,
        operationId: 'getCustomiserPricingVersion',
        method: 'get',
        path: `${VERSIONS_PATH}/{version}`,
        summary: 'Get one version of a pricing document',
        description: 'The version with `document`: the whole pricing document as that write left it, as GET …/pricing answered it then. A version the customiser does not have (or no longer keeps) is 404.',
        params: versionParams,
        scopes: ['pricing:read'],
        idempotency: 'none',
        response: { status: 200, kind: 'resource', schema: pricingVersionWithDocumentSchema, description: 'The version, with its document.' },
        problems: ['resource_not_found', 'legacy_pricing_model', 'unknown_parameter'],
        handler: async ({ params }) => ok(pricingVersionWithDocumentResource(await this.history.read(params.customiser_id, params.version))),
      }),
    ];
  }
}
