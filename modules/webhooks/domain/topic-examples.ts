/**
 * One example body per topic, each keeping its payload schema (`topic-payloads.ts`) member for member:
 * published with the event types and in the contract, and sent, signed, by a subscription's test event.
 * The values are plainly examples (example.com addresses, the same ids every time), so a receiver that
 * acts on one by mistake can find and undo it.
 */
export type JsonObject = { readonly [member: string]: unknown };

const CREATED = '2026-11-20T09:30:00.000Z';
const UPDATED = '2026-11-20T09:31:12.000Z';
const DRAWING = 'https://api.signwright.example/storefront/v1/design-previews/example-open-sign.svg';

const exampleProduct = {
  product_id: 12,
  title: 'OPEN neon sign',
  description: 'Text: OPEN\nFont: Marquee\nColour: Warm white',
  description_html: '<ul><li>Text: OPEN</li><li>Font: Marquee</li><li>Colour: Warm white</li></ul>',
  external_id: '',
  external_data: {
    customisations: [
      { key: 'text', label: 'Text', value: 'OPEN' },
      { key: 'font', label: 'Font', value: 'Marquee' },
      { key: 'colour', label: 'Colour', value: 'Warm white' },
    ],
    design: { lines: ['OPEN'], font_id: 8, size_id: 21, colour_id: 34, price: { total: 24900, currency: 'EUR' } },
    dimensions: { width_cm: 60, height_cm: 25, length_cm: null },
    artwork: { preview_image_url: DRAWING, svg_url: DRAWING },
  },
  price: 24900,
  compare_price: 29900,
  customiser_id: 3,
  logo_upload_id: null,
  product_image_url: DRAWING,
  uploads: [{ url: DRAWING, type: 'product_image' }],
  created_at: CREATED,
  updated_at: CREATED,
};

const address = {
  first_name: 'Ada',
  last_name: 'Example',
  company: 'Example Signs Ltd',
  address_1: '1 Example Street',
  address_2: '',
  city: 'Dublin',
  state: '',
  postcode: 'D02 X285',
  country: 'IE',
  phone: '+353 1 555 0100',
  email: 'ada@example.com',
  created_at: CREATED,
  updated_at: CREATED,
};

export const ORDER_CREATED_EXAMPLE: JsonObject = {
  order: {
    order_id: 41,
    order_number: 1001,
    external_order_number: '#EX-1001',
    external_id: 'example-order-1001',
    order_total: 26395,
    app_total: 24900,
    currency: 'EUR',
    shipping_line: 'Standard shipping',
    billing_address: address,
    shipping_address: address,
    customer: { first_name: 'Ada', last_name: 'Example', phone: '+353 1 555 0100', email: 'ada@example.com', external_id: 'example-customer-7', created_at: CREATED, updated_at: CREATED },
    products: [
      {
        ...exampleProduct,
        external_id: 'example-product-12',
        uploads: [{ url: DRAWING, type: 'product_image', path: 'design-previews/example-open-sign.svg' }],
        quantity: 1,
        unit_price: 24900,
      },
    ],
    created_at: UPDATED,
    updated_at: UPDATED,
  },
  livemode: true,
};

export const PRODUCT_CREATED_EXAMPLE: JsonObject = { product: exampleProduct, livemode: true };

export const FORM_SUBMITTED_EXAMPLE: JsonObject = {
  form_submission: {
    form_id: 5,
    customiser_id: 3,
    answers: [
      { field_id: 'message', name: 'Your message', value: 'Could you make the OPEN sign 80 cm wide?' },
      { field_id: 'outdoor', name: 'For outdoor use', value: false },
    ],
    files: [],
    contact: { name: 'Ada Example', email: 'ada@example.com', phone: null },
    submitted_at: UPDATED,
  },
  livemode: true,
};
