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
  assertFieldRules(input);
}

/**
 * The rules on the fields a create or a reconfiguration gives, whichever it is: customer text only on the
 * front face of a rectangle or cylinder lightbox; no optionality on a lightbox border.
 */
export function assertFieldRules(input: { category: string; part: string; given: Partial<LetterPartConfiguration> }): void {
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
  /** The colours of the bucket, each with its name (null for a colour no longer found). */
  colours: readonly { id: number; name: string | null }[];
  shared: boolean;
  translated: boolean;
}

/** The configuration fields away from the part's defaults, in declared order. */
export function configuredFields(category: string, part: string, configuration: LetterPartConfiguration): (keyof LetterPartConfiguration)[] {
  const defaults = defaultConfiguration(category, part);
  return CONFIGURATION_FIELDS.filter((field) => configuration[field] !== defaults[field]);
}

/** A selection is deleted only once it is undeclared, back at defaults, empty, unshared and untranslated. */
export function assertDeletable(input: { category: string; declaredParts: readonly string[]; part: string; state: SelectionState }): void {
  const defaults = defaultConfiguration(input.category, input.part);
  const changed = configuredFields(input.category, input.part, input.state.configuration);
  const declared = input.declaredParts.includes(input.part);
  if (declared || input.state.uploadedImage || changed.length > 0) {
    const resets = changed.map((field) => `${field}: ${JSON.stringify(defaults[field])}`).join(', ');
    throw problem('letter_part_not_deletable', {
      detail: declared
        ? `The part ${input.part} is still listed in the letter type letter_parts; remove it there first.`
        : changed.length > 0
          ? `The part ${input.part} is configured away from its defaults; reset it first with a PATCH of the selection sending ${resets}.`
          : `The part ${input.part} still shows an uploaded default image.`,
      members: { reason: declared ? 'letter_part_declared' : 'configured_letter_part' },
    });
  }
  const colours = input.state.colours;
  const reason = colours.length > 0 ? 'selection_not_empty' : input.state.shared ? 'selection_shared' : input.state.translated ? 'selection_translated' : undefined;
  if (reason) {
    throw problem('resource_in_use', {
      detail:
        reason === 'selection_not_empty'
          ? `The selection still holds ${colours.length} colour(s); empty its bucket first with a PATCH of the selection sending colour_ids: [].`
          : 'The selection is shared or has translated copy.',
      members: {
        referenced_by: colours.map((colour) => ({ type: 'colour', id: colour.id, name: colour.name })),
        referenced_by_count: colours.length,
        reason,
      },
    });
  }
}
