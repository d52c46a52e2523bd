import { inject, injectable } from 'inversify';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { Config } from '../../../../infra/config/config';
import { optionWriteBudget } from '../../../../infra/http/budgets';
import { defineRoute, ok, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { SetCustomiserActivityService } from '../../application/set-customiser-activity.service';
import { customiserParams } from '../../adapters/http/catalogue-routing';
import { customiserResource, customiserSchema } from '../../adapters/http/customisers.schemas';

/** POST /api/v3/customisers/{customiser_id}/deactivate: takes a customiser off the storefront. */
@injectable()
export default class DeactivateCustomiser implements RouteSource {
  constructor(
    @inject(SetCustomiserActivityService) private readonly activity: SetCustomiserActivityService,
    @inject(InfraTokens.Config) private readonly config: Config,
  ) {}

  routes(): AnyRoute[] {
    return [
      defineRoute({
        tag: 'Customisers',
        auth: 'api_key',
        operationId: 'deactivateCustomiser',
        method: 'post',
        path: '/api/v3/customisers/{customiser_id}/deactivate',
        summary: 'Deactivate a customiser',
        scopes: ['customisers:write'],
        idempotency: 'optional',
        budget: optionWriteBudget(this.config),
        params: customiserParams,
        response: { status: 200, kind: 'resource', schema: customiserSchema, description: 'The customiser.' },
        problems: ['resource_not_found', 'unknown_field'],
        handler: async ({ params }) => ok(customiserResource(await this.activity.set(params.customiser_id, false))),
      }),
    ];
  }
}
