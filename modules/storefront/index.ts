/** The storefront context's public face: the only file other code imports. */
export { storefrontContainerModule } from './storefront.container';
export { StorefrontTokens } from './storefront.tokens';
export type { Design } from './domain/design';
export type { DesignPrice, PriceLine } from './domain/design-price';
export type { StorefrontConfiguration } from './domain/storefront-configuration';
