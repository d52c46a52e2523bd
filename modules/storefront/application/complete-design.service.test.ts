import { actingForStore } from '../../../shared-kernel/request-context';
import { aColourRow, aCustomiserCatalogue, aFontRow, aSimpleLetterPricing } from '../test-support/a-customiser-catalogue';
import { aDesign } from '../test-support/a-storefront-snapshot';
import { InMemoryDesignPreviews } from '../test-support/in-memory-design-previews';
import { InMemoryDesignedProducts } from '../test-support/in-memory-designed-products';
import { InMemoryProductIntegrations } from '../test-support/in-memory-product-integrations';
import { inMemoryStorefront } from '../test-support/in-memory-storefront';
import { CompleteDesignService } from './complete-design.service';

function setUp() {
  const context = inMemoryStorefront();
  const products = new InMemoryDesignedProducts();
  const integrations = new InMemoryProductIntegrations();
  const previews = new InMemoryDesignPreviews();
  const service = new CompleteDesignService(context.pricer, products, integrations, context.outlines, context.fonts, previews);
  return { ...context, products, integrations, previews, complete: (design = aDesign({ lines: ['Open'], colour_id: 51 }), customiserId = 3) => actingForStore(5, () => service.complete(customiserId, design)) };
}

describe('completing a design', () => {
  it('records the product of the store at the price the service calculates, described in words', async () => {
    const { complete, products } = setUp();
    const { product, price } = await complete();
    expect(price.total).toBe(2000 + 4 * 450);
    expect(products.products).toEqual([
      expect.objectContaining({
        id: product.id, storeId: 5, customiserId: 3, integrationId: null, title: 'Neon letters: “Open”', priceAmount: price.total, currency: 'EUR',
        description: 'Text: Open\nFont: Font 1\nSize: Medium\nColour: Warm white', widthCm: price.dimensions.width_cm, heightCm: price.dimensions.height_cm, lengthCm: null,
        customisations: [
          { key: 'text', label: 'Text', value: 'Open' }, { key: 'font', label: 'Font', value: 'Font 1' },
          { key: 'size', label: 'Size', value: 'Medium' }, { key: 'colour', label: 'Colour', value: 'Warm white' },
        ],
        design: { lines: ['Open'], font_id: 1, size_id: 11, colour_id: 51, price: { total: price.total, currency: 'EUR', lines: price.lines } },
      }),
    ]);
  });

  it('names the store’s custom integration as the product’s, so product:created reaches it', async () => {
    const { complete, products, integrations } = setUp();
    integrations.byStore.set(5, 2).set(6, 20);
    await complete();
    expect(products.products[0]!.integrationId).toBe(2);
  });

  it('keeps the text drawn in its font and colour as the product’s preview', async () => {
    const { complete, products, previews } = setUp();
    await complete();
    const preview = products.products[0]!.preview!;
    expect(preview.url).toBe(`https://api.signs.example/storefront/v1/${preview.path}`);
    expect(previews.kept.get(preview.path)).toBe('<svg xmlns="http://www.w3.org/2000/svg" data-letter-height-cm="20"><path data-line="0" data-text="Open" fill="#fff4e0"/></svg>');
  });

  it('records no preview when the font has no file to draw with', async () => {
    const { complete, products, customisers, pricing, previews } = setUp();
    customisers.add(aCustomiserCatalogue({ customiser: { id: 4 }, rows: [aFontRow(1, null), aColourRow()] }));
    pricing.add(4, aSimpleLetterPricing());
    await complete(aDesign({ lines: ['Open'] }), 4);
    expect(products.products[0]!.preview).toBeNull();
    expect(previews.kept.size).toBe(0);
  });

  it('records nothing for a design the rules refuse', async () => {
    const { complete, products } = setUp();
    await expect(complete(aDesign({ lines: ['Open'], colour_id: 999 }))).rejects.toMatchObject({ status: 422, code: 'validation_failed' });
    expect(products.products).toEqual([]);
  });
});
