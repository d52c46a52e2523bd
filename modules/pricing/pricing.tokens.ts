/** Tokens of the pricing context's ports and public services. */
export const PricingTokens = {
  PricingDocumentRepository: Symbol.for('pricing.PricingDocumentRepository'),
  PricingDocumentCopies: Symbol.for('pricing.PricingDocumentCopies'),
  CatalogueSizes: Symbol.for('pricing.CatalogueSizes'),
  StoreCurrency: Symbol.for('pricing.StoreCurrency'),
  PricingStore: Symbol.for('pricing.PricingStore'),
  GetPricing: Symbol.for('pricing.GetPricingService'),
  ReplacePricing: Symbol.for('pricing.ReplacePricingService'),
  UpdatePricing: Symbol.for('pricing.UpdatePricingService'),
  ValidatePricing: Symbol.for('pricing.ValidatePricingService'),
  CopyPricing: Symbol.for('pricing.CopyPricingService'),
} as const;
