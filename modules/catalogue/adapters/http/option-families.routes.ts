import { inject, injectable } from 'inversify';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { Config } from '../../../../infra/config/config';
import { idParam, listingQuery } from '../../../../infra/http/listing-query';
import { created, defineRoute, ok, page, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { z } from '../../../../infra/openapi/zod';
import { currentStoreId } from '../../../../shared-kernel/request-context';
import type { JsonObject } from '../../../../shared-kernel/merge-patch';
import { CatalogueTokens } from '../../catalogue.tokens';
import { FAMILY_SEGMENTS, OPTION_FAMILIES, type OptionFamily } from '../../domain/option-families';
import { CreateOptionRowService } from '../../application/create-option-row.service';
import { DeleteOptionRowService } from '../../application/delete-option-row.service';
import { GetOptionRowService } from '../../application/get-option-row.service';
import { ListOptionRowsService } from '../../application/list-option-rows.service';
import { UpdateOptionRowService } from '../../application/update-option-row.service';
import type { StoreProfiles } from '../../application/ports';
import { deletionReceipt, deletionReceiptSchema, familySchemas, optionRowRecord, type FamilySchemas } from './option-family.schemas';
import { customiserParams } from './catalogue-routing';
import { optionWriteBudget } from '../../../../infra/http/budgets';

/** List, read, create, merge-patch and delete for every option family, from one declaration each. */
@injectable()
export class OptionFamilyRoutes implements RouteSource {
  constructor(
    @inject(ListOptionRowsService) private readonly listRows: ListOptionRowsService,
    @inject(GetOptionRowService) private readonly getRow: GetOptionRowService,
    @inject(CreateOptionRowService) private readonly createRow: CreateOptionRowService,
    @inject(UpdateOptionRowService) private readonly updateRow: UpdateOptionRowService,
    @inject(DeleteOptionRowService) private readonly deleteRow: DeleteOptionRowService,
    @inject(CatalogueTokens.StoreProfiles) private readonly stores: StoreProfiles,
    @inject(InfraTokens.Config) private readonly config: Config,
  ) {}

  routes(): AnyRoute[] {
    return FAMILY_SEGMENTS.flatMap((segment) => this.familyRoutes(OPTION_FAMILIES[segment], familySchemas(OPTION_FAMILIES[segment])));
  }

  private currency = async () => (await this.stores.profile(currentStoreId())).currency;

  private familyRoutes(family: OptionFamily, schemas: FamilySchemas): AnyRoute[] {
    const rowParam = `${family.object}_id`;
    const collection = `/api/v3/customisers/{customiser_id}/${family.segment}`;
    const item = `${collection}/{${rowParam}}`;
    const itemParams = customiserParams.extend({ [rowParam]: idParam().openapi({ description: `The ${family.noun}’s id.` }) });
    const ids = (params: unknown) => {
      const values = params as Record<string, number>;
      return { customiserId: values.customiser_id!, rowId: values[rowParam]! };
    };
    const tag = `Customiser ${family.segment.replace(/-/g, ' ')}`;
    const common = { tag, auth: 'api_key' as const };
    const resource = { kind: 'resource' as const, schema: schemas.resource, description: `The ${family.noun}.` };
    const budget = optionWriteBudget(this.config);
    return [
      defineRoute({
        ...common,
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
          const currency = await this.currency();
          return page(listed.items.map((row) => optionRowRecord(row, currency)), listed.nextCursor);
        },
      }),
      defineRoute({
        ...common,
        operationId: `get${pascal(family.object)}`,
        method: 'get',
        path: item,
        summary: `Read a ${family.noun}`,
        scopes: [family.readScope],
        idempotency: 'none',
        params: itemParams,
        response: { status: 200, ...resource },
        problems: ['resource_not_found', 'unknown_parameter'],
        handler: async ({ params }) =>
          ok(optionRowRecord(await this.getRow.get(family.segment, ids(params).customiserId, ids(params).rowId), await this.currency())),
      }),
      defineRoute({
        ...common,
        operationId: `create${pascal(family.object)}`,
        method: 'post',
        path: collection,
        summary: `Create a ${family.noun}`,
        scopes: [family.writeScope],
        idempotency: 'required',
        budget,
        params: customiserParams,
        body: schemas.create,
        response: { status: 201, ...resource },
        createdResource: { path: item, resourceFields: { [rowParam]: 'id' } },
        problems: ['resource_not_found', 'missing_idempotency_key', 'validation_failed', 'unknown_field', 'idempotency_key_conflict', 'idempotency_key_in_flight', 'form_type_not_supported'],
        handler: async ({ params, body }) => {
          const row = await this.createRow.create(family.segment, params.customiser_id, body);
          return created(optionRowRecord(row!, await this.currency()));
        },
      }),
      defineRoute({
        ...common,
        operationId: `update${pascal(family.object)}`,
        method: 'patch',
        path: item,
        summary: `Update a ${family.noun} (JSON merge patch)`,
        scopes: [family.writeScope],
        idempotency: 'optional',
        budget,
        params: itemParams,
        body: schemas.patch,
        bodyIsMergePatch: true,
        response: { status: 200, ...resource },
        problems: ['resource_not_found', 'validation_failed', 'invalid_document', 'unknown_field', 'idempotency_key_conflict', 'idempotency_key_in_flight', 'form_type_not_supported', 'fallback_form_requires_file_field'],
        handler: async ({ params, body }) => {
          const row = await this.updateRow.update(family.segment, ids(params).customiserId, ids(params).rowId, body as JsonObject);
          return ok(optionRowRecord(row, await this.currency()));
        },
      }),
      defineRoute({
        ...common,
        operationId: `delete${pascal(family.object)}`,
        method: 'delete',
        path: item,
        summary: `Delete a ${family.noun}`,
        description: deleteDescription(family),
        scopes: [family.writeScope],
        idempotency: 'required',
        budget,
        params: itemParams,
        response: { status: 200, kind: 'resource', schema: deletionReceiptSchema(family, schemas.resource), description: 'Deletion receipt.' },
        problems: ['resource_not_found', 'missing_idempotency_key', 'resource_in_use', 'unknown_parameter', 'unknown_field', 'idempotency_key_conflict', 'idempotency_key_in_flight'],
        handler: async ({ params }) => {
          const row = await this.deleteRow.delete(family.segment, ids(params).customiserId, ids(params).rowId);
          return ok(deletionReceipt(family, row, await this.currency()));
        },
      }),
    ];
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

function pascal(name: string): string {
  return name.replace(/(^|[-_])([a-z])/g, (_match, _sep, letter: string) => letter.toUpperCase());
}
