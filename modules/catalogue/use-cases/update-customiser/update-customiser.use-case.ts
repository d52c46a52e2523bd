import { inject, injectable } from 'inversify';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { Config } from '../../../../infra/config/config';
import { optionWriteBudget } from '../../../../infra/http/budgets';
import { defineRoute, ok, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { customiserParams } from '../../adapters/http/catalogue-routing';
import { customiserPatchBody, customiserResource, customiserSchema } from '../../adapters/http/customisers.schemas';
import { UpdateCustomiserService } from './update-customiser.service';

/** PATCH /api/v3/customisers/{customiser_id}: renames a customiser or changes its selection mode (a JSON merge patch). */
@injectable()
export default class UpdateCustomiser implements RouteSource {
  constructor(
    @inject(UpdateCustomiserService) private readonly updateCustomiser: UpdateCustomiserService,
    @inject(InfraTokens.Config) private readonly config: Config,
  ) {}

  routes(): AnyRoute[] {
    return [
      defineRoute({
        tag: 'Customisers',
        auth: 'api_key',
        operationId: 'updateCustomiser',
        method: 'patch',
        path: '/api/v3/customisers/{customiser_id}',
        summary: 'Update a customiser (JSON merge patch of name and selection_mode)',
        scopes: ['customisers:write'],
        idempotency: 'optional',
        budget: optionWriteBudget(this.config),
        params: customiserParams,
        body: customiserPatchBody,
        bodyIsMergePatch: true,
        response: { status: 200, kind: 'resource', schema: customiserSchema, description: 'The customiser.' },
        problems: ['resource_not_found', 'validation_failed', 'invalid_document', 'unknown_field', 'selection_mode_not_available', 'idempotency_key_conflict'],
        handler: async ({ params, body }) =>
          ok(customiserResource(await this.updateCustomiser.update(params.customiser_id, { name: body.name, selection_mode: body.selection_mode }))),
      }),
    ];
  }
}
