/**
 * The delivery bodies of the webhook topics, as JSON Schema (2020-12) written by hand: the domain stays
 * free of zod, and receivers get a document they can feed to any validator. Every listed property is
 * always sent; unlisted ones may be added within v3 (spec, Versioning 2), so no schema closes its objects.
 */
export type JsonSchema = { readonly [keyword: string]: unknown };

const DIALECT = 'https://json-schema.org/draft/2020-12/schema';

const string: JsonSchema = { type: 'string' };
const integer: JsonSchema = { type: 'integer' };
const timestamp: JsonSchema = { type: 'string', format: 'date-time' };
const nullable = (type: string): JsonSchema => ({ type: [type, 'null'] });
const arrayOf = (items: JsonSchema): JsonSchema => ({ type: 'array', items });
const described = (schema: JsonSchema, description: string): JsonSchema => ({ ...schema, description });

/** An object whose every property is always present. */
function object(properties: Record<string, JsonSchema>): JsonSchema {
  return { type: 'object', properties, required: Object.keys(properties) };
}

/** Beside every payload: whether the event came from live data or a store's test data (test mode). */
const livemode = described({ type: 'boolean' }, 'True for live data; false for an event of the store’s test data (made with a test key or the test storefront key).');

function payload(title: string, description: string, properties: Record<string, JsonSchema>): JsonSchema {
  return { $schema: DIALECT, title, description, ...object({ ...properties, livemode }) };
}

const timestamps = { created_at: timestamp, updated_at: timestamp };

const address = object({
  first_name: string,
  last_name: string,
  company: string,
  address_1: string,
  address_2: string,
  city: string,
  state: string,
  postcode: string,
  country: string,
  phone: string,
  email: string,
  ...timestamps,
});

const customisation = object({ key: string, label: string, value: string });

/** What the sign is made from: the product's customisations, the shopper's design, its dimensions and artwork. */
const externalData = object({
  customisations: arrayOf(customisation),
  design: described({ type: ['object', 'null'] }, 'The shopper’s design, with its price; null for a synchronised product.'),
  dimensions: object({ width_cm: nullable('number'), height_cm: nullable('number'), length_cm: nullable('number') }),
  artwork: described({ type: ['object', 'null'], additionalProperties: string }, 'URLs of the artwork files, by kind.'),
});

const upload = { url: string, type: described(string, 'product_image seen; expected to grow.') };

/**
 * The product payload (spec, Events: the product of product:created). An order's products are the same
 * payload, each upload with its stored path, plus the line's terms: one definition for both topics.
 */
function productPayload(uploadSchema: JsonSchema, lineTerms: Record<string, JsonSchema> = {}): JsonSchema {
  return object({
    product_id: described(integer, 'The product id of this service.'),
    title: string,
    description: string,
    description_html: string,
    external_id: described(string, 'The integration’s own id of the product; empty until it has one.'),
    external_data: externalData,
    price: described(integer, 'The product’s price, minor units.'),
    compare_price: described(integer, 'Minor units.'),
    customiser_id: integer,
    logo_upload_id: nullable('integer'),
    product_image_url: string,
    uploads: arrayOf(uploadSchema),
    ...timestamps,
    ...lineTerms,
  });
}

/** A product of a delivered order: the product payload as it was when the order was recorded, and the line's own terms. */
const orderProduct = productPayload(object({ ...upload, path: described(string, 'The stored path of the upload.') }), {
  quantity: integer,
  unit_price: described(integer, 'One item as ordered, minor units of the order’s currency; the product’s own price is price.'),
});

export const ORDER_CREATED_PAYLOAD = payload('order:created', 'The order as delivered by webhook. Answer 200 with {"ok": true}.', {
  order: object({
    order_id: integer,
    order_number: described(integer, 'Per store, increasing, given by the service.'),
    external_order_number: string,
    external_id: string,
    order_total: described(integer, 'What the integration charged, minor units.'),
    app_total: described(integer, 'The sum of unit_price × quantity over the products, minor units.'),
    currency: described(string, 'ISO 4217.'),
    shipping_line: string,
    billing_address: address,
    shipping_address: address,
    customer: object({ first_name: string, last_name: string, phone: string, email: string, external_id: string, ...timestamps }),
    products: arrayOf(orderProduct),
    ...timestamps,
  }),
});

export const PRODUCT_CREATED_PAYLOAD = payload(
  'product:created',
  'A customer finished a design. Sent to the create-product URL of a custom integration; answer 200 with {"external_id": "<your product id>"}, which orders may then name the product by.',
  { product: productPayload(object(upload)) },
);

const answerValue: JsonSchema = { type: ['string', 'number', 'boolean', 'array', 'null'], items: string };

export const FORM_SUBMITTED_PAYLOAD = payload(
  'form:submitted',
  'A shopper submitted a form. The submission carries no stable resource id of its own: deduplicate against the quotes listing (GET /api/v3/quotes), matching form_id, contact and answers.',
  {
    form_submission: object({
      form_id: integer,
      customiser_id: integer,
      answers: arrayOf(object({ field_id: string, name: described(string, 'The field’s name when submitted.'), value: answerValue })),
      files: arrayOf(object({ upload_id: string, filename: string, content_type: string, byte_size: integer, url: string })),
      contact: object({ name: nullable('string'), email: nullable('string'), phone: nullable('string') }),
      submitted_at: timestamp,
    }),
  },
);

/** What a receiver answers to an `order:created` delivery. */
export const ORDER_CREATED_ANSWER: JsonSchema = { type: 'object', properties: { ok: { const: true } }, required: ['ok'] };

/** What a custom integration answers to `product:created`: its own id of the product, which orders may then name. */
export const PRODUCT_CREATED_ANSWER: JsonSchema = {
  type: 'object',
  properties: { external_id: described(string, 'Your product id; later sent as the product reference when creating orders.') },
  required: ['external_id'],
};
