/** Tokens of the pricing context's ports and public services. */
export const PricingTokens = {
  PricingDocumentRepository: Symbol.for('pricing.PricingDocumentRepository'),
  CatalogueSizes: Symbol.for('pricing.CatalogueSizes'),
  StoreCurrency: Symbol.for('pricing.StoreCurrency'),
  GetPricing: Symbol.for('pricing.GetPricingService'),
  ReplacePricing: Symbol.for('pricing.ReplacePricingService'),
  UpdatePricing: Symbol.for('pricing.UpdatePricingService'),
} as const;
