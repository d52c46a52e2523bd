import { inject, injectable } from 'inversify';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { Config } from '../../../../infra/config/config';
import { optionWriteBudget } from '../../../../infra/http/budgets';
import { defineRoute, ok, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import type { JsonObject } from '../../../../shared-kernel/merge-patch';
import { UpdateCustomiserSettingsService } from './update-customiser-settings.service';
import { customiserParams } from '../../adapters/http/catalogue-routing';
import { settingsPatchBody, settingsResource, settingsSchema } from '../../adapters/http/customisers.schemas';

/** PATCH /api/v3/customisers/{customiser_id}/settings: a JSON merge patch of a customiser's settings. */
@injectable()
export default class UpdateCustomiserSettings implements RouteSource {
  constructor(
    @inject(UpdateCustomiserSettingsService) private readonly updateSettings: UpdateCustomiserSettingsService,
    @inject(InfraTokens.Config) private readonly config: Config,
  ) {}

  routes(): AnyRoute[] {
    return [
      defineRoute({
        tag: 'Customiser settings',
        auth: 'api_key',
        operationId: 'updateCustomiserSettings',
        method: 'patch',
        path: '/api/v3/customisers/{customiser_id}/settings',
        summary: 'Update customiser settings (JSON merge patch)',
        scopes: ['customisers:write'],
        idempotency: 'optional',
        budget: optionWriteBudget(this.config),
        params: customiserParams,
        body: settingsPatchBody,
        bodyIsMergePatch: true,
        response: { status: 200, kind: 'resource', schema: settingsSchema, description: 'The settings.' },
        problems: ['resource_not_found', 'validation_failed', 'invalid_document', 'unknown_field', 'fallback_form_requires_file_field'],
        handler: async ({ params, body }) => {
          const settings = await this.updateSettings.update(params.customiser_id, body as JsonObject);
          return ok(settingsResource(params.customiser_id, settings));
        },
      }),
    ];
  }
}
