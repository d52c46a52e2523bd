import { InMemoryPricingDocumentRepository } from '../../test-support/in-memory-pricing-document.repository';
import { PricingReferenceFinder } from './pricing.reference-finder';

const STORE = 1;
const lines = { line_1: 1000 };

async function setUp() {
  const documents = new InMemoryPricingDocumentRepository();
  await documents.save(STORE, 7, {
    base_pricing: { mode: 'single_base_price_by_size', rows: [{ size_id: 11, size_key: null, base_price: lines }] },
    price_lists: [{ price_list_id: 501, name: 'Standard letters', rows: [{ size_id: 11, size_key: null, base_price: lines, letter_price: lines }] }],
    sheet_pricing: null,
  });
  return { documents, finder: new PricingReferenceFinder(documents) };
}

describe("pricing's reference finder (the catalogue's deletes ask it)", () => {
  it('names the base-pricing and price-list rows of the customiser’s document that price a size', async () => {
    const { finder } = await setUp();
    await expect(finder.find({ storeId: STORE, customiserId: 7, family: 'sizes', ids: [11] })).resolves.toEqual([
      { type: 'base_pricing_row', id: 7, name: 'base pricing' },
      { type: 'price_list_row', id: 501, name: 'Standard letters' },
    ]);
  });

  it('names nothing for another family, another customiser, a customiser without a document, or no ids', async () => {
    const { finder } = await setUp();
    await expect(finder.find({ storeId: STORE, customiserId: 7, family: 'fonts', ids: [11] })).resolves.toEqual([]);
    await expect(finder.find({ storeId: STORE, customiserId: 8, family: 'sizes', ids: [11] })).resolves.toEqual([]);
    await expect(finder.find({ storeId: STORE, customiserId: 7, family: 'sizes', ids: [] })).resolves.toEqual([]);
  });

  it('locks the document it reads, so a pricing write cannot start pricing the size while the delete runs', async () => {
    const { documents, finder } = await setUp();
    const find = jest.spyOn(documents, 'find');
    await finder.find({ storeId: STORE, customiserId: 7, family: 'sizes', ids: [11] });
    expect(find).toHaveBeenCalledWith(7, { forUpdate: true });
  });
});
