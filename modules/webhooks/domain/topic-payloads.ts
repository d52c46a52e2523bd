/**
 * The delivery bodies of the webhook topics, as JSON Schema (2020-12) written by hand: the domain stays
 * free of zod, and receivers get a document they can feed to any validator. Every listed property is
 * always sent; unlisted ones may be added within v3 (spec, Versioning 2), so no schema closes its objects.
 */
export type JsonSchema = { readonly [keyword: string]: unknown };

const DIALECT = 'https://json-schema.org/draft/2020-12/schema';

const string: JsonSchema = { type: 'string' };
const integer: JsonSchema = { type: 'integer' };
const nullable = (type: string): JsonSchema => ({ type: [type, 'null'] });
const arrayOf = (items: JsonSchema): JsonSchema => ({ type: 'array', items });
const described = (schema: JsonSchema, description: string): JsonSchema => ({ ...schema, description });
const text = (description: string) => described(string, description);
const timestamp = (description: string) => described({ type: 'string', format: 'date-time' }, `${description}: an ISO 8601 timestamp in UTC.`);
const MINOR = 'in minor units of the store’s currency (cents for USD)';

/** An object whose every property is always present. */
function object(properties: Record<string, JsonSchema>): JsonSchema {
  return { type: 'object', properties, required: Object.keys(properties) };
}

/** Beside every payload: whether the event came from live data or a store's test data (test mode). */
const livemode = described({ type: 'boolean' }, 'True for live data; false for an event of the store’s test data (made with a test key or the test storefront key).');

function payload(title: string, description: string, properties: Record<string, JsonSchema>): JsonSchema {
  return { $schema: DIALECT, title, description, ...object({ ...properties, livemode }) };
}

const timestamps = { created_at: timestamp('When it was created'), updated_at: timestamp('When it was last changed') };

const address = (description: string) =>
  described(
    object({
      first_name: text('The first (given) name; empty when none was given.'),
      last_name: text('The last (family) name; empty when none was given.'),
      company: text('The company name; empty when none was given.'),
      address_1: text('The first line of the street address; empty when none was given.'),
      address_2: text('The second line of the street address; empty when none was given.'),
      city: text('The city or town; empty when none was given.'),
      state: text('The state, province or region, as given; empty when none was given.'),
      postcode: text('The postal code; empty when none was given.'),
      country: text('The country, as given (a code or a name); empty when none was given.'),
      phone: text('The phone number, as given; empty when none was given.'),
      email: text('The email address, as given; empty when none was given.'),
      ...timestamps,
    }),
    description,
  );

const customisation = object({
  key: text('What was chosen, as a stable key (`font`).'),
  label: text('The same, as shoppers read it (`Font`).'),
  value: text('The choice (`Pacifico`).'),
});

/** What the sign is made from: the product's customisations, the shopper's design, its dimensions and artwork. */
const externalData = object({
  customisations: described(arrayOf(customisation), 'The choices the sign was made with, in the order shown.'),
  design: described({ type: ['object', 'null'] }, 'The shopper’s design, with its price; null for a synchronised product.'),
  dimensions: described(
    object({
      width_cm: described(nullable('number'), 'The sign’s width in centimetres; null when not known.'),
      height_cm: described(nullable('number'), 'The sign’s height in centimetres; null when not known.'),
      length_cm: described(nullable('number'), 'The sign’s depth in centimetres; null when not known.'),
    }),
    'The sign’s dimensions.',
  ),
  artwork: described({ type: ['object', 'null'], additionalProperties: string }, 'URLs of the artwork files, by kind.'),
});

const upload = { url: text('Where the file is published: an absolute URL.'), type: text('What the file is: `product_image` seen; expected to grow.') };

/**
 * The product payload (spec, Events: the product of product:created). An order's products are the same
 * payload, each upload with its stored path, plus the line's terms: one definition for both topics.
 */
function productPayload(uploadSchema: JsonSchema, lineTerms: Record<string, JsonSchema> = {}): JsonSchema {
  return object({
    product_id: described(integer, 'The product id of this service.'),
    title: text('The product’s title.'),
    description: text('The product’s description as plain text; empty for none.'),
    description_html: text('The same as HTML for a shop’s product page: a list of the customisations of a designed product, else the description in a paragraph.'),
    external_id: described(string, 'The integration’s own id of the product; empty until it has one.'),
    external_data: described(externalData, 'What the sign is made from: its customisations, the design, its dimensions and its artwork.'),
    price: described(integer, `The product’s price, ${MINOR}.`),
    compare_price: described(integer, `The price it is compared with, ${MINOR}; 0 for none.`),
    customiser_id: described(integer, 'The id of the customiser the product was designed with.'),
    logo_upload_id: described(nullable('integer'), 'Always null for now: no design takes a logo file yet.'),
    product_image_url: text('A picture of the finished sign: an absolute URL, or empty when there is none.'),
    uploads: described(arrayOf(uploadSchema), 'The files the service keeps for the product (a finished design’s picture).'),
    ...timestamps,
    ...lineTerms,
  });
}

/** A product of a delivered order: the product payload as it was when the order was recorded, and the line's own terms. */
const orderProduct = productPayload(object({ ...upload, path: described(string, 'The stored path of the upload.') }), {
  quantity: described(integer, 'How many of the product were ordered.'),
  unit_price: described(integer, 'The price of one item as ordered, in minor units of the order’s currency; the product’s own price is `price`.'),
});

export const ORDER_CREATED_PAYLOAD = payload('order:created', 'The order as delivered by webhook. Answer 200 with {"ok": true}.', {
  order: described(
    object({
      order_id: described(integer, 'The order’s id, unique within the store (GET /api/v3/orders/{order_id}).'),
      order_number: described(integer, 'The order’s number in the store, given by the service, increasing.'),
      external_order_number: text('The order number the integration’s shop shows; empty when none was given.'),
      external_id: text('The integration’s own id of the order.'),
      order_total: described(integer, 'What the integration charged for the order, in minor units of `currency` (cents for USD).'),
      app_total: described(integer, 'The sum of `unit_price` × `quantity` over the products, in minor units of `currency`.'),
      currency: text('The ISO 4217 code of the order’s currency (the store’s).'),
      shipping_line: text('The shipping method as the integration’s shop named it; empty when none was given.'),
      billing_address: address('Where the bill goes; every member empty when none was given.'),
      shipping_address: address('Where the order ships; every member empty when none was given.'),
      customer: described(
        object({
          first_name: text('The first (given) name; empty when none was given.'),
          last_name: text('The last (family) name; empty when none was given.'),
          phone: text('The phone number, as given; empty when none was given.'),
          email: text('The email address, as given; empty when none was given.'),
          external_id: text('The integration’s own id of the customer; empty when none was given.'),
          ...timestamps,
        }),
        'Who ordered.',
      ),
      products: described(arrayOf(orderProduct), 'The lines of the order: each product as it was when ordered, with its quantity and price.'),
      ...timestamps,
    }),
    'The order.',
  ),
});

export const PRODUCT_CREATED_PAYLOAD = payload(
  'product:created',
  'A customer finished a design. Sent to the create-product URL of a custom integration; answer 200 with {"external_id": "<your product id>"}, which orders may then name the product by.',
  { product: described(productPayload(object(upload)), 'The product the finished design became.') },
);

const answerValue: JsonSchema = { type: ['string', 'number', 'boolean', 'array', 'null'], items: string };

export const FORM_SUBMITTED_PAYLOAD = payload(
  'form:submitted',
  'A shopper submitted a form. The submission carries no stable resource id of its own: deduplicate against the quotes listing (GET /api/v3/quotes), matching form_id, contact and answers.',
  {
    form_submission: described(
      object({
        form_id: described(integer, 'The id of the form that was filled in.'),
        customiser_id: described(integer, 'The id of the customiser the form belongs to.'),
        answers: described(
          arrayOf(
            object({
              field_id: text('The id (a UUID) of the form question answered.'),
              name: text('The field’s name when submitted.'),
              value: described(answerValue, 'The answer: text, a number, true for a ticked checkbox, the options chosen of a question taking several, or null when left blank.'),
            }),
          ),
          'The answers, in the form’s order of questions.',
        ),
        files: described(
          arrayOf(
            object({
              upload_id: text('The id of the upload the file came in (`upl_…`).'),
              filename: text('The file’s name as the shopper sent it.'),
              content_type: text('The file’s media type (`image/png`).'),
              byte_size: described(integer, 'The file’s size in bytes.'),
              url: text('Where the bytes are served (GET, with `quotes:read`).'),
            }),
          ),
          'The files the shopper attached.',
        ),
        contact: described(
          object({
            name: described(nullable('string'), 'The shopper’s name, from the question marked as the name; null when none.'),
            email: described(nullable('string'), 'The shopper’s email address, from the question marked as the email (or the first email question); null when none.'),
            phone: described(nullable('string'), 'The shopper’s phone number, from the question marked as the phone; null when none.'),
          }),
          'How to reach the shopper, read from the answers the form marks as contact details.',
        ),
        submitted_at: timestamp('When the form was submitted'),
      }),
      'The submission.',
    ),
  },
);

/** What a receiver answers to an `order:created` delivery. */
export const ORDER_CREATED_ANSWER: JsonSchema = { type: 'object', properties: { ok: described({ const: true }, 'Always true: the order was received.') }, required: ['ok'] };

/** What a custom integration answers to `product:created`: its own id of the product, which orders may then name. */
export const PRODUCT_CREATED_ANSWER: JsonSchema = {
  type: 'object',
  properties: { external_id: described(string, 'Your product id; later sent as the product reference when creating orders.') },
  required: ['external_id'],
};
