import { inject, injectable } from 'inversify';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { Config } from '../../../../infra/config/config';
import { idParam, listingQuery } from '../../../../infra/http/listing-query';
import { created, defineRoute, ok, page, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { z } from '../../../../infra/openapi/zod';
import { prohibited } from '../../../../shared-kernel/validation/strict-parsing';
import type { LetterPartSelection } from '../../domain/letter-part-selection';
import { CreateLetterPartSelectionService } from '../../application/create-letter-part-selection.service';
import { DeleteLetterPartSelectionService } from '../../use-cases/delete-letter-part-colour-selection/delete-letter-part-selection.service';
import { ListLetterPartSelectionsService } from '../../use-cases/list-letter-part-colour-selections/list-letter-part-selections.service';
import { GetLetterPartSelectionService } from '../../use-cases/get-letter-part-colour-selection/get-letter-part-selection.service';
import { ValidateLetterPartColourDeleteService } from '../../use-cases/validate-letter-part-colour-delete/validate-letter-part-colour-delete.service';
import { UpdateLetterPartSelectionService } from '../../use-cases/update-letter-part-colour-selection/update-letter-part-selection.service';
import type { JsonObject } from '../../../../shared-kernel/merge-patch';
import { optionWriteBudget } from '../../../../infra/http/budgets';
import { documented, documentedMembers } from '../../../../infra/openapi/documented';
import type { LetterPartConfiguration } from '../../domain/letter-parts';
import { letterPartConfigurationFields, letterPartSelectionPatch } from '../../model/letter-part-configuration';

const BASE = '/api/v3/customisers/{customiser_id}/letter-types/{letter_type_id}/letter-parts';

/** What each configuration field means, for the create body, the patch and the selection alike. */
const says: Readonly<Record<keyof LetterPartConfiguration, string>> = {
  name: 'The part’s name as shoppers see it, up to 200 characters; null for the designer’s default.',
  description: 'What shoppers read about the part, up to 2,000 characters; null for none.',
  optional: 'Whether shoppers may leave the part out; null on a lightbox border, which carries no optionality.',
  optional_label: 'The wording of the choice that leaves an optional part out, up to 200 characters; null for the default.',
  optional_default_none: 'Whether an optional part starts left out.',
  lightsource: 'Whether the part gives light (by default a tube, a halo, or a lightbox face).',
  custom_image: 'Whether shoppers may upload an image for the part (by default a lightbox face).',
  show_default_upload_image: 'Whether the designer shows `default_upload_image_url` on the part until a shopper uploads one.',
  show_in_text_editor: 'Whether the part appears in the designer’s text editor (by default a face).',
  text_enabled: 'Whether shoppers type text on the part: only on the front face of a rectangle or cylinder lightbox (`customer_text_not_supported` elsewhere).',
};
const saying = (suffix: string) => Object.fromEntries(Object.entries(says).map(([field, meaning]) => [field, `${meaning} ${suffix}`]));
const partName = z.string().regex(/^[a-z][a-z_]{0,31}$/);
const PART = 'The part of the letter type the selection colours (`face`, `halo`, `tube` …): one of the letter type’s `letter_parts`, lowercase letters and underscores.';
const baseParams = z.object({
  customiser_id: idParam(),
  letter_type_id: idParam().openapi({ description: 'The id of one of the customiser’s letter types.' }),
});
const partParams = baseParams.extend({ letter_part: partName.openapi({ description: PART }) });
const OPERATION = z.literal('create').openapi({ description: 'The operation checked: always `create`.' });
const VALID = z.boolean().openapi({ description: 'Always true: the operation would succeed now (a request that would fail answers its problem instead). Advisory: nothing was written, and a later change may still refuse it.' });
const DELETED = z.literal(true).openapi({ description: 'Always true: the selection is gone for good.' });
const identity = {
  customiser_id: z.number().openapi({ description: 'The id of the customiser the letter type belongs to.' }),
  letter_type_id: z.number().openapi({ description: 'The id of the letter type.' }),
  letter_part: z.string().openapi({ description: PART }),
};

const selectionSchema = z
  .object({
    object: z.literal('letter_part_colour_selection'),
    ...identity,
    name: z.string().nullable().openapi({ description: says.name }),
    description: z.string().nullable().openapi({ description: says.description }),
    optional: z.boolean().nullable().openapi({ description: says.optional }),
    optional_label: z.string().nullable().openapi({ description: says.optional_label }),
    optional_default_none: z.boolean().openapi({ description: says.optional_default_none }),
    lightsource: z.boolean().openapi({ description: says.lightsource }),
    custom_image: z.boolean().openapi({ description: says.custom_image }),
    show_default_upload_image: z.boolean().openapi({ description: says.show_default_upload_image }),
    show_in_text_editor: z.boolean().openapi({ description: says.show_in_text_editor }),
    text_enabled: z.boolean().openapi({ description: says.text_enabled }),
    default_upload_image_url: z.string().nullable().openapi({ description: 'The image the part shows before a shopper uploads one: an absolute URL, or null. Read-only.' }),
    colour_ids: z.array(z.number()).openapi({ description: 'The ids of the customiser’s colours offered for this part (its bucket). Empty for a new selection; replaced whole by a PATCH of the selection.' }),
    created_at: z.string().datetime(),
    updated_at: z.string().datetime(),
  })
  .openapi('LetterPartColourSelection');

const createBody = z
  .strictObject({
    letter_part: partName.openapi({ description: `${PART} Chosen here once: it is the selection’s identity.` }),
    ...documentedMembers(letterPartConfigurationFields, saying('Omitted: the default of the letter type’s category.')),
    default_upload_image_url: prohibited(),
  })
  .openapi('LetterPartColourSelectionCreate');

/** The patch as the model takes it, and the properties only the wire shows, all read-only. */
const patchBody = documented(letterPartSelectionPatch, {
  shape: {
    ...saying('Omitted: unchanged.'),
    colour_ids: 'The colours offered for this part (its bucket): ids of the customiser’s colours, no repeats, at most 500. Replaces the bucket whole; `[]` empties it. A colour that saved presets of this letter type still use cannot leave it (409 `resource_in_use`).',
  },
})
  .extend({
    object: prohibited(),
    customiser_id: prohibited(),
    letter_type_id: prohibited(),
    letter_part: prohibited('letter_part is the selection’s identity, chosen at creation.'),
    created_at: prohibited(),
    updated_at: prohibited(),
  })
  .openapi('LetterPartColourSelectionPatch');

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
    @inject(ListLetterPartSelectionsService) private readonly listSelections: ListLetterPartSelectionsService,
    @inject(GetLetterPartSelectionService) private readonly getSelection: GetLetterPartSelectionService,
    @inject(CreateLetterPartSelectionService) private readonly createSelection: CreateLetterPartSelectionService,
    @inject(DeleteLetterPartSelectionService) private readonly deleteSelection: DeleteLetterPartSelectionService,
    @inject(ValidateLetterPartColourDeleteService) private readonly validateColourDelete: ValidateLetterPartColourDeleteService,
    @inject(UpdateLetterPartSelectionService) private readonly updateSelection: UpdateLetterPartSelectionService,
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
        operationId: 'getLetterPartColourSelection',
        method: 'get',
        path: `${BASE}/{letter_part}`,
        summary: 'Read a letter-part colour selection',
        scopes: ['customisers:read'],
        idempotency: 'none',
        params: partParams,
        response: { status: 200, kind: 'resource', schema: selectionSchema, description: 'The selection.' },
        problems: ['resource_not_found', 'unknown_parameter'],
        handler: async ({ params }) => ok(selectionResource(await this.getSelection.get(params.customiser_id, params.letter_type_id, params.letter_part))),
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
        createdResource: { path: `${BASE}/{letter_part}`, resourceFields: { letter_part: 'letter_part' } },
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
        response: { status: 200, kind: 'resource', schema: z.object({ object: z.literal('letter_part_colour_selection_validation'), operation: OPERATION, ...identity, valid: VALID }), description: 'The verdict.' },
        problems: [...createProblems],
        handler: async ({ params, body }) => {
          await this.createSelection.create(params.customiser_id, params.letter_type_id, body.letter_part, given(body), { dryRun: true });
          return ok({ object: 'letter_part_colour_selection_validation', operation: 'create', customiser_id: params.customiser_id, letter_type_id: params.letter_type_id, letter_part: body.letter_part, valid: true });
        },
      }),
      defineRoute({
        ...common,
        operationId: 'updateLetterPartColourSelection',
        method: 'patch',
        path: `${BASE}/{letter_part}`,
        summary: 'Reconfigure a letter-part colour selection (JSON merge patch of its configuration and colours)',
        description:
          'Changes any configuration field and the bucket, `colour_ids` (replaced whole; `[]` empties it), by the create’s rules (`customer_text_not_supported`, `field_not_used_by_letter_part`); colours must be the customiser’s, and one that saved presets of this letter type use cannot leave the bucket (409 `resource_in_use`, reason `colour_used_by_presets`). A part that its letter type no longer lists can still be reconfigured. Before a delete, send the fields its `letter_part_not_deletable` refusal names back at their defaults and `colour_ids: []`. `default_upload_image_url` is read-only.',
        scopes: ['customisers:write'],
        idempotency: 'optional',
        budget: optionWriteBudget(this.config),
        params: partParams,
        body: patchBody,
        bodyIsMergePatch: true,
        response: { status: 200, kind: 'resource', schema: selectionSchema, description: 'The selection.' },
        problems: ['resource_not_found', 'validation_failed', 'invalid_document', 'unknown_field', 'customer_text_not_supported', 'field_not_used_by_letter_part', 'resource_in_use', 'idempotency_key_conflict', 'idempotency_key_in_flight'],
        handler: async ({ params, body }) =>
          ok(selectionResource(await this.updateSelection.update(params.customiser_id, params.letter_type_id, params.letter_part, body as JsonObject))),
      }),
      defineRoute({
        ...common,
        operationId: 'deleteLetterPartColourSelection',
        method: 'delete',
        path: `${BASE}/{letter_part}`,
        summary: 'Delete a letter-part colour selection',
        description:
          'Only a selection whose part its letter type no longer lists (else 422 `letter_part_not_deletable`, reason `letter_part_declared`), whose configuration is back at the category’s defaults with no uploaded image (else 422 `letter_part_not_deletable`, reason `configured_letter_part`; the detail names the fields and their defaults), and whose bucket is empty, unshared and untranslated (else 409 `resource_in_use`, reason `selection_not_empty` with each colour named in `referenced_by`, or `selection_shared`, `selection_translated`). Reset and empty it with a PATCH of the selection first.',
        scopes: ['customisers:write'],
        idempotency: 'required',
        budget: optionWriteBudget(this.config),
        params: partParams,
        response: { status: 200, kind: 'resource', schema: z.object({ object: z.literal('letter_part_colour_selection_deletion_receipt'), ...identity, deleted: DELETED, resource: selectionSchema }), description: 'Deletion receipt.' },
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
        params: partParams.extend({ colour_id: idParam().openapi({ description: 'The id of the colour whose removal from the part is checked.' }) }),
        response: {
          status: 200,
          kind: 'resource',
          schema: z.object({
            object: z.literal('letter_part_colour_validation'),
            operation: z.literal('delete').openapi({ description: 'The operation checked: always `delete` (of the colour from the part).' }),
            ...identity,
            colour_id: z.number().openapi({ description: 'The id of the colour whose removal was checked.' }),
            valid: VALID,
          }),
          description: 'The verdict.',
        },
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
