/**
 * Pricing's documented wire shapes, lent through the face to the previous generation's v2 pricing routes
 * alone, which publish the v3 document's members under their own descriptors. A loan, not a face: when
 * v2 derives its documentation from v3's declarations, this file and its line in index.ts go. No other
 * module may import these names (tests/architecture/faces.test.ts); each presenter maps the read model
 * (`PricingView`) into its own wire shape.
 */
export { basePricingSchema, DOCUMENT_MEMBER_DESCRIPTIONS, PRICE_LIST_SCHEMAS, pricingSizeSchema, sheetPricingSchema } from './pricing-document.schemas';
