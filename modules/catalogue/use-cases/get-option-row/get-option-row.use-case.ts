import { inject, injectable } from 'inversify';
import { defineRoute, ok, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { CatalogueTokens } from '../../catalogue.tokens';
import type { OptionFamily } from '../../domain/option-families';
import { OptionRows } from '../../read-models/option-rows';
import type { StoreProfiles } from '../../application/ports';
import { familySchemas, optionRowRecord } from '../../adapters/http/option-family.schemas';
import { familyRouting, pascal, forEveryFamily, storeCurrency } from '../../adapters/http/catalogue-routing';

/** GET /api/v3/customisers/{customiser_id}/{family}/{row_id}: one row of a family, for every family (`getBackboard` …). */
@injectable()
export default class GetOptionRow implements RouteSource {
  constructor(
    @inject(OptionRows) private readonly getRow: OptionRows,
    @inject(CatalogueTokens.StoreProfiles) private readonly stores: StoreProfiles,
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
      operationId: `get${pascal(family.object)}`,
      method: 'get',
      path: item,
      summary: `Read a ${family.noun}`,
      scopes: [family.readScope],
      idempotency: 'none',
      params: itemParams,
      response: { status: 200, kind: 'resource', schema: schemas.resource, description: `The ${family.noun}.` },
      problems: ['resource_not_found', 'unknown_parameter'],
      handler: async ({ params }) =>
        ok(optionRowRecord(await this.getRow.get(family.segment, ids(params).customiserId, ids(params).rowId), await storeCurrency(this.stores))),
    });
  }
}
