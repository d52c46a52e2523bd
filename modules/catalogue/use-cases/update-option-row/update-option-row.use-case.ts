import { inject, injectable } from 'inversify';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { Config } from '../../../../infra/config/config';
import { optionWriteBudget } from '../../../../infra/http/budgets';
import { defineRoute, ok, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import type { JsonObject } from '../../../../shared-kernel/merge-patch';
import { CatalogueTokens } from '../../catalogue.tokens';
import type { OptionFamily } from '../../domain/option-families';
import { UpdateOptionRowService } from './update-option-row.service';
import type { StoreProfiles } from '../../application/ports';
import { familySchemas, optionRowRecord } from '../../adapters/http/option-family.schemas';
import { familyRouting, pascal, forEveryFamily, storeCurrency } from '../../adapters/http/catalogue-routing';

/** PATCH /api/v3/customisers/{customiser_id}/{family}/{row_id}: a JSON merge patch of a row, for every family (`updateBackboard` …). */
@injectable()
export default class UpdateOptionRow implements RouteSource {
  constructor(
    @inject(UpdateOptionRowService) private readonly updateRow: UpdateOptionRowService,
    @inject(CatalogueTokens.StoreProfiles) private readonly stores: StoreProfiles,
    @inject(InfraTokens.Config) private readonly config: Config,
  ) {}

  routes(): AnyRoute[] {
    return forEveryFamily((family) => this.route(family));
  }

  private route(family: OptionFamily): AnyRoute {
    const schemas = familySchemas(family);
    const { item, itemParams, ids, tag } = familyRouting(family);
    return defineRoute({
      tag,
      auth: 'api_key',
      operationId: `update${pascal(family.object)}`,
      method: 'patch',
      path: item,
      summary: `Update a ${family.noun} (JSON merge patch)`,
      scopes: [family.writeScope],
      idempotency: 'optional',
      budget: optionWriteBudget(this.config),
      params: itemParams,
      body: schemas.patch,
      bodyIsMergePatch: true,
      response: { status: 200, kind: 'resource', schema: schemas.resource, description: `The ${family.noun}.` },
      problems: ['resource_not_found', 'validation_failed', 'invalid_document', 'unknown_field', 'idempotency_key_conflict', 'idempotency_key_in_flight', 'form_type_not_supported', 'fallback_form_requires_file_field'],
      handler: async ({ params, body }) => {
        const row = await this.updateRow.update(family.segment, ids(params).customiserId, ids(params).rowId, body as JsonObject);
        return ok(optionRowRecord(row, await storeCurrency(this.stores)));
      },
    });
  }
}
