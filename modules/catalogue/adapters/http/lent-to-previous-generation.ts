/**
 * The product payload's documented wire schemas, lent through the face to the previous generation's v2
 * orders route alone, which publishes its orders' products with them. A loan, not a face: when v2
 * derives its documentation from v3's declarations, this file and its line in index.ts go. No other
 * module may import these names (tests/architecture/faces.test.ts).
 */
export { productPayloadSchema, storedProductUploadSchema } from './product-payload.schemas';
