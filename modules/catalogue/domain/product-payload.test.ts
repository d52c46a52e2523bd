import type { Product } from './product';
import { aNewProduct } from '../test-support/a-product';
import { productPayload, productPayloadWithUploadPaths } from './product-payload';

const DRAWING = { url: 'https://api.signs.example/storefront/v1/design-previews/open.svg', path: 'design-previews/open.svg' };

function aProduct(overrides: Partial<Product> = {}): Product {
  return {
    ...aNewProduct(5, 3),
    id: 12,
    createdAt: new Date('2026-05-04T12:00:00Z'),
    updatedAt: new Date('2026-05-05T08:30:00Z'),
    ...overrides,
  };
}

function aDesignedProduct(overrides: Partial<Product> = {}): Product {
  return aProduct({
    source: 'design',
    storeProductId: null,
    description: 'Text: Open\nColour: Red',
    artwork: { preview_image_url: DRAWING.url, svg_url: DRAWING.url },
    design: { lines: ['Open'], font_id: 8, price: { total: 24900, currency: 'EUR' } },
    uploads: [{ type: 'product_image', ...DRAWING }],
    ...overrides,
  });
}

/** The fields of the spec's product payload (Events table, product:created), in its order. */
const SPEC_FIELDS = [
  'product_id', 'title', 'description', 'description_html', 'external_id', 'external_data', 'price', 'compare_price', 'customiser_id',
  'logo_upload_id', 'product_image_url', 'uploads', 'created_at', 'updated_at',
];

describe('the product payload (product:created, and every product of order:created)', () => {
  it('has exactly the fields of the spec’s product payload, filled from the product', () => {
    const product = aDesignedProduct();
    const payload = productPayload(product);
    expect(Object.keys(payload)).toEqual(SPEC_FIELDS);
    expect(payload).toEqual({
      product_id: 12,
      title: 'Open sign',
      description: 'Text: Open\nColour: Red',
      description_html: '<ul><li>Text: Open</li><li>Colour: Red</li></ul>',
      external_id: '',
      external_data: {
        customisations: product.customisations,
        design: product.design,
        dimensions: { width_cm: 60, height_cm: 25, length_cm: null },
        artwork: product.artwork,
      },
      price: 24900,
      compare_price: 29900,
      customiser_id: 3,
      logo_upload_id: null,
      product_image_url: DRAWING.url,
      uploads: [{ url: DRAWING.url, type: 'product_image' }],
      created_at: '2026-05-04T12:00:00.000Z',
      updated_at: '2026-05-05T08:30:00.000Z',
    });
  });

  it('gives an order each upload’s stored path, and is otherwise the same payload', () => {
    const product = aDesignedProduct();
    const { uploads, ...rest } = productPayloadWithUploadPaths(product);
    expect(uploads).toEqual([{ url: DRAWING.url, type: 'product_image', path: DRAWING.path }]);
    const { uploads: _published, ...published } = productPayload(product);
    expect(rest).toEqual(published);
  });

  it('names the integration’s own id once it has one', () => {
    expect(productPayload(aDesignedProduct({ storeProductId: 'shop-12' })).external_id).toBe('shop-12');
  });

  it('lists no uploads for a synchronised product, whose artwork is only referenced, and shows its own image and description', () => {
    const product = aProduct({ customisations: [], description: 'A red <neon> "Open" sign\nfor bars' });
    const payload = productPayloadWithUploadPaths(product);
    expect(payload).toMatchObject({
      external_id: 'shop-1001',
      product_image_url: 'https://cdn.shop.example/open.png',
      uploads: [],
      description_html: '<p>A red &#60;neon&#62; &#34;Open&#34; sign<br>for bars</p>',
      external_data: { customisations: [], design: null, dimensions: { width_cm: 60, height_cm: 25, length_cm: null }, artwork: product.artwork },
    });
  });

  it('escapes customisations in description_html', () => {
    const product = aDesignedProduct({ customisations: [{ key: 'text', label: 'Text', value: '<b>Tom & Jerry’s</b>' }] });
    expect(productPayload(product).description_html).toBe('<ul><li>Text: &#60;b&#62;Tom &#38; Jerry’s&#60;/b&#62;</li></ul>');
  });

  it('has an empty product_image_url and no uploads when a design could not be drawn', () => {
    const payload = productPayload(aDesignedProduct({ artwork: null, uploads: [] }));
    expect(payload).toMatchObject({ product_image_url: '', uploads: [] });
  });
});
