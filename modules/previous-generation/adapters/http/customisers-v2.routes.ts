import { inject, injectable } from 'inversify';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { Config } from '../../../../infra/config/config';
import { optionWriteBudget } from '../../../../infra/http/budgets';
import { idParam } from '../../../../infra/http/listing-query';
import { defineRoute, ok, page, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { z } from '../../../../infra/openapi/zod';
import { CatalogueTokens, type ListCustomisersService } from '../../../catalogue';
import { PricingTokens, type GetPricingService, type ReplacePricingService } from '../../../pricing';
import { customiserV2, customiserV2Schema } from './customisers-v2.schemas';
import { pricingDocumentOfV2, pricingV2, pricingV2Schema } from './pricing-v2.schemas';
import { previousGeneration, readAll } from './previous-generation-routing';

const params = z.object({ customiser_id: idParam() });
const PRICING_PATH = '/api/v2/customisers/{customiser_id}/pricing';

/** GET /api/v2/customisers and GET, PUT of a customiser's pricing: the catalogue and pricing services in the older words. */
@injectable()
export class CustomisersV2Routes implements RouteSource {
  constructor(
    @inject(CatalogueTokens.ListCustomisers) private readonly customisers: ListCustomisersService,
    @inject(PricingTokens.GetPricing) private readonly pricing: GetPricingService,
    @inject(PricingTokens.ReplacePricing) private readonly replacement: ReplacePricingService,
    @inject(InfraTokens.Config) private readonly config: Config,
  ) {}

  routes(): AnyRoute[] {
    const common = previousGeneration(this.config);
    const document = { status: 200, kind: 'resource' as const, schema: pricingV2Schema, description: 'The pricing document.' };
    return [
      defineRoute({
        ...common,
        operationId: 'legacyListCustomisers',
        method: 'get',
        path: '/api/v2/customisers',
        summary: 'List every customiser of the store (previous generation)',
        description: 'All customisers, oldest first, in one plain array. Replaced by GET /api/v3/customisers (customisers:read), which pages.',
        idempotency: 'none',
        response: { status: 200, kind: 'collection', schema: customiserV2Schema, description: 'Every customiser.' },
        problems: ['unknown_parameter'],
        handler: async () => {
          const all = await readAll((cursor) => this.customisers.list({}, { limit: 100, cursor }));
          return page(all.map(customiserV2), null);
        },
      }),
      defineRoute({
        ...common,
        operationId: 'legacyGetCustomiserPricing',
        method: 'get',
        path: PRICING_PATH,
        summary: 'Get the pricing document of a customiser (previous generation)',
        description: 'Replaced by GET /api/v3/customisers/{customiser_id}/pricing (pricing:read).',
        idempotency: 'none',
        params,
        response: document,
        problems: ['resource_not_found', 'legacy_pricing_model', 'unknown_parameter'],
        handler: async ({ params: p }) => ok(pricingV2(await this.pricing.get(p.customiser_id))),
      }),
      defineRoute({
        ...common,
        operationId: 'legacyReplaceCustomiserPricing',
        method: 'put',
        path: PRICING_PATH,
        summary: 'Replace the pricing document of a customiser (previous generation)',
        description: 'The whole document; customiser_id, pricing_model and currency may be sent back unchanged. The validation, deletion semantics, side effects and option-write budget of PUT /api/v3/customisers/{customiser_id}/pricing (pricing:write), which replaces it.',
        idempotency: 'optional',
        budget: optionWriteBudget(this.config),
        params,
        body: z.record(z.string(), z.unknown()),
        bodyDocumentation: pricingV2Schema,
        response: document,
        problems: ['resource_not_found', 'legacy_pricing_model', 'validation_failed', 'unknown_field', 'resource_in_use', 'idempotency_key_conflict', 'idempotency_key_in_flight'],
        // One load: the v2 body is translated against the pricing the replacement loaded and locked.
        handler: async ({ params: p, body }) => ok(pricingV2((await this.replacement.replace(p.customiser_id, (current) => pricingDocumentOfV2(body, current))).view())),
      }),
    ];
  }
}
