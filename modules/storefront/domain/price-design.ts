import { Problems } from '../../../shared-kernel/problems/problems';
import { lettersOf, textLines, type Design } from './design';
import type { DesignPrice, TextMeasurement } from './design-price';
import { priceAdvancedLetter } from './pricing/advanced-letter.pricing';
import { chosenOptions } from './pricing/chosen-options';
import { priceFrameFit } from './pricing/frame-fit.pricing';
import { optionCharges } from './pricing/option-charges';
import { sumOf } from './pricing/price-lines';
import { roundHalfAwayFromZero } from './pricing/rounding';
import type { SignPricing, SignPricingInput } from './pricing/sign-pricing';
import { priceSimpleLetter } from './pricing/simple-letter.pricing';
import type { StorefrontConfiguration, StorefrontSnapshot } from './storefront-configuration';

const PRICE_SIGN: Record<StorefrontConfiguration['pricing_model'], (input: SignPricingInput) => SignPricing> = {
  simple_letter: priceSimpleLetter,
  advanced_letter: priceAdvancedLetter,
  frame_fit: priceFrameFit,
};

/**
 * A design's price (docs/pricing.md): the sign by its model, then its options. Expects a design
 * `designErrors` accepts; throws a 422 `validation_failed` for what only pricing finds out (a character
 * the font lacks, nothing fits, nothing priced). `measurement` is the text lines (`textLines`) set in the
 * font at the size's letter height: advanced letters are priced by it; whatever the model, a character
 * it finds missing is refused.
 */
export function priceDesign(input: { snapshot: StorefrontSnapshot; design: Design; measurement?: TextMeasurement | undefined }): DesignPrice {
  const { snapshot: { configuration, pricing }, design, measurement } = input;
  const font = configuration.fonts.find((candidate) => candidate.id === design.font_id);
  const size = configuration.sizes.find((candidate) => candidate.id === design.size_id);
  if (!font || !size) {
    throw Problems.validationFailed([{ pointer: font ? '/size_id' : '/font_id', code: 'unsupported_value', detail: 'Not an option of this customiser.' }]);
  }
  const lines = textLines(design.lines);
  if (measurement) assertCharactersInFont(design, measurement);
  const signInput: SignPricingInput = { configuration, pricing, design, font, size, textLines: lines, letters: lettersOf(lines).flat(), measurement };
  const sign = PRICE_SIGN[configuration.pricing_model](signInput);
  const charged = [...sign.lines, ...optionCharges(chosenOptions(signInput, sign), sign.lines)].filter((line) => line.code === 'base' || line.amount !== 0);
  return {
    object: 'design_price',
    customiser_id: configuration.customiser_id,
    currency: configuration.currency,
    total: sumOf(charged),
    lines: charged,
    dimensions: {
      width_cm: roundHalfAwayFromZero(sign.widthCm, 2),
      height_cm: roundHalfAwayFromZero(sign.heightCm, 2),
      outline_length_cm: sign.outlineLengthCm === null ? null : roundHalfAwayFromZero(sign.outlineLengthCm, 2),
    },
    shipping: sign.shipping,
  };
}

/** The measurement's line i is the design's i-th text line: errors point at that line of the design. */
function assertCharactersInFont(design: Design, measurement: TextMeasurement): void {
  if (measurement.missingCharacters.length === 0) return;
  const designIndexes = design.lines.flatMap((line, index) => (line.trim().length > 0 ? [index] : []));
  const byLine = new Map<number, string[]>();
  for (const { line, character } of measurement.missingCharacters) {
    const characters = byLine.get(line) ?? [];
    if (!characters.includes(character)) characters.push(character);
    byLine.set(line, characters);
  }
  throw Problems.validationFailed(
    [...byLine].map(([line, characters]) => ({
      pointer: `/lines/${designIndexes[line] ?? line}`,
      code: 'character_not_in_font',
      detail: `The font has no ${characters.map((character) => `“${character}”`).join(', ')}.`,
    })),
  );
}
