import { inject, injectable } from 'inversify';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { Config } from '../../../../infra/config/config';
import { optionWriteBudget } from '../../../../infra/http/budgets';
import { defineRoute, ok, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { CatalogueTokens } from '../../catalogue.tokens';
import type { OptionFamily } from '../../domain/option-families';
import { DeleteOptionRowService } from './delete-option-row.service';
import type { StoreProfiles } from '../../application/ports';
import { deletionReceipt, deletionReceiptSchema, familySchemas } from '../../adapters/http/option-family.schemas';
import { familyRouting, pascal, forEveryFamily, storeCurrency } from '../../adapters/http/catalogue-routing';

/**
 * DELETE /api/v3/customisers/{customiser_id}/{family}/{row_id}: a row nothing references, for every family
 * (`deleteBackboard` …); answers a deletion receipt.
 */
@injectable()
export default class DeleteOptionRow implements RouteSource {
  constructor(
    @inject(DeleteOptionRowService) private readonly deleteRow: DeleteOptionRowService,
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
      operationId: `delete${pascal(family.object)}`,
      method: 'delete',
      path: item,
      summary: `Delete a ${family.noun}`,
      description: deleteDescription(family),
      scopes: [family.writeScope],
      idempotency: 'required',
      budget: optionWriteBudget(this.config),
      params: itemParams,
      response: { status: 200, kind: 'resource', schema: deletionReceiptSchema(family, schemas.resource), description: 'Deletion receipt.' },
      problems: ['resource_not_found', 'missing_idempotency_key', 'resource_in_use', 'unknown_parameter', 'unknown_field', 'idempotency_key_conflict', 'idempotency_key_in_flight'],
      handler: async ({ params }) => {
        const row = await this.deleteRow.delete(family.segment, ids(params).customiserId, ids(params).rowId);
        return ok(deletionReceipt(family, row, await storeCurrency(this.stores)));
      },
    });
  }
}

/**
 * Who can hold a row back, as the delete's description says it: sizes are also priced by the customiser's
 * pricing document (decision 0006), whose rows pricing's reference finder names.
 */
function deleteDescription(family: OptionFamily): string {
  const priced =
    family.segment === 'sizes'
      ? ' A size the pricing document prices is held back by its rows: `base_pricing_row` (id: the customiser’s) and `price_list_row` (id: the price list’s), beside the fonts and saved presets tied to it; remove the size’s rows from the pricing document (PATCH …/pricing) first.'
      : '';
  return `Removes the ${family.noun} for good and answers a deletion receipt with the removed record. Refused with 409 \`resource_in_use\` while anything references it, every referencer named in \`referenced_by\` ({type, id, name}) and counted in \`referenced_by_count\`; references are never cleared, and nothing is deleted.${priced}`;
}
