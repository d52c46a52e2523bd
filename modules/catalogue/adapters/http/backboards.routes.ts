import { inject, injectable } from 'inversify';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { Config } from '../../../../infra/config/config';
import { defineRoute, ok, page, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { z } from '../../../../infra/openapi/zod';
import { currentStoreId } from '../../../../shared-kernel/request-context';
import { CatalogueTokens } from '../../catalogue.tokens';
import { OPTION_FAMILIES } from '../../domain/option-families';
import { CreateOptionRowService } from '../../application/create-option-row.service';
import { ReorderBackboardsService } from '../../use-cases/reorder-backboards/reorder-backboards.service';
import type { StoreProfiles } from '../../application/ports';
import { familySchemas, optionRowRecord } from './option-family.schemas';
import { customiserParams } from './catalogue-routing';
import { optionWriteBudget } from '../../../../infra/http/budgets';

const backboards = OPTION_FAMILIES.backboards;
const schemas = familySchemas(backboards);

const verdictSchema = z
  .object({
    object: z.literal('backboard_validation'),
    operation: z.literal('create').openapi({ description: 'The operation checked: always `create`.' }),
    customiser_id: z.number(),
    backboard_id: z.string().nullable().openapi({ description: 'Always null: nothing was created, so there is no backboard id yet.' }),
    valid: z.boolean().openapi({ description: 'Always true: the create would succeed now (one that would fail answers its problem instead). Advisory: nothing was written.' }),
  })
  .openapi('BackboardValidateCreate');

/** The backboard operations beyond the family's own: validate-create and reorder. */
@injectable()
export class BackboardRoutes implements RouteSource {
  constructor(
    @inject(CreateOptionRowService) private readonly createRow: CreateOptionRowService,
    @inject(ReorderBackboardsService) private readonly reorder: ReorderBackboardsService,
    @inject(CatalogueTokens.StoreProfiles) private readonly stores: StoreProfiles,
    @inject(InfraTokens.Config) private readonly config: Config,
  ) {}

  routes(): AnyRoute[] {
    return [
      defineRoute({
        tag: 'Customiser backboards',
        auth: 'api_key',
        operationId: 'validateBackboardCreate',
        method: 'post',
        path: '/api/v3/customisers/{customiser_id}/backboards/validate-create',
        summary: 'Check that a backboard could be created',
        description: 'Runs every rule of the create and writes nothing: 200 with valid true, or the identical problem the create would give. Consumes no idempotency key and no option-write budget.',
        scopes: ['customisers:write'],
        idempotency: 'none',
        params: customiserParams,
        body: schemas.create,
        response: { status: 200, kind: 'resource', schema: verdictSchema, description: 'The verdict.' },
        problems: ['resource_not_found', 'validation_failed', 'unknown_field'],
        handler: async ({ params, body }) => {
          await this.createRow.create('backboards', params.customiser_id, body, { dryRun: true });
          return ok({ object: 'backboard_validation', operation: 'create', customiser_id: params.customiser_id, backboard_id: null, valid: true });
        },
      }),
      defineRoute({
        tag: 'Customiser backboards',
        auth: 'api_key',
        operationId: 'reorderBackboards',
        method: 'post',
        path: '/api/v3/customisers/{customiser_id}/backboards/reorder',
        summary: 'Reorder backboards',
        description: 'backboard_ids must name every backboard of the customiser exactly once; otherwise 422 with missing_ids, unknown_ids and duplicate_ids.',
        scopes: ['customisers:write'],
        idempotency: 'optional',
        budget: optionWriteBudget(this.config),
        params: customiserParams,
        body: z
          .strictObject({
            backboard_ids: z
              .array(z.number().int().positive())
              .max(1000)
              .openapi({ description: 'The ids of every backboard of the customiser, each exactly once, in their new order (at most 1,000).' }),
          })
          .openapi('BackboardReorder'),
        response: { status: 200, kind: 'collection', schema: schemas.resource, description: 'The backboards in their new order.' },
        problems: ['resource_not_found', 'validation_failed', 'unknown_field'],
        handler: async ({ params, body }) => {
          const rows = await this.reorder.reorder(params.customiser_id, body.backboard_ids);
          const currency = (await this.stores.profile(currentStoreId())).currency;
          return page(rows.map((row) => optionRowRecord(row, currency)), null);
        },
      }),
    ];
  }
}
