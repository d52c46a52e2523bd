import { inject, injectable } from 'inversify';
import { listingQuery } from '../../../../infra/http/listing-query';
import { defineRoute, page, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { z } from '../../../../infra/openapi/zod';
import { CatalogueTokens } from '../../catalogue.tokens';
import type { OptionFamily } from '../../domain/option-families';
import { ListOptionRowsService } from './list-option-rows.service';
import type { StoreProfiles } from '../../application/ports';
import { familySchemas, optionRowRecord } from '../../adapters/http/option-family.schemas';
import { customiserParams, familyRouting, pascal, forEveryFamily, storeCurrency } from '../../adapters/http/catalogue-routing';

/** GET /api/v3/customisers/{customiser_id}/{family}: a customiser's rows of one family, oldest first, for every family (`listBackboards` …). */
@injectable()
export default class ListOptionRows implements RouteSource {
  constructor(
    @inject(ListOptionRowsService) private readonly listRows: ListOptionRowsService,
    @inject(CatalogueTokens.StoreProfiles) private readonly stores: StoreProfiles,
  ) {}

  routes(): AnyRoute[] {
    return forEveryFamily((family) => this.route(family));
  }

  private route(family: OptionFamily): AnyRoute {
    const schemas = familySchemas(family);
    const { collection, tag } = familyRouting(family);
    return defineRoute({
      tag,
      auth: 'api_key',
      operationId: `list${pascal(family.segment)}`,
      method: 'get',
      path: collection,
      summary: `List the ${family.noun} rows of a customiser`,
      scopes: [family.readScope],
      idempotency: 'none',
      params: customiserParams,
      query: z.object(listingQuery),
      response: { status: 200, kind: 'collection', schema: schemas.resource, description: `The ${family.noun} rows, oldest first.` },
      problems: ['resource_not_found', 'unknown_parameter', 'invalid_parameter', 'invalid_cursor'],
      handler: async ({ params, query }) => {
        const listed = await this.listRows.list(family.segment, params.customiser_id, query);
        const currency = await storeCurrency(this.stores);
        return page(listed.items.map((row) => optionRowRecord(row, currency)), listed.nextCursor);
      },
    });
  }
}
