import type { ShippingWeight } from '../design-price';
import type { StorefrontShipping } from '../storefront-pricing';
import { roundHalfAwayFromZero } from './rounding';

/**
 * The sign's volumetric weight, where the price list ships physically by a divisor and the size has a
 * depth: width × height × depth / divisor, in kilograms to three decimals. It is never a money line:
 * the document carries no rate, the store charges its carrier's.
 */
export function shippingWeight(
  shipping: StorefrontShipping | undefined,
  sign: { widthCm: number; heightCm: number; depthCm: number | null },
): ShippingWeight | null {
  if (!shipping) return null;
  const { volumetric_divisor: divisor } = shipping;
  const { depthCm } = sign;
  const weight =
    shipping.calculation === 'physical' && divisor !== null && divisor > 0 && depthCm !== null
      ? roundHalfAwayFromZero((sign.widthCm * sign.heightCm * depthCm) / divisor, 3)
      : null;
  return { calculation: shipping.calculation, volumetric_weight_kg: weight, add_weight_to_product: shipping.add_weight_to_product };
}
