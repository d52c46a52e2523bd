import type { ProblemFieldError } from '../../../../shared-kernel/problems/problem';
import type { Design } from '../design';
import type { StorefrontConfiguration } from '../storefront-configuration';
import { byId, fieldError } from './field-error';

type OptionField = 'colour_id' | 'backlight_id' | 'jacket_id' | 'backboard_id' | 'mounting_colour_id' | 'support_finish_id';

const OPTION_LISTS: [OptionField, 'colours' | 'backlights' | 'jackets' | 'backboards' | 'mounting_colours' | 'support_finishes'][] = [
  ['colour_id', 'colours'],
  ['backlight_id', 'backlights'],
  ['jacket_id', 'jackets'],
  ['backboard_id', 'backboards'],
  ['mounting_colour_id', 'mounting_colours'],
  ['support_finish_id', 'support_finishes'],
];

/** Every id the design names is a row the customiser offers, each extra chosen once, the jacket fits the colour. */
export function choiceErrors(configuration: StorefrontConfiguration, design: Design): ProblemFieldError[] {
  const errors = [unsupported('/font_id', design.font_id, configuration.fonts), unsupported('/size_id', design.size_id, configuration.sizes)];
  for (const [field, list] of OPTION_LISTS) {
    const id = design[field];
    if (id !== undefined && id !== null) errors.push(unsupported(`/${field}`, id, configuration[list]));
  }
  const seen = new Set<number>();
  (design.extras ?? []).forEach((id, index) => {
    errors.push(unsupported(`/extras/${index}`, id, configuration.extras));
    if (seen.has(id)) errors.push(fieldError(`/extras/${index}`, 'invalid', 'Each extra can be chosen once.'));
    seen.add(id);
  });
  const jacket = byId(configuration.jackets, design.jacket_id);
  if (jacket && design.colour_id !== undefined && jacket.excluded_colour_ids.includes(design.colour_id)) {
    errors.push(fieldError('/jacket_id', 'invalid', `The jacket ${jacket.name} is not made for the chosen colour.`));
  }
  return errors.filter((error): error is ProblemFieldError => error !== undefined);
}

/** A reference to a row the customiser does not offer, with the ids it does. */
export function unsupported(pointer: string, id: number, rows: readonly { id: number }[]): ProblemFieldError | undefined {
  if (byId(rows, id)) return undefined;
  return fieldError(pointer, 'unsupported_value', 'Not an option of this customiser.', rows.map((row) => row.id));
}
