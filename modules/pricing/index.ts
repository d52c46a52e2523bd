/** The pricing context's public face: the only file other code imports. */
export { pricingContainerModule } from './pricing.container';
export { pricingMigrations } from './adapters/persistence/pricing.migrations';
export { PricingTokens } from './pricing.tokens';
export type { GetPricingService, PricingView } from './application/get-pricing.service';
export type { ReplacePricingService } from './application/replace-pricing.service';
export type { PricingDocument, PricingSize, PriceList, PricedModel } from './domain/pricing-document';
export { parsePricingDocument, pricingSchema } from './adapters/http/pricing.schemas';
