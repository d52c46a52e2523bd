import { applyMergePatch, sameJsonValue, type JsonObject } from '../../../shared-kernel/merge-patch';
import { Problems } from '../../../shared-kernel/problems/problems';
import { parseBody, prohibited } from '../../../shared-kernel/validation/strict-parsing';
import { z } from '../../../shared-kernel/validation/zod';
import { assertCreatable, assertFieldRules, CONFIGURATION_FIELDS, defaultConfiguration, type LetterPartConfiguration } from '../domain/letter-parts';
import { ids } from './field-kit';

/** What each configuration field means, for the create body and the selection alike. */
export const letterPartConfigurationDescriptions: Readonly<Record<keyof LetterPartConfiguration, string>> = {
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

const described = <T extends z.ZodType>(field: keyof LetterPartConfiguration, type: T) =>
  type.openapi({ description: `${letterPartConfigurationDescriptions[field]} Omitted: the default of the letter type’s category.` });

/** The configuration fields a new selection may give; each one omitted takes the category's default. */
export const letterPartConfigurationFields = {
  name: described('name', z.string().max(200).nullable().optional()),
  description: described('description', z.string().max(2000).nullable().optional()),
  optional: described('optional', z.boolean().nullable().optional()),
  optional_label: described('optional_label', z.string().max(200).nullable().optional()),
  optional_default_none: described('optional_default_none', z.boolean().optional()),
  lightsource: described('lightsource', z.boolean().optional()),
  custom_image: described('custom_image', z.boolean().optional()),
  show_default_upload_image: described('show_default_upload_image', z.boolean().optional()),
  show_in_text_editor: described('show_in_text_editor', z.boolean().optional()),
  text_enabled: described('text_enabled', z.boolean().optional()),
};

const givenConfiguration = z.strictObject(letterPartConfigurationFields);

/** The letter type a selection is made for, and the parts already holding one. */
export interface LetterPartSlot {
  category: string;
  declaredParts: readonly string[];
  takenParts: readonly string[];
  part: string;
}

/**
 * A new part's configuration: the given fields checked strictly and against the rules of the letter
 * type's category and parts, completed with the category's defaults.
 */
export function newLetterPartConfiguration(slot: LetterPartSlot, given: unknown): LetterPartConfiguration {
  const parsed = parseBody(givenConfiguration, given) as Partial<LetterPartConfiguration>;
  assertCreatable({ ...slot, given: parsed });
  const defined = Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== undefined));
  return { ...defaultConfiguration(slot.category, slot.part), ...defined };
}

/** A whole configuration, as stored and as a merged patch must leave it: every field present, null only where typed nullable. */
const configurationDocument = z.strictObject({
  name: z.string().max(200).nullable(),
  description: z.string().max(2000).nullable(),
  optional: z.boolean().nullable(),
  optional_label: z.string().max(200).nullable(),
  optional_default_none: z.boolean(),
  lightsource: z.boolean(),
  custom_image: z.boolean(),
  show_default_upload_image: z.boolean(),
  show_in_text_editor: z.boolean(),
  text_enabled: z.boolean(),
});

const reconfigured = <T extends z.ZodType>(field: keyof LetterPartConfiguration, type: T) =>
  type.openapi({ description: `${letterPartConfigurationDescriptions[field]} Omitted: unchanged.` });

/**
 * A merge patch of a selection: any configuration field (null clears a nullable one; a field that cannot
 * be null refuses it) and the bucket, `colour_ids`, replaced whole (`[]` empties it).
 */
export const letterPartSelectionPatch = z.strictObject({
  name: reconfigured('name', z.string().max(200).nullable().optional()),
  description: reconfigured('description', z.string().max(2000).nullable().optional()),
  optional: reconfigured('optional', z.boolean().nullable().optional()),
  optional_label: reconfigured('optional_label', z.string().max(200).nullable().optional()),
  optional_default_none: reconfigured('optional_default_none', z.boolean().optional()),
  lightsource: reconfigured('lightsource', z.boolean().optional()),
  custom_image: reconfigured('custom_image', z.boolean().optional()),
  show_default_upload_image: reconfigured('show_default_upload_image', z.boolean().optional()),
  show_in_text_editor: reconfigured('show_in_text_editor', z.boolean().optional()),
  text_enabled: reconfigured('text_enabled', z.boolean().optional()),
  colour_ids: ids()
    .optional()
    .openapi({ description: 'The colours offered for this part (its bucket): ids of the customiser’s colours, no repeats, at most 500. Replaces the bucket whole; `[]` empties it. A colour that saved presets of this letter type still use cannot leave it (409 `resource_in_use`).' }),
  default_upload_image_url: prohibited(),
});

/** What a reconfiguration leaves: the configuration and bucket after the patch, and whether anything changed. */
export interface ReconfiguredLetterPart {
  configuration: LetterPartConfiguration;
  colourIds: number[];
  changesNothing: boolean;
}

/**
 * A selection after a merge patch: the patch checked strictly, merged into the stored configuration and
 * checked whole, and held to the create's field rules (a field set back to its default, which a lightbox
 * border's optionality always is, passes them). The bucket's colours are checked by the caller, which can
 * ask the database.
 */
export function reconfiguredLetterPart(
  slot: { category: string; part: string },
  current: { configuration: LetterPartConfiguration; colourIds: readonly number[] },
  patch: JsonObject,
): ReconfiguredLetterPart {
  const parsed = parseBody(letterPartSelectionPatch, patch) as Partial<LetterPartConfiguration> & { colour_ids?: number[] };
  const { colour_ids: colourIds, ...configurationPatch } = patch as JsonObject & { colour_ids?: unknown };
  const defaults = defaultConfiguration(slot.category, slot.part);
  const stored = { ...defaults, ...current.configuration };
  const configuration = parseBody(configurationDocument, applyMergePatch(stored, configurationPatch, { nullMeans: 'clear' })) as LetterPartConfiguration;
  const given = Object.fromEntries(CONFIGURATION_FIELDS.filter((field) => field in configurationPatch && configuration[field] !== defaults[field]).map((field) => [field, configuration[field]]));
  assertFieldRules({ ...slot, given });
  const bucket = colourIds === undefined ? [...current.colourIds] : [...(parsed.colour_ids ?? [])];
  const repeats = bucket.flatMap((id, index) => (bucket.indexOf(id) < index ? [index] : []));
  if (repeats.length > 0) {
    throw Problems.validationFailed(repeats.map((index) => ({ pointer: `/colour_ids/${index}`, code: 'invalid', detail: `Colour ${bucket[index]} is already in the bucket: name each colour once.` })));
  }
  return {
    configuration,
    colourIds: bucket,
    changesNothing: sameJsonValue(configuration, current.configuration) && sameJsonValue(bucket, [...current.colourIds]),
  };
}
