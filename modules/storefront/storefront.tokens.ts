/** Tokens of the storefront context's ports and public services. */
export const StorefrontTokens = {
  CustomiserSource: Symbol.for('storefront.CustomiserSource'),
  PricingSource: Symbol.for('storefront.PricingSource'),
  TextOutlines: Symbol.for('storefront.TextOutlines'),
  FontFiles: Symbol.for('storefront.FontFiles'),
  DesignPreviews: Symbol.for('storefront.DesignPreviews'),
  DesignedProducts: Symbol.for('storefront.DesignedProducts'),
  ProductIntegrations: Symbol.for('storefront.ProductIntegrations'),
  QuoteRequests: Symbol.for('storefront.QuoteRequests'),
  FormUploads: Symbol.for('storefront.FormUploads'),
} as const;
