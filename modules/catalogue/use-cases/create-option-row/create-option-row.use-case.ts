import { inject, injectable } from 'inversify';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { Config } from '../../../../infra/config/config';
import { optionWriteBudget } from '../../../../infra/http/budgets';
import { created, defineRoute, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { CatalogueTokens } from '../../catalogue.tokens';
import type { OptionFamily } from '../../domain/option-families';
import { CreateOptionRowService } from '../../application/create-option-row.service';
import type { StoreProfiles } from '../../application/ports';
import { familySchemas, optionRowRecord } from '../../adapters/http/option-family.schemas';
import { customiserParams, familyRouting, pascal, forEveryFamily, storeCurrency } from '../../adapters/http/catalogue-routing';

/** POST /api/v3/customisers/{customiser_id}/{family}: a row of a family, for every family (`createBackboard` …). */
@injectable()
export default class CreateOptionRow implements RouteSource {
  constructor(
    @inject(CreateOptionRowService) private readonly createRow: CreateOptionRowService,
    @inject(CatalogueTokens.StoreProfiles) private readonly stores: StoreProfiles,
    @inject(InfraTokens.Config) private readonly config: Config,
  ) {}

  routes(): AnyRoute[] {
    return forEveryFamily((family) => this.route(family));
  }

  private route(family: OptionFamily): AnyRoute {
    const schemas = familySchemas(family);
    const { rowParam, collection, item, tag } = familyRouting(family);
    return defineRoute({
      tag,
      auth: 'api_key',
      operationId: `create${pascal(family.object)}`,
      method: 'post',
      path: collection,
      summary: `Create a ${family.noun}`,
      scopes: [family.writeScope],
      idempotency: 'required',
      budget: optionWriteBudget(this.config),
      params: customiserParams,
      body: schemas.create,
      response: { status: 201, kind: 'resource', schema: schemas.resource, description: `The ${family.noun}.` },
      createdResource: { path: item, resourceFields: { [rowParam]: 'id' } },
      problems: ['resource_not_found', 'missing_idempotency_key', 'validation_failed', 'unknown_field', 'idempotency_key_conflict', 'idempotency_key_in_flight', 'form_type_not_supported'],
      handler: async ({ params, body }) => {
        const row = await this.createRow.create(family.segment, params.customiser_id, body);
        return created(optionRowRecord(row!, await storeCurrency(this.stores)));
      },
    });
  }
}
