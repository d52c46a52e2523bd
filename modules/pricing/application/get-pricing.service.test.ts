import type { StoredPricing } from '../domain/pricing-document';
import { JsonText } from '../../../shared-kernel/http/json-text';
import { aPricing, aSize, OTHER_STORE, STORE } from '../test-support/a-pricing';

describe('reading a customiser’s pricing', () => {
  it('gives an unpriced frame_fit customiser its one price list, stored at once so its id stays the same', async () => {
    const { catalogue, pricing, documents, as } = aPricing();
    const customiser = catalogue.addCustomiser(STORE, 'frame_fit');
    const first = await as(STORE, () => pricing.get(customiser.id));
    expect(first.document).toEqual({
      sizes: [],
      base_pricing: { mode: 'single_base_price_by_size', rows: [] },
      price_lists: [{ price_list_id: 1, name: 'Frame fit', shipping: { calculation: 'physical', volumetric_divisor: null, add_weight_to_product: false }, rows: [] }],
      sheet_pricing: null,
    });
    await expect(as(STORE, () => pricing.get(customiser.id))).resolves.toEqual(first);
    expect(await documents.find(customiser.id)).toMatchObject({ price_lists: [{ price_list_id: 1 }] });
  });

  it('gives an unpriced simple_letter customiser an empty document over its sizes', async () => {
    const { catalogue, pricing, as } = aPricing();
    const customiser = catalogue.addCustomiser(STORE, 'simple_letter');
    const small = catalogue.addSize(customiser.id, aSize({ name: 'Small', sort_order: 1 }));
    const large = catalogue.addSize(customiser.id, aSize({ name: 'Large', sort_order: 0 }));
    const view = await as(STORE, () => pricing.get(customiser.id));
    expect(view).toEqual({
      customiser: { id: customiser.id, storeId: STORE, pricingModel: 'simple_letter', pricingModelDisplayName: 'Simple letter' },
      currency: 'EUR',
      document: { sizes: [large, small], base_pricing: { mode: 'single_base_price_by_size', rows: [] }, price_lists: [], sheet_pricing: null },
    });
  });

  it('names each row’s size by id and by the key the size carries; a row without a size has neither', async () => {
    const { catalogue, pricing, documents, as } = aPricing();
    const customiser = catalogue.addCustomiser(STORE, 'simple_letter');
    const keyed = catalogue.addSize(customiser.id, aSize({ client_key: 'small' }));
    const unkeyed = catalogue.addSize(customiser.id, aSize({ name: 'Large', sort_order: 1 }));
    const letterRow = (sizeId: number | null) => ({ size_id: sizeId, base_price: { line_1: 500 }, letter_price: { line_1: 90 } });
    // Stored rows name their size by id only, as a replacement keeps them.
    await documents.save(STORE, customiser.id, {
      base_pricing: { mode: 'single_base_price_by_size', rows: [{ size_id: keyed.size_id, base_price: { line_1: 1000 } }, { size_id: unkeyed.size_id, base_price: { line_1: 2000 } }] },
      price_lists: [{ price_list_id: 4, name: 'Neon', rows: [letterRow(keyed.size_id), letterRow(null)] }],
      sheet_pricing: null,
    } as unknown as StoredPricing);
    const { document } = await as(STORE, () => pricing.get(customiser.id));
    expect(document.base_pricing.rows.map((row) => [row.size_id, row.size_key])).toEqual([[keyed.size_id, 'small'], [unkeyed.size_id, null]]);
    expect(document.price_lists[0]!.rows).toEqual([{ ...letterRow(keyed.size_id), size_key: 'small' }, { ...letterRow(null), size_key: null }]);
  });

  it('says the store’s currency, or null where the store has none', async () => {
    const { catalogue, currencies, pricing, as } = aPricing();
    const customiser = catalogue.addCustomiser(STORE, 'advanced_letter');
    currencies.set(STORE, null);
    await expect(as(STORE, () => pricing.get(customiser.id))).resolves.toMatchObject({ currency: null });
  });

  it('answers legacy_pricing_model for a customiser of the retired model, and stores nothing for it', async () => {
    const { catalogue, pricing, documents, as } = aPricing();
    const customiser = catalogue.addCustomiser(STORE, 'legacy_fixed_height');
    await expect(as(STORE, () => pricing.get(customiser.id))).rejects.toMatchObject({ status: 422, code: 'legacy_pricing_model' });
    expect(await documents.find(customiser.id)).toBeUndefined();
  });

  it('answers 404 for a customiser of another store, and stores nothing for it', async () => {
    const { catalogue, pricing, documents, as } = aPricing();
    const customiser = catalogue.addCustomiser(STORE, 'frame_fit');
    await expect(as(OTHER_STORE, () => pricing.get(customiser.id))).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
    expect(await documents.find(customiser.id)).toBeUndefined();
  });
});

describe('showing a customiser’s pricing as GET answers it', () => {
  const shownText = (shown: { customiser: unknown; currency: unknown; document: object }) => JSON.stringify(shown.document);
  const viewText = (view: { document: object }) => JSON.stringify(view.document);

  it('answers the price lists of a model whose rows name no size as the text stored, the same document in the same member order as the parsed one', async () => {
    const { catalogue, pricing, replacement, as } = aPricing();
    const customiser = catalogue.addCustomiser(STORE, 'frame_fit');
    const size = catalogue.addSize(customiser.id, aSize({ client_key: 'small' }));
    await as(STORE, async () => {
      const first = await pricing.get(customiser.id);
      await replacement.replace(customiser.id, {
        ...first.document,
        base_pricing: { mode: 'single_base_price_by_size', rows: [{ size_id: size.size_id, base_price: { line_1: 700 } }] },
      });
    });
    const shown = await as(STORE, () => pricing.show(customiser.id));
    expect(shown.document.price_lists).toBeInstanceOf(JsonText);
    expect(shownText(shown)).toBe(viewText(await as(STORE, () => pricing.get(customiser.id))));
    expect(shown.document.base_pricing.rows).toEqual([{ size_id: size.size_id, size_key: 'small', base_price: { line_1: 700 } }]);
  });

  it('shows the document an unpriced customiser is given, stored at its first read, in member order', async () => {
    const { catalogue, pricing, as } = aPricing();
    const customiser = catalogue.addCustomiser(STORE, 'frame_fit');
    const first = await as(STORE, () => pricing.show(customiser.id));
    const again = await as(STORE, () => pricing.show(customiser.id));
    expect(shownText(again)).toBe(shownText(first));
    expect(shownText(again)).toBe(viewText(await as(STORE, () => pricing.get(customiser.id))));
  });

  it('shows the price lists of simple_letter parsed: their rows carry the current key of their size', async () => {
    const { catalogue, pricing, documents, as } = aPricing();
    const customiser = catalogue.addCustomiser(STORE, 'simple_letter');
    const size = catalogue.addSize(customiser.id, aSize({ client_key: 'small' }));
    await documents.save(STORE, customiser.id, {
      base_pricing: { mode: 'included_in_price_lists', rows: [] },
      price_lists: [{ price_list_id: 3, name: 'Retail', letter_pricing_mode: 'price_by_position', rows: [{ size_id: size.size_id, base_price: { line_1: 500 }, letter_price: { line_1: 90 }, letter_price_by_position: null }] }] as unknown as StoredPricing['price_lists'],
      sheet_pricing: null,
    });
    const shown = await as(STORE, () => pricing.show(customiser.id));
    expect(JSON.parse(shown.document.price_lists.text)[0].rows[0]).toMatchObject({ size_id: size.size_id, size_key: 'small' });
    expect(shownText(shown)).toBe(viewText(await as(STORE, () => pricing.get(customiser.id))));
  });
});
