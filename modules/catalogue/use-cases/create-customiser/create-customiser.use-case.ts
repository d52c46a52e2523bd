import { inject, injectable } from 'inversify';
import { created, defineRoute, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { CreateCustomiserService } from '../../application/create-customiser.service';
import { createCustomiserBody, customiserResource, customiserSchema } from '../../adapters/http/customisers.schemas';

/** POST /api/v3/customisers: a customiser, created inactive, with its pricing model, sign category and product family fixed. */
@injectable()
export default class CreateCustomiser implements RouteSource {
  constructor(@inject(CreateCustomiserService) private readonly createCustomiser: CreateCustomiserService) {}

  routes(): AnyRoute[] {
    return [
      defineRoute({
        tag: 'Customisers',
        auth: 'api_key',
        operationId: 'createCustomiser',
        method: 'post',
        path: '/api/v3/customisers',
        summary: 'Create a customiser',
        description:
          'Creates the customiser **inactive** (`active: false`): shoppers cannot design with it until it is activated with `POST /api/v3/customisers/{customiser_id}/activate`, so its options and pricing can be set up first. Pricing model, sign category and product family are fixed at creation.',
        scopes: ['customisers:write'],
        idempotency: 'required',
        body: createCustomiserBody,
        response: { status: 201, kind: 'resource', schema: customiserSchema, description: 'The customiser.' },
        createdResource: { path: '/api/v3/customisers/{customiser_id}', resourceFields: { customiser_id: 'id' } },
        problems: ['missing_idempotency_key', 'validation_failed', 'unknown_field', 'selection_mode_not_available', 'idempotency_key_conflict', 'idempotency_key_in_flight'],
        handler: async ({ body }) =>
          created(
            customiserResource(
              await this.createCustomiser.create({
                name: body.name,
                pricingModel: body.pricing_model,
                signCategory: body.sign_category,
                productFamily: body.product_family,
                selectionMode: body.selection_mode,
              }),
            ),
          ),
      }),
    ];
  }
}
