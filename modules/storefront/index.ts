/** The storefront context's public face: the only file other code imports. */
export { storefrontContainerModule } from './storefront.container';
export { StorefrontTokens } from './storefront.tokens';
export type { ReadStorefrontService } from './application/read-storefront.service';
export type { PriceDesignService } from './application/price-design.service';
export type { CompleteDesignService } from './application/complete-design.service';
export type { Design } from './domain/design';
export type { DesignPrice, PriceLine } from './domain/design-price';
export type { StorefrontConfiguration } from './domain/storefront-configuration';
