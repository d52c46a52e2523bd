import { inject, injectable } from 'inversify';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { Config } from '../../../../infra/config/config';
import { idParam, listingQuery } from '../../../../infra/http/listing-query';
import { created, defineRoute, ok, page, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { z } from '../../../../infra/openapi/zod';
import { prohibited } from '../../../../shared-kernel/validation/strict-parsing';
import { CatalogueTokens } from '../../catalogue.tokens';
import type { LetterPartSelection } from '../../domain/letter-part-selection';
import type { CreateLetterPartSelectionService } from '../../application/create-letter-part-selection.service';
import type { DeleteLetterPartSelectionService } from '../../application/delete-letter-part-selection.service';
import type { ListLetterPartSelectionsService } from '../../application/list-letter-part-selections.service';
import type { ValidateLetterPartColourDeleteService } from '../../application/validate-letter-part-colour-delete.service';
import { optionWriteBudget } from '../../../../infra/http/budgets';
import { letterPartConfigurationFields } from '../../model/letter-part-configuration';

const BASE = '/api/v3/customisers/{customiser_id}/letter-types/{letter_type_id}/letter-parts';
const partName = z.string().regex(/^[a-z][a-z_]{0,31}$/);
const baseParams = z.object({ customiser_id: idParam(), letter_type_id: idParam() });
const partParams = baseParams.extend({ letter_part: partName });

const selectionSchema = z
  .object({
    object: z.literal('letter_part_colour_selection'),
    customiser_id: z.number(),
    letter_type_id: z.number(),
    letter_part: z.string(),
    name: z.string().nullable(),
    description: z.string().nullable(),
    optional: z.boolean().nullable(),
    optional_label: z.string().nullable(),
    optional_default_none: z.boolean(),
    lightsource: z.boolean(),
    custom_image: z.boolean(),
    show_default_upload_image: z.boolean(),
    show_in_text_editor: z.boolean(),
    text_enabled: z.boolean(),
    default_upload_image_url: z.string().nullable(),
    colour_ids: z.array(z.number()),
    created_at: z.string().datetime(),
    updated_at: z.string().datetime(),
  })
  .openapi('LetterPartColourSelection');

const createBody = z
  .strictObject({ letter_part: partName, ...letterPartConfigurationFields, default_upload_image_url: prohibited() })
  .openapi('LetterPartColourSelectionCreate');

function selectionResource(selection: LetterPartSelection) {
  return {
    object: 'letter_part_colour_selection' as const,
    customiser_id: selection.customiserId,
    letter_type_id: selection.letterTypeId,
    letter_part: selection.letterPart,
    ...selection.configuration,
    default_upload_image_url: selection.defaultUploadImageUrl,
    colour_ids: selection.colourIds,
    created_at: selection.createdAt.toISOString(),
    updated_at: selection.updatedAt.toISOString(),
  };
}

@injectable()
export class LetterPartRoutes implements RouteSource {
  constructor(
    @inject(CatalogueTokens.LetterPartSelections) private readonly listSelections: ListLetterPartSelectionsService,
    @inject(CatalogueTokens.CreateLetterPartSelection) private readonly createSelection: CreateLetterPartSelectionService,
    @inject(CatalogueTokens.DeleteLetterPartSelection) private readonly deleteSelection: DeleteLetterPartSelectionService,
    @inject(CatalogueTokens.ValidateLetterPartColourDelete) private readonly validateColourDelete: ValidateLetterPartColourDeleteService,
    @inject(InfraTokens.Config) private readonly config: Config,
  ) {}

  routes(): AnyRoute[] {
    const common = { tag: 'Customiser letter parts', auth: 'api_key' as const };
    const createProblems = ['resource_not_found', 'validation_failed', 'unknown_field', 'letter_part_taken', 'letter_part_not_declared', 'customer_text_not_supported', 'field_not_used_by_letter_part'] as const;
    const given = (body: z.infer<typeof createBody>) => {
      const { letter_part: _part, default_upload_image_url: _url, ...configuration } = body;
      return configuration;
    };
    return [
      defineRoute({
        ...common,
        operationId: 'listLetterPartColourSelections',
        method: 'get',
        path: BASE,
        summary: "List a letter type's letter-part colour selections",
        scopes: ['customisers:read'],
        idempotency: 'none',
        description: 'Oldest first, stable across pages.',
        params: baseParams,
        query: z.object(listingQuery),
        response: { status: 200, kind: 'collection', schema: selectionSchema, description: 'A page of the letter type’s selections.' },
        problems: ['resource_not_found', 'unknown_parameter', 'invalid_parameter', 'invalid_cursor'],
        handler: async ({ params, query }) => {
          const listed = await this.listSelections.list(params.customiser_id, params.letter_type_id, { limit: query.limit, cursor: query.cursor });
          return page(listed.items.map(selectionResource), listed.nextCursor);
        },
      }),
      defineRoute({
        ...common,
        operationId: 'createLetterPartColourSelection',
        method: 'post',
        path: BASE,
        summary: 'Create a letter-part colour selection',
        description: 'Omitted fields take the defaults the letter type category expects.',
        scopes: ['customisers:write'],
        idempotency: 'required',
        budget: optionWriteBudget(this.config),
        params: baseParams,
        body: createBody,
        response: { status: 201, kind: 'resource', schema: selectionSchema, description: 'The selection.' },
        problems: ['missing_idempotency_key', 'idempotency_key_conflict', ...createProblems],
        handler: async ({ params, body }) =>
          created(selectionResource((await this.createSelection.create(params.customiser_id, params.letter_type_id, body.letter_part, given(body)))!)),
      }),
      defineRoute({
        ...common,
        operationId: 'validateLetterPartColourSelectionCreate',
        method: 'post',
        path: `${BASE}/validate-create`,
        summary: 'Check that a letter-part colour selection could be created',
        description: 'Same body and validation as the create; nothing written, no key consumed, no option-write budget spent. Advisory.',
        scopes: ['customisers:write'],
        idempotency: 'none',
        params: baseParams,
        body: createBody,
        response: { status: 200, kind: 'resource', schema: z.object({ object: z.literal('letter_part_colour_selection_validation'), operation: z.literal('create'), customiser_id: z.number(), letter_type_id: z.number(), letter_part: z.string(), valid: z.boolean() }), description: 'The verdict.' },
        problems: [...createProblems],
        handler: async ({ params, body }) => {
          await this.createSelection.create(params.customiser_id, params.letter_type_id, body.letter_part, given(body), { dryRun: true });
          return ok({ object: 'letter_part_colour_selection_validation', operation: 'create', customiser_id: params.customiser_id, letter_type_id: params.letter_type_id, letter_part: body.letter_part, valid: true });
        },
      }),
      defineRoute({
        ...common,
        operationId: 'deleteLetterPartColourSelection',
        method: 'delete',
        path: `${BASE}/{letter_part}`,
        summary: 'Delete a letter-part colour selection',
        scopes: ['customisers:write'],
        idempotency: 'required',
        budget: optionWriteBudget(this.config),
        params: partParams,
        response: { status: 200, kind: 'resource', schema: z.object({ object: z.literal('letter_part_colour_selection_deletion_receipt'), customiser_id: z.number(), letter_type_id: z.number(), letter_part: z.string(), deleted: z.literal(true), resource: selectionSchema }), description: 'Deletion receipt.' },
        problems: ['resource_not_found', 'missing_idempotency_key', 'letter_part_not_deletable', 'resource_in_use', 'unknown_field'],
        handler: async ({ params }) => {
          const selection = await this.deleteSelection.delete(params.customiser_id, params.letter_type_id, params.letter_part);
          return ok({
            object: 'letter_part_colour_selection_deletion_receipt',
            customiser_id: selection.customiserId,
            letter_type_id: selection.letterTypeId,
            letter_part: selection.letterPart,
            deleted: true,
            resource: selectionResource(selection),
          });
        },
      }),
      defineRoute({
        ...common,
        operationId: 'validateLetterPartColourDelete',
        method: 'post',
        path: `${BASE}/{letter_part}/colours/{colour_id}/validate-delete`,
        summary: "Check that a colour could leave a letter part's bucket",
        description: 'No body. 200 verdict (advisory), or the identical 409 resource_in_use the removal would give.',
        scopes: ['customisers:write'],
        idempotency: 'none',
        params: partParams.extend({ colour_id: idParam() }),
        response: { status: 200, kind: 'resource', schema: z.object({ object: z.literal('letter_part_colour_validation'), operation: z.literal('delete'), customiser_id: z.number(), letter_type_id: z.number(), letter_part: z.string(), colour_id: z.number(), valid: z.boolean() }), description: 'The verdict.' },
        problems: ['resource_not_found', 'resource_in_use', 'unknown_field'],
        handler: async ({ params }) => {
          const p = params as unknown as { customiser_id: number; letter_type_id: number; letter_part: string; colour_id: number };
          await this.validateColourDelete.validate(p.customiser_id, p.letter_type_id, p.letter_part, p.colour_id);
          return ok({ object: 'letter_part_colour_validation', operation: 'delete', customiser_id: p.customiser_id, letter_type_id: p.letter_type_id, letter_part: p.letter_part, colour_id: p.colour_id, valid: true });
        },
      }),
    ];
  }
}
