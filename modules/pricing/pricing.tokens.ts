/** Tokens of the pricing context's ports and public services. */
export const PricingTokens = {
  PricingDocumentRepository: Symbol.for('pricing.PricingDocumentRepository'),
  PricingDocumentCopies: Symbol.for('pricing.PricingDocumentCopies'),
  PricingVersions: Symbol.for('pricing.PricingVersions'),
  CatalogueSizes: Symbol.for('pricing.CatalogueSizes'),
  StoreCurrency: Symbol.for('pricing.StoreCurrency'),
} as const;
