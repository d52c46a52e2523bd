import { applyMergePatch, sameJsonValue, type JsonObject } from '../../../shared-kernel/merge-patch';
import { Problems } from '../../../shared-kernel/problems/problems';
import { parseBody, prohibited } from '../../../shared-kernel/validation/strict-parsing';
import { z } from '../../../shared-kernel/validation/zod';
import { assertCreatable, assertFieldRules, CONFIGURATION_FIELDS, defaultConfiguration, type LetterPartConfiguration } from '../domain/letter-parts';
import { ids } from './field-kit';

/**
 * The configuration fields a new selection may give; each one omitted takes the category's default. What
 * each means is the HTTP adapter's (adapters/http/letter-parts.schemas.ts).
 */
export const letterPartConfigurationFields = {
  name: z.string().max(200).nullable().optional(),
  description: z.string().max(2000).nullable().optional(),
  optional: z.boolean().nullable().optional(),
  optional_label: z.string().max(200).nullable().optional(),
  optional_default_none: z.boolean().optional(),
  lightsource: z.boolean().optional(),
  custom_image: z.boolean().optional(),
  show_default_upload_image: z.boolean().optional(),
  show_in_text_editor: z.boolean().optional(),
  text_enabled: z.boolean().optional(),
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

/**
 * A merge patch of a selection: any configuration field (null clears a nullable one; a field that cannot
 * be null refuses it) and the bucket, `colour_ids`, replaced whole (`[]` empties it).
 */
export const letterPartSelectionPatch = z.strictObject({
  ...letterPartConfigurationFields,
  colour_ids: ids().optional(),
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
