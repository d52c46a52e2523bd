import type { PriceLine } from '../design-price';
import type { PricingDocumentForStorefront } from '../storefront-pricing';
import { centimetres } from './labels';
import { majorToMinorUnits } from './minor-units';
import { priceLine } from './price-lines';
import { pricingFailure } from './pricing-failure';

type SheetPricing = NonNullable<PricingDocumentForStorefront['sheet_pricing']>;

/**
 * The sheet the letters are mounted on: the smallest sheet row (by area) the sign fits, charged its base
 * price plus its rate per square centimetre of the sign.
 */
export function sheetLine(sheet: SheetPricing, sign: { widthCm: number; heightCm: number }, currency: string): PriceLine {
  const rows = [...sheet.rows].sort((a, b) => a.width_limit_cm * a.height_limit_cm - b.width_limit_cm * b.height_limit_cm);
  const row = rows.find((candidate) => sign.widthCm <= candidate.width_limit_cm && sign.heightCm <= candidate.height_limit_cm);
  if (!row) {
    return pricingFailure('', 'design_too_large', `No sheet is large enough for a ${centimetres(sign.widthCm)} × ${centimetres(sign.heightCm)} cm sign.`);
  }
  const area = sign.widthCm * sign.heightCm;
  return priceLine('sheet', `Sheet ${centimetres(sign.widthCm)} × ${centimetres(sign.heightCm)} cm`, row.base_price + majorToMinorUnits(row.price_per_sq_cm * area, currency));
}
