import { inject, injectable } from 'inversify';
import { z } from '../../../../infra/openapi/zod';
import { defineConnectorTool } from '../../../../shared-kernel/connector-tools';
import { assertMergePatchDocument } from '../../../../shared-kernel/merge-patch';
import { parseBody } from '../../../../shared-kernel/validation/strict-parsing';
import { PricingTokens } from '../../pricing.tokens';
import type { GetPricingService } from '../../application/get-pricing.service';
import type { ReplacePricingService } from '../../application/replace-pricing.service';
import type { UpdatePricingService } from '../../application/update-pricing.service';
import { parsePricingDocument, pricingPatchBody } from '../http/pricing.schemas';
import { pricingResource, validatePricing } from '../http/pricing.routes';

// Ids are PostgreSQL integers: a larger number names no customiser and must not reach a query.
const customiserId = z.number().int().positive().max(2_147_483_647).describe('The id of one of the store’s customisers.');

/**
 * The connector's view of a customiser's pricing document, over the services and checks of
 * /api/v3/customisers/{customiser_id}/pricing, with the scopes its operations require.
 */
@injectable()
export class PricingTools {
  constructor(
    @inject(PricingTokens.GetPricing) private readonly pricing: GetPricingService,
    @inject(PricingTokens.ReplacePricing) private readonly replacement: ReplacePricingService,
    @inject(PricingTokens.UpdatePricing) private readonly update: UpdatePricingService,
  ) {}

  readonly getPricing = defineConnectorTool({
    name: 'get_pricing',
    title: 'Read a customiser’s pricing',
    description: 'The whole pricing document of a customiser: sizes, base pricing, price lists and sheet pricing, amounts in minor units of the store currency.',
    scopes: ['pricing:read'],
    write: false,
    input: z.strictObject({ customiser_id: customiserId }),
    run: async ({ customiser_id }) => pricingResource(await this.pricing.get(customiser_id)),
  });

  readonly validatePricing = defineConnectorTool({
    name: 'validate_pricing',
    title: 'Validate a pricing document',
    description: 'Checks a full pricing document of the customiser’s model as a replacement would, saving nothing: answers valid true, or the problems a replacement would meet.',
    // As POST …/pricing/validate asks, though nothing is written: validating is part of editing pricing.
    scopes: ['pricing:write'],
    write: false,
    input: z.strictObject({
      customiser_id: customiserId,
      document: z.record(z.string(), z.unknown()).describe('A full pricing document, as get_pricing answers it.'),
    }),
    run: ({ customiser_id, document }) => validatePricing(this.pricing, this.replacement, customiser_id, document),
  });

  readonly patchPricing = defineConnectorTool({
    name: 'patch_pricing',
    title: 'Change a customiser’s pricing',
    description: 'Applies a JSON merge patch (RFC 7396) to the pricing document: objects merge, arrays replace wholesale, null clears. An entry with size_id or price_list_id updates in place, one without creates. The result is validated as a whole and reprices the storefront at once.',
    scopes: ['pricing:write'],
    write: true,
    input: z.strictObject({
      customiser_id: customiserId,
      // Any JSON here, so that a patch that is not an object meets the route's own check (invalid_document).
      patch: z.unknown().describe('A JSON object with any of sizes, base_pricing, price_lists and sheet_pricing.'),
    }),
    run: async ({ customiser_id, patch }) => {
      assertMergePatchDocument(patch);
      const members = parseBody(pricingPatchBody, patch);
      return pricingResource(await this.update.update(customiser_id, members, parsePricingDocument));
    },
  });
}
