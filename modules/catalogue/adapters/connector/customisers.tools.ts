import { inject, injectable } from 'inversify';
import { z } from '../../../../infra/openapi/zod';
import { listingQuery } from '../../../../infra/http/listing-query';
import { defineConnectorTool, toolPage } from '../../../../shared-kernel/connector-tools';
import { CatalogueTokens } from '../../catalogue.tokens';
import type { GetCustomiserService } from '../../application/get-customiser.service';
import type { ListCustomisersService } from '../../application/list-customisers.service';
import { customiserResource, customisersQuery } from '../http/customisers.schemas';

// Ids are PostgreSQL integers: a larger number names no customiser and must not reach a query.
const customiserId = z.number().int().positive().max(2_147_483_647).describe('The id of one of the store’s customisers.');

/** The connector's view of the store's customisers: the same reads, scopes and shapes as the Store API. */
@injectable()
export class CustomiserTools {
  constructor(
    @inject(CatalogueTokens.ListCustomisers) private readonly customisers: ListCustomisersService,
    @inject(CatalogueTokens.GetCustomiser) private readonly customiser: GetCustomiserService,
  ) {}

  readonly listCustomisers = defineConnectorTool({
    name: 'list_customisers',
    title: 'List customisers',
    description: 'The store’s customisers in creation order, oldest first, a page at a time. Pass next_cursor back as cursor, with the same filters, for the next page.',
    scopes: ['customisers:read'],
    write: false,
    // The listing's own bounds and filter values, so the tool accepts exactly what GET /api/v3/customisers does.
    input: z.strictObject({
      ...listingQuery,
      active: z.boolean().optional().describe('Only active (true) or only inactive (false) customisers.'),
      pricing_model: customisersQuery.shape['filter[pricing_model]'],
    }),
    run: async ({ limit, cursor, active, pricing_model }) => {
      const listed = await this.customisers.list({ active, pricingModel: pricing_model }, { limit, cursor });
      return toolPage(listed, customiserResource);
    },
  });

  readonly getCustomiser = defineConnectorTool({
    name: 'get_customiser',
    title: 'Read a customiser',
    description: 'One customiser of the store: name, whether it is active, its pricing model, sign category, product family and selection mode.',
    scopes: ['customisers:read'],
    write: false,
    input: z.strictObject({ customiser_id: customiserId }),
    run: async ({ customiser_id }) => customiserResource(await this.customiser.get(customiser_id)),
  });
}
