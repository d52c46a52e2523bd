import type { AreaPriceRow } from '../storefront-pricing';
import { areaAmount, modifiedMeasure, selectAreaRow } from './area-row';
import { centimetres, SIGN_SIZE } from './labels';
import { priceLine } from './price-lines';
import { pricingFailure } from './pricing-failure';
import { shippingWeight } from './shipping';
import type { SignPricing, SignPricingInput } from './sign-pricing';

/**
 * A frame-fit sign is as large as the shopper asks: the only price list's smallest row the frame fits
 * (its length is the frame's perimeter), its base price and its area rate over the modified measures.
 */
export function priceFrameFit(input: SignPricingInput): SignPricing {
  const list = input.pricing.price_lists[0];
  if (!list || list.rows.length === 0) return pricingFailure('', 'not_priced', 'The customiser has no price list.');
  const widthCm = input.design.width_cm ?? 0;
  const heightCm = input.design.height_cm ?? 0;
  const sign = { widthCm, heightCm, lengthCm: 2 * (widthCm + heightCm) };
  const row = selectAreaRow(list.rows as AreaPriceRow[], sign);
  if (!row) return pricingFailure('/width_cm', 'design_too_large', `No price row fits a ${centimetres(widthCm)} × ${centimetres(heightCm)} cm frame.`);

  const charged = modifiedMeasure(row, sign);
  return {
    lines: [
      priceLine('base', 'Base price', row.base_price),
      priceLine('area', SIGN_SIZE, areaAmount(row, charged, input.configuration.currency)),
    ],
    widthCm,
    heightCm,
    outlineLengthCm: null,
    shipping: shippingWeight(list.shipping, { widthCm, heightCm, depthCm: input.size.length_cm }),
  };
}
