/**
 * The pricing models as the previous generation named them (decision 0013). `legacy_fixed_height`, the
 * retired model, was the previous generation's `FIXED_HEIGHT`.
 */
export const PREVIOUS_PRICING_MODEL_NAMES = {
  simple_letter: 'FIXED_WIDTH',
  advanced_letter: 'MATERIAL_LENGTH',
  frame_fit: 'FRAME_FIT',
  legacy_fixed_height: 'FIXED_HEIGHT',
} as const;

export type PreviousPricingModel = (typeof PREVIOUS_PRICING_MODEL_NAMES)[keyof typeof PREVIOUS_PRICING_MODEL_NAMES];

/** The previous generation's name of a v3 pricing model. */
export function previousPricingModel(model: keyof typeof PREVIOUS_PRICING_MODEL_NAMES): PreviousPricingModel {
  return PREVIOUS_PRICING_MODEL_NAMES[model];
}
