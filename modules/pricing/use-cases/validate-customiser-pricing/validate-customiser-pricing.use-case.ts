import { inject, injectable } from 'inversify';
import { defineRoute, ok, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { z } from '../../../../infra/openapi/zod';
import { presentAsTool, toolId } from '../../../../shared-kernel/connector-tools';
import { ValidatePricingService } from './validate-pricing.service';
import { pricingDocumentInput, validationVerdictSchema } from '../../adapters/http/pricing.schemas';
import { anyObject, customiserIdArgument, PRICING_PATH, PRICING_WRITE_PROBLEMS, pricingRouteCommon } from '../customiser-pricing-route';

/** POST /api/v3/customisers/{customiser_id}/pricing/validate, and the connector's `validate_pricing`: a replacement's checks, nothing saved. */
@injectable()
export default class ValidateCustomiserPricing implements RouteSource {
  constructor(@inject(ValidatePricingService) private readonly validation: ValidatePricingService) {}

  routes(): AnyRoute[] {
    return [
      defineRoute({
        ...pricingRouteCommon,
        operationId: 'validateCustomiserPricing',
        activity: { unrecorded: 'a check: it answers what a write would do and writes nothing' },
        method: 'post',
        path: `${PRICING_PATH}/validate`,
        summary: 'Validate a full pricing document without saving it',
        description: 'Answers 200 with valid true, or the same 422 and 409 problems a replace would give. Nothing is persisted, no cache is touched, no idempotency key is consumed.',
        scopes: ['pricing:write'],
        idempotency: 'none',
        body: anyObject,
        bodyDocumentation: pricingDocumentInput,
        response: { status: 200, kind: 'resource', schema: validationVerdictSchema, description: 'The verdict.' },
        problems: [...PRICING_WRITE_PROBLEMS],
        tool: presentAsTool({
          name: 'validate_pricing',
          title: 'Validate a pricing document',
          description: 'Checks a full pricing document of the customiser’s model as a replacement would, saving nothing: answers valid true, or the problems a replacement would meet.',
          input: z.strictObject({
            customiser_id: customiserIdArgument,
            document: z.record(z.string(), z.unknown()).describe('A full pricing document, as get_pricing answers it.'),
          }),
          request: ({ customiser_id, document }) => ({ params: { customiser_id: toolId(customiser_id) }, body: document }),
        }),
        handler: async ({ params: p, body }) => ok(await this.validation.validate(p.customiser_id, body as Record<string, unknown>)),
      }),
    ];
  }
}
