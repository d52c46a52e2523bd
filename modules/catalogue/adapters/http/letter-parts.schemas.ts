import { idParam } from '../../../../infra/http/listing-query';
import { z } from '../../../../infra/openapi/zod';
import { documented, documentedMembers } from '../../../../infra/openapi/documented';
import { prohibited } from '../../../../shared-kernel/validation/strict-parsing';
import type { LetterPartSelection } from '../../domain/letter-part-selection';
import type { LetterPartConfiguration } from '../../domain/letter-parts';
import { letterPartConfigurationFields, letterPartSelectionPatch } from '../../model/letter-part-configuration';

/**
 * The wire of the letter-part colour selections, shared by their operations (use-cases/*-letter-part-*):
 * paths and parameters, the selection resource, the create body and the patch, with what each field means.
 */
export const LETTER_PARTS_PATH = '/api/v3/customisers/{customiser_id}/letter-types/{letter_type_id}/letter-parts';

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
export const letterTypeParams = z.object({
  customiser_id: idParam(),
  letter_type_id: idParam().openapi({ description: 'The id of one of the customiser’s letter types.' }),
});
export const letterPartParams = letterTypeParams.extend({ letter_part: partName.openapi({ description: PART }) });
export const CREATE_CHECKED = z.literal('create').openapi({ description: 'The operation checked: always `create`.' });
export const VALID_VERDICT = z.boolean().openapi({ description: 'Always true: the operation would succeed now (a request that would fail answers its problem instead). Advisory: nothing was written, and a later change may still refuse it.' });
export const DELETED_FOR_GOOD = z.literal(true).openapi({ description: 'Always true: the selection is gone for good.' });
export const selectionIdentity = {
  customiser_id: z.number().openapi({ description: 'The id of the customiser the letter type belongs to.' }),
  letter_type_id: z.number().openapi({ description: 'The id of the letter type.' }),
  letter_part: z.string().openapi({ description: PART }),
};

export const selectionSchema = z
  .object({
    object: z.literal('letter_part_colour_selection'),
    ...selectionIdentity,
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

export const selectionCreateBody = z
  .strictObject({
    letter_part: partName.openapi({ description: `${PART} Chosen here once: it is the selection’s identity.` }),
    ...documentedMembers(letterPartConfigurationFields, saying('Omitted: the default of the letter type’s category.')),
    default_upload_image_url: prohibited(),
  })
  .openapi('LetterPartColourSelectionCreate');

/** The patch as the model takes it, and the properties only the wire shows, all read-only. */
export const selectionPatchBody = documented(letterPartSelectionPatch, {
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

export function selectionResource(selection: LetterPartSelection) {
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

/** The problems a letter-part selection's create answers, and its validate-create alike. */
export const CREATE_PROBLEMS = ['resource_not_found', 'validation_failed', 'unknown_field', 'letter_part_taken', 'letter_part_not_declared', 'customer_text_not_supported', 'field_not_used_by_letter_part'] as const;

/** The configuration a create body gives: the body without its part (the selection's identity) and the read-only URL. */
export function givenConfiguration(body: z.infer<typeof selectionCreateBody>) {
  const { letter_part: _part, default_upload_image_url: _url, ...configuration } = body;
  return configuration;
}
