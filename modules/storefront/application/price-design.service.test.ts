import { actingForStore } from '../../../shared-kernel/request-context';
import { FONT_URL, aCustomiserCatalogue, aFontRow, aMaterialLengthPricing } from '../test-support/a-customiser-catalogue';
import { aDesign, aPricingDocument, anAdvancedRow } from '../test-support/a-storefront-snapshot';
import { OUTLINE_EM } from '../test-support/fake-text-outlines';
import { inMemoryStorefront } from '../test-support/in-memory-storefront';

/** Customiser 4 of store 5: advanced letters priced by their traced outline, in a font with a file (1) and one without (2). */
function advanced(options: { missingCharacters?: Record<string, string[]> } = {}) {
  const context = inMemoryStorefront(options);
  context.customisers.add(aCustomiserCatalogue({ customiser: { id: 4, pricingModel: 'advanced_letter' }, rows: [aFontRow(1), aFontRow(2, null)] }));
  context.pricing.add(4, aMaterialLengthPricing());
  return context;
}

describe('pricing a design', () => {
  it('prices a simple-letter design by its size and letters, without measuring it', async () => {
    const { pricer, outlines, fonts } = inMemoryStorefront();
    const { price } = await actingForStore(5, () => pricer.price(3, aDesign({ lines: ['Open'] })));
    expect(price).toMatchObject({ object: 'design_price', customiser_id: 3, currency: 'EUR', total: 2000 + 4 * 450 });
    expect(price.lines.map((line) => [line.code, line.amount])).toEqual([['base', 2000], ['letters', 1800]]);
    expect([outlines.measured, fonts.reads]).toEqual([[], 0]);
  });

  it('answers the snapshot it priced from, for design completion to record', async () => {
    const { pricer, storefront } = inMemoryStorefront();
    const { snapshot } = await actingForStore(5, () => pricer.price(3, aDesign()));
    await expect(actingForStore(5, () => storefront.snapshot(3))).resolves.toEqual(snapshot);
  });

  it('measures advanced letters from the font’s outlines at the size’s letter height, and prices the traced length', async () => {
    const { pricer, outlines } = advanced();
    const { price } = await actingForStore(5, () => pricer.price(4, aDesign({ lines: ['Open', 'Late'] })));
    expect(outlines.measured).toEqual([{ lines: [['Open'], ['Late']], letterHeightCm: 10 }]);
    expect(price.dimensions.outline_length_cm).toBe(8 * OUTLINE_EM * 10);
    expect(price.lines).toContainEqual(expect.objectContaining({ code: 'letters', amount: 8 * OUTLINE_EM * 10 * 50 }));
  });

  it('refuses characters the font has no glyph for, pointing at their line', async () => {
    const { pricer } = advanced({ missingCharacters: { [FONT_URL]: ['é'] } });
    await expect(actingForStore(5, () => pricer.price(4, aDesign({ lines: ['Open', 'Café'] })))).rejects.toMatchObject({
      status: 422, code: 'validation_failed', errors: [{ pointer: '/lines/1', code: 'character_not_in_font' }],
    });
  });

  it('refuses outline pricing in a font without a file, and a font whose file cannot be read', async () => {
    const { pricer, fonts } = advanced();
    await expect(actingForStore(5, () => pricer.price(4, aDesign({ font_id: 2 })))).rejects.toMatchObject({
      status: 422, errors: [{ pointer: '/font_id', code: 'font_file_missing' }],
    });
    fonts.files.clear();
    await expect(actingForStore(5, () => pricer.price(4, aDesign({ font_id: 1 })))).rejects.toMatchObject({
      status: 422, errors: [{ pointer: '/font_id', code: 'font_file_missing' }],
    });
  });

  it('refuses a design the customiser’s rules do not allow, every error at once, before measuring', async () => {
    const { pricer, outlines } = advanced();
    await expect(actingForStore(5, () => pricer.price(4, aDesign({ lines: [''], font_id: 9, size_id: 99 })))).rejects.toMatchObject({
      status: 422, code: 'validation_failed', errors: expect.arrayContaining([expect.objectContaining({ pointer: '/font_id' }), expect.objectContaining({ pointer: '/size_id' })]),
    });
    expect(outlines.measured).toEqual([]);
  });

  it('prices advanced fixed letters in a font without a file by the size, tracing nothing', async () => {
    const { pricer, pricing, outlines } = advanced();
    pricing.add(4, { ...aMaterialLengthPricing(), pricing: aPricingDocument({ price_lists: [{ price_list_id: 1, name: 'Letters', letter_pricing_method: 'fixed_letter', rows: [anAdvancedRow({ price_per_letter: 300 })] }] }) });
    const { price } = await actingForStore(5, () => pricer.price(4, aDesign({ font_id: 2, lines: ['Open'] })));
    expect(price.lines).toContainEqual(expect.objectContaining({ code: 'letters', amount: 4 * 300 }));
    expect(outlines.measured).toEqual([]);
  });

  it('answers 404 for a customiser of another store', async () => {
    const { pricer } = inMemoryStorefront();
    await expect(actingForStore(6, () => pricer.price(3, aDesign()))).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
  });
});
