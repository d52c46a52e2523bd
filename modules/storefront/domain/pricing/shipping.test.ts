import { shippingWeight } from './shipping';

describe('shipping by volumetric weight', () => {
  const physical = { calculation: 'physical', volumetric_divisor: 5000, add_weight_to_product: true };

  it('weighs width × height × depth / divisor, in kilograms to three decimals', () => {
    // 45.5 × 24 × 8 / 5000 = 8736 / 5000 = 1.7472 → 1.747 kg
    expect(shippingWeight(physical, { widthCm: 45.5, heightCm: 24, depthCm: 8 })).toEqual({ calculation: 'physical', volumetric_weight_kg: 1.747, add_weight_to_product: true });
  });

  it('has no weight without a divisor, without a depth, or when shipping is not physical', () => {
    const sign = { widthCm: 80, heightCm: 40, depthCm: 5 };
    expect(shippingWeight({ ...physical, volumetric_divisor: null }, sign)?.volumetric_weight_kg).toBeNull();
    expect(shippingWeight(physical, { ...sign, depthCm: null })?.volumetric_weight_kg).toBeNull();
    expect(shippingWeight({ ...physical, calculation: 'flat' }, sign)).toEqual({ calculation: 'flat', volumetric_weight_kg: null, add_weight_to_product: true });
  });

  it('is absent when the price list says nothing of shipping', () => {
    expect(shippingWeight(undefined, { widthCm: 80, heightCm: 40, depthCm: 5 })).toBeNull();
  });
});
