import { aCatalogue, OTHER_STORE, STORE } from '../test-support/a-catalogue';
import { aProductSynchronisation } from '../test-support/a-product';
import { PRODUCT_CREATED } from '../domain/product-created';
import { productPayload } from '../domain/product-payload';
import { RecordDesignedProductService, type DesignedProduct } from './record-designed-product.service';

const EMITTED = new Date('2026-05-04T12:00:00Z');
const PREVIEW = { url: 'https://api.signs.example/storefront/v1/design-previews/open.svg', path: 'design-previews/open.svg' };

function aDesignedProduct(): DesignedProduct {
  const { integrationId, storeProductId: _storeProductId, ...fields } = aProductSynchronisation();
  return {
    ...fields, integrationId, customiserId: 3,
    artwork: { preview_image_url: PREVIEW.url, svg_url: PREVIEW.url },
    design: { text: 'Open', font_id: 8 },
    uploads: [{ type: 'product_image', ...PREVIEW }],
  };
}

function setUp() {
  const catalogue = aCatalogue();
  return { catalogue, service: new RecordDesignedProductService(catalogue.products, catalogue.outbox, { now: () => EMITTED }) };
}

describe('recording a shopper’s finished design as a product', () => {
  it('records the product in the acting store as a design the integration has not named yet', async () => {
    const { catalogue, service } = setUp();
    const product = await catalogue.as(STORE, () => service.record(aDesignedProduct()));
    expect(product).toMatchObject({ storeId: STORE, customiserId: 3, source: 'design', storeProductId: null, title: 'Open sign' });
    expect(await catalogue.products.find(STORE, product.id)).toEqual(product);
    expect(await catalogue.products.find(OTHER_STORE, product.id)).toBeUndefined();
    expect(catalogue.products.projectionOf(product.id)).toMatchObject({ product_id: product.id, options: 'Text: Open\nColour: Red' });
  });

  it('keeps the design and the stored drawing with the product, so every later payload of it can be built', async () => {
    const { catalogue, service } = setUp();
    const product = await catalogue.as(STORE, () => service.record(aDesignedProduct()));
    expect(product).toMatchObject({ design: { text: 'Open', font_id: 8 }, uploads: [{ type: 'product_image', ...PREVIEW }] });
  });

  it('emits product:created in the same unit of work: the product payload, carrying the design for the integration', async () => {
    const { catalogue, service } = setUp();
    const product = await catalogue.as(STORE, () => service.record(aDesignedProduct()));
    expect(catalogue.outbox.events).toEqual([
      { id: expect.any(String), type: PRODUCT_CREATED, storeId: STORE, occurredAt: EMITTED, payload: { product: productPayload(product) } },
    ]);
    expect(productPayload(product)).toMatchObject({
      product_id: product.id, external_id: '', customiser_id: 3, price: 24900, product_image_url: PREVIEW.url,
      external_data: expect.objectContaining({ design: { text: 'Open', font_id: 8 } }),
      uploads: [{ url: PREVIEW.url, type: 'product_image' }],
    });
  });

  it('leaves neither product nor event when the caller’s unit of work fails afterwards', async () => {
    const { catalogue, service } = setUp();
    await expect(
      catalogue.as(STORE, async () => {
        await service.record(aDesignedProduct());
        throw new Error('the design completion failed after recording');
      }),
    ).rejects.toThrow('failed after recording');
    expect((await catalogue.products.list(STORE, { limit: 10, after: undefined })).items).toEqual([]);
    expect(catalogue.outbox.events).toEqual([]);
  });
});
