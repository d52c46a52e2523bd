import { inject, injectable } from 'inversify';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { Config } from '../../../../infra/config/config';
import { optionWriteBudget } from '../../../../infra/http/budgets';
import { defineRoute, ok, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { ReplacePricingService } from '../../application/replace-pricing.service';
import { pricingDocumentInput, pricingResourceText } from '../../adapters/http/pricing.schemas';
import { anyObject, PRICING_PATH, PRICING_WRITE_PROBLEMS, pricingDocumentResponse, pricingRouteCommon } from '../customiser-pricing-route';

/** PUT /api/v3/customisers/{customiser_id}/pricing: the whole document of the customiser's model. */
@injectable()
export default class ReplaceCustomiserPricing implements RouteSource {
  constructor(
    @inject(ReplacePricingService) private readonly replacement: ReplacePricingService,
    @inject(InfraTokens.Config) private readonly config: Config,
  ) {}

  routes(): AnyRoute[] {
    return [
      defineRoute({
        ...pricingRouteCommon,
        operationId: 'replaceCustomiserPricing',
        method: 'put',
        path: PRICING_PATH,
        summary: 'Replace the pricing document',
        description: 'The full document of the customiser model; the read-only descriptors GET shows may be sent back unchanged. Same validation, deletion semantics and errors as the merge patch.',
        scopes: ['pricing:write'],
        idempotency: 'optional',
        budget: optionWriteBudget(this.config),
        body: anyObject,
        bodyDocumentation: pricingDocumentInput,
        response: pricingDocumentResponse,
        problems: [...PRICING_WRITE_PROBLEMS, 'idempotency_key_conflict', 'idempotency_key_in_flight'],
        handler: async ({ params: p, body }) => ok(pricingResourceText((await this.replacement.replace(p.customiser_id, body as Record<string, unknown>)).shown())),
      }),
    ];
  }
}
