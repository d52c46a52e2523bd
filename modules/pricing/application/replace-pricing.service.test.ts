import { aPricing, aSimpleLetterDocument, aSize, OTHER_STORE, STORE } from '../test-support/a-pricing';
import type { PricingDocument } from '../domain/pricing-document';

function setUp(model = 'simple_letter') {
  const context = aPricing();
  const customiser = context.catalogue.addCustomiser(STORE, model);
  const small = context.catalogue.addSize(customiser.id, aSize({ name: 'Small', sort_order: 0 }));
  const large = context.catalogue.addSize(customiser.id, aSize({ name: 'Large', sort_order: 1, height_cm: 30 }));
  const replace = (document: PricingDocument) => context.as(STORE, async () => (await context.replacement.replace(customiser.id, document)).view());
  const read = () => context.as(STORE, () => context.pricing.get(customiser.id));
  return { ...context, customiser, small, large, replace, read };
}

describe('replacing a pricing document', () => {
  it('updates the sizes it keeps, creates those without an id, and removes those it omits', async () => {
    const { small, large, replace } = setUp();
    const view = await replace(aSimpleLetterDocument([{ ...small, name: 'Petite' }, aSize({ name: 'Huge', sort_order: 2, client_key: 'huge' })]));
    expect(view.document.sizes.map((size) => [size.size_id, size.name])).toEqual([[small.size_id, 'Petite'], [expect.any(Number), 'Huge']]);
    expect(view.document.sizes.map((size) => size.size_id)).not.toContain(large.size_id);
  });

  it('stores rows that name a new size by its client key with the new size’s id, and reads them back with both', async () => {
    const { replace, small, documents, customiser } = setUp();
    const view = await replace(aSimpleLetterDocument([small, aSize({ name: 'Huge', client_key: 'huge', sort_order: 2 })]));
    const huge = view.document.sizes.find((size) => size.client_key === 'huge')!;
    expect(view.document.base_pricing.rows).toEqual([
      { size_id: small.size_id, size_key: null, base_price: { line_1: 1000 } },
      { size_id: huge.size_id, size_key: 'huge', base_price: { line_1: 2000 } },
    ]);
    expect((await documents.find(customiser.id))!.base_pricing.rows).toEqual([
      { size_id: small.size_id, base_price: { line_1: 1000 } },
      { size_id: huge.size_id, base_price: { line_1: 2000 } },
    ]);
  });

  it('gives new price lists fresh ids and keeps the ids of those it names', async () => {
    const { replace, read, small } = setUp();
    const row = { size_id: small.size_id, size_key: null, base_price: { line_1: 100 }, letter_price: { line_1: 20 } };
    const first = await replace(aSimpleLetterDocument([small], { price_lists: [{ price_list_id: null, name: 'Neon', rows: [row] }] }));
    const neonId = first.document.price_lists[0]!.price_list_id;
    const second = await replace(aSimpleLetterDocument([small], {
      price_lists: [{ price_list_id: neonId, name: 'Neon flex', rows: [row] }, { price_list_id: null, name: 'LED', rows: [] }],
    }));
    expect(second.document.price_lists.map((list) => [list.price_list_id, list.name])).toEqual([[neonId, 'Neon flex'], [neonId! + 1, 'LED']]);
    await expect(read()).resolves.toEqual(second);
  });

  it('accepts the descriptors GET shows sent back unchanged, and refuses a changed one as prohibited', async () => {
    const { replace, small } = setUp();
    const document = aSimpleLetterDocument([small]);
    const shown = { object: 'customiser_pricing', pricing_model: 'simple_letter', pricing_model_display_name: 'Simple letter', currency: 'EUR' };
    await expect(replace({ ...shown, ...document } as PricingDocument)).resolves.toMatchObject({ document: { sizes: [{ size_id: small.size_id }] } });
    await expect(replace({ ...shown, currency: 'GBP', ...document } as PricingDocument)).rejects.toMatchObject({ status: 422, errors: [{ pointer: '/currency', code: 'prohibited' }] });
  });

  it('reads the customiser once, and writes only the sizes that change', async () => {
    const { replace, catalogue, small, large } = setUp();
    catalogue.customiserReads = 0;
    await replace(aSimpleLetterDocument([small, { ...large, name: 'Larger' }, aSize({ name: 'New', client_key: 'new', sort_order: 3 })]));
    expect(catalogue.customiserReads).toBe(1);
    expect(catalogue.sizeWrites).toEqual([{ remove: [], update: [{ ...large, name: 'Larger' }], create: [aSize({ name: 'New', client_key: 'new', sort_order: 3 })] }]);
  });

  it('records one option write for the storefront once the document is saved', async () => {
    const { replace, catalogue, small, customiser } = setUp();
    await replace(aSimpleLetterDocument([small]));
    expect(catalogue.writes).toEqual([{ storeId: STORE, customiserId: customiser.id }]);
  });

  it('refuses a document that breaks the model’s rules, naming each pointer, and writes nothing', async () => {
    const { replace, read, catalogue, small, large } = setUp('frame_fit');
    const before = await read();
    const document = aSimpleLetterDocument([small, large, aSize({ size_id: 999 })], { price_lists: [], sheet_pricing: { rows: [] } });
    await expect(replace(document)).rejects.toMatchObject({
      status: 422,
      code: 'validation_failed',
      errors: [
        { pointer: '/price_lists', code: 'invalid' },
        { pointer: '/sheet_pricing', code: 'prohibited' },
        { pointer: '/sizes/2/size_id', code: 'invalid' },
      ],
    });
    await expect(read()).resolves.toEqual(before);
    expect(catalogue.writes).toEqual([]);
  });

  it('refuses to drop a size another record references, naming every referencer, and writes nothing at all', async () => {
    const { replace, read, catalogue, small, large } = setUp();
    catalogue.reference(large.size_id, { type: 'font', id: 8, name: 'Script' });
    catalogue.reference(large.size_id, { type: 'preset', id: 9, name: 'Large script' });
    const before = await read();
    await expect(replace(aSimpleLetterDocument([{ ...small, name: 'Renamed' }, aSize({ name: 'New', client_key: 'new' })]))).rejects.toMatchObject({
      status: 409,
      code: 'resource_in_use',
      errors: [{ pointer: '/sizes', code: 'resource_in_use' }],
      members: { referenced_by_count: 2, referenced_by: [{ type: 'font', id: 8, name: 'Script' }, { type: 'preset', id: 9, name: 'Large script' }] },
    });
    await expect(read()).resolves.toEqual(before);
    expect(catalogue.writes).toEqual([]);
  });

  it('answers legacy_pricing_model for the retired model and 404 for a customiser of another store', async () => {
    const { catalogue, replacement, as, customiser, small } = setUp();
    const legacy = catalogue.addCustomiser(STORE, 'legacy_fixed_height');
    await expect(as(STORE, () => replacement.replace(legacy.id, aSimpleLetterDocument([])))).rejects.toMatchObject({ status: 422, code: 'legacy_pricing_model' });
    await expect(as(OTHER_STORE, () => replacement.replace(customiser.id, aSimpleLetterDocument([small])))).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
  });
});
