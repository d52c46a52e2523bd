import { parseBody } from '../../../shared-kernel/validation/strict-parsing';
import { z } from '../../../shared-kernel/validation/zod';
import { assertCreatable, defaultConfiguration, type LetterPartConfiguration } from '../domain/letter-parts';

/** The configuration fields a new selection may give; each one omitted takes the category's default. */
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
