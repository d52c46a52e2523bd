/** The pricing context's public face: the only file other code imports. */
export { pricingContainerModule } from './pricing.container';
export { pricingMigrations } from './adapters/persistence/pricing.migrations';
export { PricingTokens } from './pricing.tokens';
export type { PricingView } from './model/customiser-pricing';
export type {
  AdvancedLetterRow,
  AreaRow,
  BasePricing,
  LineAmounts,
  PriceList,
  PricedModel,
  PricingDocument,
  PricingSize,
  SheetPricing,
  Shipping,
  SimpleLetterRow,
  StoredSize,
} from './domain/pricing-document';
export { FAMILIES_PRICING_REFERENCES, type PricingRowReferencer } from './domain/size-references';
export { parsePricingDocument } from './model/parse-pricing-document';
