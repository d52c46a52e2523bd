/** The catalogue context's public face: the only file other code imports. */
export { catalogueContainerModule } from './catalogue.container';
export { catalogueMigrations } from './adapters/persistence/catalogue.migrations';
export { CatalogueTokens } from './catalogue.tokens';
export { OPTION_FAMILIES, FAMILY_SEGMENTS, type FamilySegment } from './domain/option-families';
export { PRICING_MODELS, RETIRED_PRICING_MODEL, PRICING_MODEL_DISPLAY_NAMES, type Customiser, type PricingModel } from './domain/customiser';
export type { OptionRow, Referencer } from './domain/option-row';
export type { ReferenceFinder, ReferenceTargets } from './application/ports';
export type { SizeRowWrites, LoadedCustomiser } from './application/write-sizes.service';
export type { OptionWrite } from './application/option-write-effects';
export type { Product, ProductUpload } from './domain/product';
export { productPayloadWithUploadPaths, type ProductPayloadWithUploadPaths } from './domain/product-payload';
export { publishedAttributes } from './model/published-attributes';
export type { DesignedProduct } from './application/record-designed-product.service';
export type { CustomiserSettings } from './domain/customiser-settings';
export type { LetterPartSelection } from './domain/letter-part-selection';

// Read models: what other contexts read.
export { CustomiserCatalogues } from './read-models/customiser-catalogues';
export type { CustomiserCatalogue } from './read-models/customiser-catalogues';
export { Customisers } from './read-models/customisers';
export { OptionRows } from './read-models/option-rows';
export { OptionReferences } from './read-models/option-references';
export { Products } from './read-models/products';
// What the catalogue does for other contexts inside their operations, bound to CatalogueTokens.
export type { SizeRows, OptionWriteNotices, DesignedProductRecords, IntegrationProductIds } from './application/offered-interfaces';
