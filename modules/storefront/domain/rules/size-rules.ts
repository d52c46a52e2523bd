import type { ProblemFieldError } from '../../../../shared-kernel/problems/problem';
import type { Design } from '../design';
import { letterHeightCm } from '../letter-height';
import type { StorefrontColour, StorefrontConfiguration, StorefrontFont, StorefrontSize } from '../storefront-configuration';
import { byId, fieldError } from './field-error';

type SizedOption = 'colour_id' | 'backlight_id' | 'mounting_colour_id' | 'support_finish_id';

/**
 * The sign is at least as large as what it is made of asks: a letter model's size has a letter height,
 * the font's letters are no smaller than it allows, and each colour, backlight, mounting colour and
 * support finish fits within the sign (a frame-fit sign is the design's dimensions, others the size's).
 */
export function sizeErrors(configuration: StorefrontConfiguration, design: Design): ProblemFieldError[] {
  const size = byId(configuration.sizes, design.size_id);
  if (!size) return [];
  const errors: ProblemFieldError[] = [];
  const letterHeight = letterHeightCm(size);
  if (configuration.pricing_model !== 'frame_fit' && letterHeight === 0) {
    errors.push(fieldError('/size_id', 'invalid', `The size ${size.name} has no height to make letters of.`));
  }
  const font = byId(configuration.fonts, design.font_id);
  const fontError = font && letterHeight > 0 ? fontMinimumError(configuration.sizes, font, letterHeight) : undefined;
  if (fontError) errors.push(fontError);

  const sign = configuration.pricing_model === 'frame_fit' ? { width: design.width_cm ?? null, height: design.height_cm ?? null } : { width: size.width_cm, height: size.height_cm };
  const sized: [SizedOption, StorefrontColour[]][] = [
    ['colour_id', configuration.colours],
    ['backlight_id', configuration.backlights],
    ['mounting_colour_id', configuration.mounting_colours],
    ['support_finish_id', configuration.support_finishes],
  ];
  for (const [field, rows] of sized) {
    const option = byId(rows, design[field]);
    if (option && (exceeds(option.min_width_cm, sign.width) || exceeds(option.min_height_cm, sign.height))) {
      errors.push(fieldError(`/${field}`, 'below_minimum_size', `${option.name} is made for signs of at least ${option.min_width_cm ?? 0} × ${option.min_height_cm ?? 0} cm.`));
    }
  }
  return errors;
}

function fontMinimumError(sizes: readonly StorefrontSize[], font: StorefrontFont, letterHeight: number): ProblemFieldError | undefined {
  const minimumSize = byId(sizes, font.minimum_size_id);
  if (minimumSize && letterHeight < letterHeightCm(minimumSize)) {
    return fieldError('/size_id', 'below_minimum_size', `The font ${font.name} is made no smaller than the size ${minimumSize.name}.`);
  }
  if (font.min_height_uppercase_letter_cm !== null && letterHeight < font.min_height_uppercase_letter_cm) {
    return fieldError('/size_id', 'below_minimum_size', `The font ${font.name} needs letters at least ${font.min_height_uppercase_letter_cm} cm high.`);
  }
  return undefined;
}

/** A minimum the sign is known to fall short of; an unknown dimension is not held against it. */
function exceeds(minimum: number | null, actual: number | null): boolean {
  return minimum !== null && actual !== null && minimum > actual;
}
