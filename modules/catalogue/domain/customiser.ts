export const PRICING_MODELS = ['simple_letter', 'advanced_letter', 'frame_fit'] as const;
/** Retired: customisers may still use it, but it has no pricing document and cannot be created. */
export const RETIRED_PRICING_MODEL = 'legacy_fixed_height';

export type ActivePricingModel = (typeof PRICING_MODELS)[number];
export type PricingModel = ActivePricingModel | typeof RETIRED_PRICING_MODEL;

export const PRICING_MODEL_DISPLAY_NAMES: Record<PricingModel, string> = {
  simple_letter: 'Simple letter',
  advanced_letter: 'Advanced letter',
  frame_fit: 'Frame fit',
  legacy_fixed_height: 'Legacy fixed height',
};

export const SELECTION_MODES = ['single_style', 'per_word'] as const;
export type SelectionMode = (typeof SELECTION_MODES)[number];

export interface Customiser {
  id: number;
  storeId: number;
  name: string;
  active: boolean;
  pricingModel: PricingModel;
  signCategory: string;
  productFamily: string;
  selectionMode: SelectionMode;
  createdAt: Date;
  updatedAt: Date;
}
