import type { JsonObject } from '../../../../shared-kernel/merge-patch';
import { aPricing, aSimpleLetterDocument, aSize, OTHER_STORE, STORE } from '../../test-support/a-pricing';

async function setUp() {
  const context = aPricing();
  const customiser = context.catalogue.addCustomiser(STORE, 'simple_letter');
  const small = context.catalogue.addSize(customiser.id, aSize({ name: 'Small' }));
  await context.as(STORE, () => context.replacement.replace(customiser.id, aSimpleLetterDocument([small], { sheet_pricing: { rows: [] } })));
  context.catalogue.writes.length = 0;
  context.catalogue.sizeWrites.length = 0;
  context.catalogue.customiserReads = 0;
  context.catalogue.sizeReads = 0;
  const update = (patch: JsonObject) => context.as(STORE, async () => (await context.update.update(customiser.id, patch)).view());
  const read = () => context.as(STORE, () => context.pricing.get(customiser.id));
  return { ...context, customiser, small, update, read };
}

describe('merge-patching a pricing document', () => {
  it('changes what the patch names, replacing arrays whole, and saves it as a full replacement', async () => {
    const { update, read, catalogue, small } = await setUp();
    const sheet = { rows: [{ width_limit_cm: 100, height_limit_cm: 50, base_price: 2000, price_per_sq_cm: 0.4 }] };
    const view = await update({ sheet_pricing: sheet, base_pricing: { rows: [{ size_id: small.size_id, size_key: null, base_price: { line_1: 1500, line_2: 2500 } }] } });
    expect(view.document).toMatchObject({
      sizes: [{ size_id: small.size_id, name: 'Small' }],
      base_pricing: { mode: 'single_base_price_by_size', rows: [{ size_id: small.size_id, base_price: { line_1: 1500, line_2: 2500 } }] },
      sheet_pricing: sheet,
    });
    await expect(read()).resolves.toEqual(view);
    expect(catalogue.writes).toHaveLength(1);
  });

  it('reads the customiser once and writes no size a patch of prices leaves as it is', async () => {
    const { update, catalogue, small } = await setUp();
    await update({ base_pricing: { rows: [{ size_id: small.size_id, base_price: { line_1: 1200 } }] } });
    expect(catalogue.customiserReads).toBe(1);
    expect(catalogue.sizeWrites).toEqual([{ remove: [], update: [], create: [] }]);
  });

  it('reads the sizes once when the patch renames a size: the write is handed the load’s read', async () => {
    const { update, catalogue, small } = await setUp();
    await update({ sizes: [{ ...small, name: 'Small renamed' }] });
    expect(catalogue.sizeWrites).toEqual([{ remove: [], update: [expect.objectContaining({ size_id: small.size_id, name: 'Small renamed' })], create: [] }]);
    expect({ customiserReads: catalogue.customiserReads, sizeReads: catalogue.sizeReads }).toEqual({ customiserReads: 1, sizeReads: 1 });
  });

  it('checks the merged document against the customiser’s model and the document rules, naming each pointer', async () => {
    const { update } = await setUp();
    await expect(update({ sizes: [aSize({ sizing_strategy: 'sideways' as never })] })).rejects.toMatchObject({
      status: 422,
      errors: [{ pointer: '/sizes/0/sizing_strategy' }],
    });
    await expect(update({ base_pricing: { rows: [{ size_id: 999, base_price: { line_1: 1 } }] } })).rejects.toMatchObject({
      status: 422,
      errors: [{ pointer: '/base_pricing/rows/0/size_id', code: 'invalid' }],
    });
  });

  it.each([
    ['an empty patch', () => ({})],
    ['a patch restating the current values', () => ({ sheet_pricing: { rows: [] }, price_lists: [] })],
  ])('treats %s as a no-op: nothing written, nothing repriced', async (_case, patch) => {
    const { update, read, catalogue } = await setUp();
    const before = await read();
    await expect(update(patch())).resolves.toEqual(before);
    expect(catalogue.writes).toEqual([]);
    expect(catalogue.sizeWrites).toEqual([]);
  });

  it('writes nothing when the merged document fails validation', async () => {
    const { update, read, catalogue } = await setUp();
    const before = await read();
    const negative = { rows: [{ width_limit_cm: -1, height_limit_cm: 50, base_price: 2000, price_per_sq_cm: 0.4 }] };
    await expect(update({ sheet_pricing: negative })).rejects.toMatchObject({ status: 422, code: 'validation_failed', errors: [{ pointer: '/sheet_pricing/rows/0/width_limit_cm' }] });
    await expect(read()).resolves.toEqual(before);
    expect(catalogue.writes).toEqual([]);
  });

  it('refuses a patch whose sizes drop a referenced one, writing nothing', async () => {
    const { update, catalogue, small } = await setUp();
    catalogue.reference(small.size_id, { type: 'preset', id: 3, name: 'Small sign' });
    await expect(update({ sizes: [], base_pricing: { rows: [] } })).rejects.toMatchObject({ status: 409, code: 'resource_in_use', errors: [{ pointer: '/sizes' }] });
    expect(catalogue.sizeWrites).toEqual([]);
  });

  it('refuses a patch dropping a referenced size with 409 even while its own price rows still name the size (not their 422)', async () => {
    const { update, catalogue, small } = await setUp();
    catalogue.reference(small.size_id, { type: 'font', id: 8, name: 'Script' });
    await expect(update({ sizes: [] })).rejects.toMatchObject({ status: 409, code: 'resource_in_use', errors: [{ pointer: '/sizes' }] });
    expect(catalogue.sizeWrites).toEqual([]);
  });

  it('still answers 422 for price rows naming a dropped size nothing else references', async () => {
    const { update } = await setUp();
    await expect(update({ sizes: [] })).rejects.toMatchObject({ status: 422, errors: [{ pointer: '/base_pricing/rows/0/size_id' }] });
  });

  it('answers 404 for a customiser of another store', async () => {
    const context = aPricing();
    const customiser = context.catalogue.addCustomiser(STORE, 'simple_letter');
    await expect(context.as(OTHER_STORE, () => context.update.update(customiser.id, {}))).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
  });
});
