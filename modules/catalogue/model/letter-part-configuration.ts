import { parseBody } from '../../../shared-kernel/validation/strict-parsing';
import { z } from '../../../shared-kernel/validation/zod';
import { assertCreatable, defaultConfiguration, type LetterPartConfiguration } from '../domain/letter-parts';

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
