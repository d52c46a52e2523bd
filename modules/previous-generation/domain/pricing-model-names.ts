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

type PricingModel = keyof typeof PREVIOUS_PRICING_MODEL_NAMES;

export type PreviousPricingModel = (typeof PREVIOUS_PRICING_MODEL_NAMES)[PricingModel];

/** The previous generation's name of a v3 pricing model. */
export function previousPricingModel(model: PricingModel): PreviousPricingModel {
  return PREVIOUS_PRICING_MODEL_NAMES[model];
}

/** The v3 model the previous generation named so; undefined for any other value, a v3 name included. */
export function pricingModelNamed(name: unknown): PricingModel | undefined {
  return (Object.keys(PREVIOUS_PRICING_MODEL_NAMES) as PricingModel[]).find((model) => PREVIOUS_PRICING_MODEL_NAMES[model] === name);
}
