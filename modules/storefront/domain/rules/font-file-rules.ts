import type { ProblemFieldError } from '../../../../shared-kernel/problems/problem';
import type { Design } from '../design';
import type { StorefrontConfiguration } from '../storefront-configuration';
import type { PricingDocumentForStorefront } from '../storefront-pricing';
import { byId, fieldError } from './field-error';

/** Letters priced by their outline length can be priced only in fonts whose outlines can be traced: the design's, and each word's. */
export function fontFileErrors(configuration: StorefrontConfiguration, design: Design, pricing: PricingDocumentForStorefront | undefined): ProblemFieldError[] {
  if (configuration.pricing_model !== 'advanced_letter' || pricing?.price_lists[0]?.letter_pricing_method !== 'material_length') return [];
  const chosen = [{ pointer: '/font_id', fontId: design.font_id }, ...(design.words ?? []).map((word, index) => ({ pointer: `/words/${index}/font_id`, fontId: word.font_id }))];
  return chosen.flatMap(({ pointer, fontId }) => {
    const font = byId(configuration.fonts, fontId);
    if (!font || font.font_file.has_font_file) return [];
    return [fieldError(pointer, 'font_file_missing', `The font ${font.name} has no font file to measure its letters by.`)];
  });
}
