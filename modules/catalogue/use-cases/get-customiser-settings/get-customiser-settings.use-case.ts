import { inject, injectable } from 'inversify';
import { defineRoute, ok, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { customiserParams } from '../../adapters/http/catalogue-routing';
import { settingsResource, settingsSchema } from '../../adapters/http/customisers.schemas';
import { GetCustomiserSettingsService } from './get-customiser-settings.service';

/** GET /api/v3/customisers/{customiser_id}/settings: a customiser's settings, the defaults where never saved. */
@injectable()
export default class GetCustomiserSettings implements RouteSource {
  constructor(@inject(GetCustomiserSettingsService) private readonly getSettings: GetCustomiserSettingsService) {}

  routes(): AnyRoute[] {
    return [
      defineRoute({
        tag: 'Customiser settings',
        auth: 'api_key',
        operationId: 'getCustomiserSettings',
        method: 'get',
        path: '/api/v3/customisers/{customiser_id}/settings',
        summary: 'Read customiser settings',
        scopes: ['customisers:read'],
        idempotency: 'none',
        params: customiserParams,
        response: { status: 200, kind: 'resource', schema: settingsSchema, description: 'The settings.' },
        problems: ['resource_not_found', 'unknown_parameter'],
        handler: async ({ params }) => {
          const { customiserId, settings } = await this.getSettings.get(params.customiser_id);
          return ok(settingsResource(customiserId, settings));
        },
      }),
    ];
  }
}
