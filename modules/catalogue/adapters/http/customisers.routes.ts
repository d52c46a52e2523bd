import { inject, injectable } from 'inversify';
import { InfraTokens } from '../../../../infra/infra.tokens';
import { listingQuery } from '../../../../infra/http/listing-query';
import { z } from '../../../../infra/openapi/zod';
import type { Config } from '../../../../infra/config/config';
import { created, defineRoute, ok, page, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import type { JsonObject } from '../../../../shared-kernel/merge-patch';
import { CreateCustomiserService } from '../../application/create-customiser.service';
import { GetCustomiserService } from '../../application/get-customiser.service';
import { ListCustomisersService } from '../../application/list-customisers.service';
import { UpdateCustomiserService } from '../../use-cases/update-customiser/update-customiser.service';
import { SetCustomiserActivityService } from '../../application/set-customiser-activity.service';
import { GetCustomiserSettingsService } from '../../use-cases/get-customiser-settings/get-customiser-settings.service';
import { UpdateCustomiserSettingsService } from '../../application/update-customiser-settings.service';
import { customiserParams } from './catalogue-routing';
import { optionWriteBudget } from '../../../../infra/http/budgets';
import {
  createCustomiserBody, customiserPatchBody, customiserResource, customiserSchema, customisersQuery,
  settingsPatchBody, settingsResource, settingsSchema,
} from './customisers.schemas';
import { idArgument, presentAsTool, toolId, toolQuery } from '../../../../shared-kernel/connector-tools';

const customiserIdArgument = idArgument('The id of one of the store’s customisers.');

@injectable()
export class CustomiserRoutes implements RouteSource {
  constructor(
    @inject(CreateCustomiserService) private readonly createCustomiser: CreateCustomiserService,
    @inject(GetCustomiserService) private readonly getCustomiser: GetCustomiserService,
    @inject(ListCustomisersService) private readonly listCustomisers: ListCustomisersService,
    @inject(UpdateCustomiserService) private readonly updateCustomiser: UpdateCustomiserService,
    @inject(SetCustomiserActivityService) private readonly activity: SetCustomiserActivityService,
    @inject(GetCustomiserSettingsService) private readonly getSettings: GetCustomiserSettingsService,
    @inject(UpdateCustomiserSettingsService) private readonly updateSettings: UpdateCustomiserSettingsService,
    @inject(InfraTokens.Config) private readonly config: Config,
  ) {}

  routes(): AnyRoute[] {
    const common = { tag: 'Customisers', auth: 'api_key' as const };
    const resource = { status: 200, kind: 'resource' as const, schema: customiserSchema, description: 'The customiser.' };
    const activityRoute = (active: boolean) =>
      defineRoute({
        ...common,
        operationId: active ? 'activateCustomiser' : 'deactivateCustomiser',
        method: 'post',
        path: `/api/v3/customisers/{customiser_id}/${active ? 'activate' : 'deactivate'}`,
        summary: active ? 'Activate a customiser (make it available on the storefront)' : 'Deactivate a customiser',
        scopes: ['customisers:write'],
        idempotency: 'optional',
        budget: optionWriteBudget(this.config),
        params: customiserParams,
        response: resource,
        problems: ['resource_not_found', 'unknown_field'],
        handler: async ({ params }) => ok(customiserResource(await this.activity.set(params.customiser_id, active))),
      });
    return [
      defineRoute({
        ...common,
        operationId: 'listCustomisers',
        method: 'get',
        path: '/api/v3/customisers',
        summary: 'List customisers',
        description: 'Customisers in creation order, oldest first, stable across pages.',
        scopes: ['customisers:read'],
        idempotency: 'none',
        query: customisersQuery,
        response: { status: 200, kind: 'collection', schema: customiserSchema, description: 'A page of customisers.' },
        problems: ['unknown_parameter', 'unknown_filter', 'invalid_parameter', 'invalid_cursor'],
        tool: presentAsTool({
          name: 'list_customisers',
          title: 'List customisers',
          description: 'The store’s customisers in creation order, oldest first, a page at a time. Pass next_cursor back as cursor, with the same filters, for the next page.',
          // The listing's own bounds and filter values, so the tool accepts exactly what GET /api/v3/customisers does.
          input: z.strictObject({
            ...listingQuery,
            active: z.boolean().optional().describe('Only active (true) or only inactive (false) customisers.'),
            pricing_model: customisersQuery.shape['filter[pricing_model]'],
          }),
          request: ({ limit, cursor, active, pricing_model }) => ({
            query: toolQuery({ limit, cursor, 'filter[active]': active, 'filter[pricing_model]': pricing_model }),
          }),
        }),
        handler: async ({ query }) => {
          const filters = {
            ...(query['filter[active]'] ? { active: query['filter[active]'] === 'true' } : {}),
            ...(query['filter[pricing_model]'] ? { pricingModel: query['filter[pricing_model]'] } : {}),
          };
          const listed = await this.listCustomisers.list(filters, { limit: query.limit, cursor: query.cursor });
          return page(listed.items.map(customiserResource), listed.nextCursor);
        },
      }),
      defineRoute({
        ...common,
        operationId: 'createCustomiser',
        method: 'post',
        path: '/api/v3/customisers',
        summary: 'Create a customiser',
        description:
          'Creates the customiser **inactive** (`active: false`): shoppers cannot design with it until it is activated with `POST /api/v3/customisers/{customiser_id}/activate`, so its options and pricing can be set up first. Pricing model, sign category and product family are fixed at creation.',
        scopes: ['customisers:write'],
        idempotency: 'required',
        body: createCustomiserBody,
        response: { ...resource, status: 201 },
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
      defineRoute({
        ...common,
        operationId: 'getCustomiser',
        method: 'get',
        path: '/api/v3/customisers/{customiser_id}',
        summary: 'Read a customiser',
        scopes: ['customisers:read'],
        idempotency: 'none',
        params: customiserParams,
        response: resource,
        problems: ['resource_not_found', 'unknown_parameter'],
        tool: presentAsTool({
          name: 'get_customiser',
          title: 'Read a customiser',
          description: 'One customiser of the store: name, whether it is active, its pricing model, sign category, product family and selection mode.',
          input: z.strictObject({ customiser_id: customiserIdArgument }),
          request: ({ customiser_id }) => ({ params: { customiser_id: toolId(customiser_id) } }),
        }),
        handler: async ({ params }) => ok(customiserResource(await this.getCustomiser.get(params.customiser_id))),
      }),
      defineRoute({
        ...common,
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
        response: resource,
        problems: ['resource_not_found', 'validation_failed', 'invalid_document', 'unknown_field', 'selection_mode_not_available', 'idempotency_key_conflict'],
        handler: async ({ params, body }) =>
          ok(customiserResource(await this.updateCustomiser.update(params.customiser_id, { name: body.name, selection_mode: body.selection_mode }))),
      }),
      activityRoute(true),
      activityRoute(false),
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
