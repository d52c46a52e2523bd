import { problem } from '../../../shared-kernel/problems/problems';

export const LIGHTBOX_CATEGORIES = ['lightbox_rectangle', 'lightbox_cylinder', 'lightbox_shaped'] as const;
const TEXT_CAPABLE = ['lightbox_rectangle', 'lightbox_cylinder'];
const OPTIONALITY_FIELDS = ['optional', 'optional_label', 'optional_default_none'] as const;

export interface LetterPartConfiguration {
  name: string | null;
  description: string | null;
  optional: boolean | null;
  optional_label: string | null;
  optional_default_none: boolean;
  lightsource: boolean;
  custom_image: boolean;
  show_default_upload_image: boolean;
  show_in_text_editor: boolean;
  text_enabled: boolean;
}

export const CONFIGURATION_FIELDS = [
  'name', 'description', 'optional', 'optional_label', 'optional_default_none', 'lightsource', 'custom_image',
  'show_default_upload_image', 'show_in_text_editor', 'text_enabled',
] as const satisfies readonly (keyof LetterPartConfiguration)[];

/** What an omitted field takes, by the letter type's category and the part: what a new part expects. */
export function defaultConfiguration(category: string, part: string): LetterPartConfiguration {
  const lightbox = (LIGHTBOX_CATEGORIES as readonly string[]).includes(category);
  return {
    name: null,
    description: null,
    optional: lightbox && part === 'border' ? null : false,
    optional_label: null,
    optional_default_none: false,
    lightsource: part === 'tube' || part === 'halo' || (lightbox && part === 'face'),
    custom_image: lightbox && part === 'face',
    show_default_upload_image: false,
    show_in_text_editor: part === 'face',
    text_enabled: false,
  };
}

/** The rules a new selection must pass, in the order the spec lists them. */
export function assertCreatable(input: {
  category: string;
  declaredParts: readonly string[];
  takenParts: readonly string[];
  part: string;
  given: Partial<LetterPartConfiguration>;
}): void {
  if (!input.declaredParts.includes(input.part)) {
    throw problem('letter_part_not_declared', {
      detail: `The letter type does not declare the part ${input.part}.`,
      errors: [{ pointer: '/letter_part', code: 'letter_part_not_declared', detail: 'Not in the letter type letter_parts.', allowed_values: input.declaredParts }],
      members: { declared_letter_parts: [...input.declaredParts] },
    });
  }
  if (input.takenParts.includes(input.part)) {
    throw problem('letter_part_taken', {
      detail: `The part ${input.part} already holds a selection.`,
      errors: [{ pointer: '/letter_part', code: 'letter_part_taken', detail: 'Already holds a selection.' }],
    });
  }
  if (input.given.text_enabled === true && !(TEXT_CAPABLE.includes(input.category) && input.part === 'face')) {
    throw problem('customer_text_not_supported', {
      detail: 'Customer text is only supported on the front face of a rectangle or cylinder lightbox.',
      errors: [{ pointer: '/text_enabled', code: 'customer_text_not_supported', detail: 'Not supported on this part.' }],
    });
  }
  const isLightboxBorder = (LIGHTBOX_CATEGORIES as readonly string[]).includes(input.category) && input.part === 'border';
  const optionality = OPTIONALITY_FIELDS.filter((field) => input.given[field] !== undefined);
  if (isLightboxBorder && optionality.length > 0) {
    throw problem('field_not_used_by_letter_part', {
      detail: 'A lightbox border carries no optionality.',
      errors: optionality.map((field) => ({ pointer: `/${field}`, code: 'field_not_used_by_letter_part', detail: 'Not used by a lightbox border.' })),
      members: { reason: 'lightbox_border_has_no_optionality' },
    });
  }
}

export interface SelectionState {
  configuration: LetterPartConfiguration;
  uploadedImage: boolean;
  colourIds: readonly number[];
  shared: boolean;
  translated: boolean;
}

/** A selection is deleted only once it is undeclared, back at defaults, empty, unshared and untranslated. */
export function assertDeletable(input: { category: string; declaredParts: readonly string[]; part: string; state: SelectionState }): void {
  const defaults = defaultConfiguration(input.category, input.part);
  const configured =
    input.state.uploadedImage || CONFIGURATION_FIELDS.some((field) => input.state.configuration[field] !== defaults[field]);
  if (input.declaredParts.includes(input.part) || configured) {
    throw problem('letter_part_not_deletable', {
      detail: input.declaredParts.includes(input.part)
        ? `The part ${input.part} is still listed in the letter type letter_parts; remove it there first.`
        : `The part ${input.part} is configured away from its defaults; reset it first.`,
      members: { reason: input.declaredParts.includes(input.part) ? 'letter_part_declared' : 'configured_letter_part' },
    });
  }
  const reason = input.state.colourIds.length > 0 ? 'selection_not_empty' : input.state.shared ? 'selection_shared' : input.state.translated ? 'selection_translated' : undefined;
  if (reason) {
    throw problem('resource_in_use', {
      detail: 'The selection still holds colours, is shared or has translated copy.',
      members: {
        referenced_by: input.state.colourIds.map((id) => ({ type: 'colour', id, name: null })),
        referenced_by_count: input.state.colourIds.length,
        reason,
      },
    });
  }
}
