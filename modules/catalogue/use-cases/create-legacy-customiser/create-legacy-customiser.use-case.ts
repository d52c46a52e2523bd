import { inject, injectable } from 'inversify';
import { z } from '../../../../shared-kernel/validation/zod';
import { created, defineOperation, type AnyOperation } from '../../../../infra/operations/operation';
import { CreateCustomiserService } from '../../application/create-customiser.service';
import { RETIRED_PRICING_MODEL } from '../../domain/customiser';

const categoryName = () => z.string().regex(/^[a-z][a-z0-9_]{0,63}$/);

const legacyCustomiser = z.strictObject({
  name: z.string().trim().min(1).max(200),
  sign_category: categoryName(),
  product_family: categoryName(),
});

/**
 * The operator's: a customiser of the retired legacy fixed-height model, inactive, as those made before it
 * retired still are: the demo's, so that clients meet one. The Store API creates only the models still priced.
 */
@injectable()
export default class CreateLegacyCustomiser {
  constructor(@inject(CreateCustomiserService) private readonly customisers: CreateCustomiserService) {}

  operations(): AnyOperation[] {
    return [
      defineOperation({
        operationId: 'createLegacyCustomiser',
        activity: { resourceType: 'customiser' },
        auth: 'operator',
        scopes: [],
        idempotency: 'none',
        body: legacyCustomiser,
        problems: ['validation_failed', 'unknown_field'],
        handler: async ({ body }) => {
          const customiser = await this.customisers.create({
            name: body.name,
            pricingModel: RETIRED_PRICING_MODEL,
            signCategory: body.sign_category,
            productFamily: body.product_family,
            selectionMode: 'single_style',
          });
          return created({ object: 'customiser', id: customiser.id, pricing_model: customiser.pricingModel });
        },
      }),
    ];
  }
}
