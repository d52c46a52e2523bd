import { inject, injectable } from 'inversify';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { Config } from '../../../../infra/config/config';
import { optionWriteBudget } from '../../../../infra/http/budgets';
import { defineRoute, page, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { z } from '../../../../infra/openapi/zod';
import { currentStoreId } from '../../../../shared-kernel/request-context';
import { CatalogueTokens } from '../../catalogue.tokens';
import { OPTION_FAMILIES } from '../../domain/option-families';
import type { StoreProfiles } from '../../application/ports';
import { familySchemas, optionRowRecord } from '../../adapters/http/option-family.schemas';
import { customiserParams } from '../../adapters/http/catalogue-routing';
import { ReorderBackboardsService } from './reorder-backboards.service';

/** POST /api/v3/customisers/{customiser_id}/backboards/reorder: every backboard of a customiser, in a new order. */
@injectable()
export default class ReorderBackboards implements RouteSource {
  constructor(
    @inject(ReorderBackboardsService) private readonly reorder: ReorderBackboardsService,
    @inject(CatalogueTokens.StoreProfiles) private readonly stores: StoreProfiles,
    @inject(InfraTokens.Config) private readonly config: Config,
  ) {}

  routes(): AnyRoute[] {
    return [
      defineRoute({
        tag: 'Customiser backboards',
        auth: 'api_key',
        operationId: 'reorderBackboards',
        // The customiser's backboards as a whole: the item names no one of them.
        activity: { subject: () => ({ id: null }) },
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
        response: { status: 200, kind: 'collection', schema: familySchemas(OPTION_FAMILIES.backboards).resource, description: 'The backboards in their new order.' },
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
