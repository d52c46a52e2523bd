import { inject, injectable } from 'inversify';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { Config } from '../../../../infra/config/config';
import { defineRoute, ok, page, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import type { OperationDirectory } from '../../../../infra/operations/operation-directory';
import { customiserV2, customiserV2Schema, type V3Customiser } from './customisers-v2.schemas';
import { pricingDocumentOfV2, pricingV2, pricingV2Schema, refusedV3Words, v3WordsIn, type V3Pricing } from './pricing-v2.schemas';
import { presenting } from './previous-generation-routing';
import { resourceOf, runPresented, answerSchemaOf, presentedRoute } from '../../../../infra/operations/presented-operation';
import { everyItemOf, pathText } from './v3-calls';
import { presentedByPreviousGeneration } from '../../../../shared-kernel/request-context';
import { objectOf } from './v3-schemas';

const PRICING_PATH = '/api/v2/customisers/{customiser_id}/pricing';

/** GET /api/v2/customisers and GET, PUT of a customiser's pricing: v3's listCustomisers and pricing operations in the older words. */
@injectable()
export class CustomisersV2Routes implements RouteSource {
  constructor(
    @inject(InfraTokens.OperationDirectory) private readonly directory: OperationDirectory,
    @inject(InfraTokens.Config) private readonly config: Config,
  ) {}

  routes(): AnyRoute[] {
    const list = presentedRoute(this.directory, 'listCustomisers');
    const get = presentedRoute(this.directory, 'getCustomiserPricing');
    const replace = presentedRoute(this.directory, 'replaceCustomiserPricing');
    const documentSchema = pricingV2Schema(answerSchemaOf(get));
    const document = { status: 200, kind: 'resource' as const, schema: documentSchema, description: 'The pricing document.' };
    // The path parameter is v3's own (customiser_id): the pipeline has parsed it with v3's schema already.
    const params = objectOf(get.params, 'getCustomiserPricing params');
    return [
      defineRoute({
        ...presenting(this.config, list),
        operationId: 'legacyListCustomisers',
        method: 'get',
        path: '/api/v2/customisers',
        summary: 'List every customiser of the store (previous generation)',
        description: 'All customisers, oldest first, in one plain array. Replaced by GET /api/v3/customisers (customisers:read), which pages.',
        response: { status: 200, kind: 'collection', schema: customiserV2Schema(answerSchemaOf(list)), description: 'Every customiser.' },
        handler: async (input) => page((await everyItemOf<V3Customiser>(list, input)).map(customiserV2), null),
      }),
      defineRoute({
        ...presenting(this.config, get),
        operationId: 'legacyGetCustomiserPricing',
        method: 'get',
        path: PRICING_PATH,
        summary: 'Get the pricing document of a customiser (previous generation)',
        description: 'Replaced by GET /api/v3/customisers/{customiser_id}/pricing (pricing:read).',
        params,
        response: document,
        handler: async (input) => ok(pricingV2(resourceOf<V3Pricing>(await runPresented(get, { params: { customiser_id: pathText(input.params.customiser_id) } }, input)))),
      }),
      defineRoute({
        ...presenting(this.config, replace, get),
        operationId: 'legacyReplaceCustomiserPricing',
        activity: { resourceType: 'customiser_pricing', verb: 'updated' },
        method: 'put',
        path: PRICING_PATH,
        summary: 'Replace the pricing document of a customiser (previous generation)',
        description: 'The whole document; customiser_id, pricing_model and currency may be sent back unchanged. The validation, deletion semantics, side effects and option-write budget of PUT /api/v3/customisers/{customiser_id}/pricing (pricing:write), which replaces it.',
        params,
        body: replace.body,
        bodyDocumentation: documentSchema,
        response: document,
        handler: async (input) => {
          const body = input.body as Record<string, unknown>;
          const request = { params: { customiser_id: pathText(input.params.customiser_id) } };
          const v3Words = v3WordsIn(body);
          if (v3Words.length > 0) {
            // Refused as this generation always refused them: once the pricing is found (404 or the retired
            // model first). Read only on this way out: a replacement loads the pricing once, itself.
            await runPresented(get, request, input);
            throw refusedV3Words(v3Words);
          }
          // The write is v3's, presented by this generation: its pricing version says so (legacy_replace).
          const replaced = await presentedByPreviousGeneration(() => runPresented(replace, { ...request, body: pricingDocumentOfV2(body) }, input));
          return ok(pricingV2(resourceOf<V3Pricing>(replaced)));
        },
      }),
    ];
  }
}
