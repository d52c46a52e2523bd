import { aCatalogue, OTHER_STORE, STORE } from '../test-support/a-catalogue';
import { OptionReferences } from './option-references';
import { ReferenceCheck } from '../application/reference-check';

describe('finding who references an option row', () => {
  it('names every referencer in the acting store, so another context can refuse a delete itself', async () => {
    const catalogue = aCatalogue();
    const references = new OptionReferences(catalogue.references);
    const customiser = await catalogue.aCustomiser();
    const size = await catalogue.aRow(customiser, 'sizes', { name: 'Small' });
    const font = await catalogue.aRow(customiser, 'fonts', { name: 'Script', minimum_size_id: size.id });
    const preset = await catalogue.aRow(customiser, 'presets', { name: 'Small script', size_id: size.id });
    await expect(catalogue.as(STORE, () => references.find('sizes', customiser.id, [size.id]))).resolves.toEqual([
      { type: 'font', id: font.id, name: 'Script' },
      { type: 'preset', id: preset.id, name: 'Small script' },
    ]);
    await expect(catalogue.as(OTHER_STORE, () => references.find('sizes', customiser.id, [size.id]))).resolves.toEqual([]);
  });

  it('asks every registered finder and names what each found', async () => {
    const catalogue = aCatalogue();
    const asked: unknown[] = [];
    const finder = (type: string) => ({
      context: type,
      find: async (targets: unknown) => {
        asked.push(targets);
        return [{ type, id: 1, name: null }];
      },
    });
    const references = new OptionReferences(new ReferenceCheck([finder('order_line'), finder('quote')]));
    await expect(catalogue.as(STORE, () => references.find('fonts', 3, [9, 10]))).resolves.toEqual([{ type: 'order_line', id: 1, name: null }, { type: 'quote', id: 1, name: null }]);
    expect(asked).toEqual([{ storeId: STORE, customiserId: 3, family: 'fonts', ids: [9, 10] }, { storeId: STORE, customiserId: 3, family: 'fonts', ids: [9, 10] }]);
    await expect(catalogue.as(STORE, () => references.find('fonts', 3, []))).resolves.toEqual([]);
    expect(asked).toHaveLength(2);
  });

  it('leaves out the finders of the context that asks for a write of its own, and only those', async () => {
    const catalogue = aCatalogue();
    const finder = (context: string, type: string) => ({ context, find: async () => [{ type, id: 1, name: null }] });
    const references = new OptionReferences(new ReferenceCheck([finder('catalogue', 'font'), finder('pricing', 'price_list_row'), finder('orders', 'order_line')]));
    await expect(catalogue.as(STORE, () => references.find('sizes', 3, [9], { exceptContext: 'pricing' }))).resolves.toEqual([
      { type: 'font', id: 1, name: null },
      { type: 'order_line', id: 1, name: null },
    ]);
    await expect(catalogue.as(STORE, () => references.find('sizes', 3, [9]))).resolves.toHaveLength(3);
  });

  it('asks each finder once for many rows and names every referencer of any of them once', async () => {
    const catalogue = aCatalogue();
    const references = new OptionReferences(catalogue.references);
    const customiser = await catalogue.aCustomiser();
    const [small, large, kept] = [await catalogue.aRow(customiser, 'sizes', { name: 'Small' }), await catalogue.aRow(customiser, 'sizes', { name: 'Large' }), await catalogue.aRow(customiser, 'sizes', { name: 'Kept' })];
    const preset = await catalogue.aRow(customiser, 'presets', { name: 'Large preset', size_id: large.id });
    const font = await catalogue.aRow(customiser, 'fonts', { name: 'Script', minimum_size_id: small.id });
    await catalogue.aRow(customiser, 'presets', { name: 'Kept preset', size_id: kept.id });
    const referencing = jest.spyOn(catalogue.rows, 'referencing');
    await expect(catalogue.as(STORE, () => references.find('sizes', customiser.id, [small.id, large.id]))).resolves.toEqual([
      { type: 'font', id: font.id, name: 'Script' },
      { type: 'preset', id: preset.id, name: 'Large preset' },
    ]);
    expect(referencing).toHaveBeenCalledTimes(1);
    expect(referencing.mock.calls[0]![2]).toEqual([small.id, large.id]);
  });

  it('names referencers of colours and letter types held by letter-part selections, for many at once', async () => {
    const catalogue = aCatalogue();
    const references = new OptionReferences(catalogue.references);
    const customiser = await catalogue.aCustomiser();
    const red = await catalogue.aRow(customiser, 'colours', { name: 'Red' });
    const blue = await catalogue.aRow(customiser, 'colours', { name: 'Blue' });
    const letterType = await catalogue.aLetterType(customiser, { letterParts: ['face'] });
    await catalogue.aSelection(letterType, 'face', { colourIds: [red.id, blue.id] });
    await expect(catalogue.as(STORE, () => references.find('colours', customiser.id, [red.id, blue.id]))).resolves.toEqual([
      { type: 'letter_part_colour_selection', id: letterType.id, name: expect.any(String), letter_type_id: letterType.id, letter_part: 'face' },
    ]);
    await expect(catalogue.as(STORE, () => references.find('letter-types', customiser.id, [letterType.id]))).resolves.toEqual([
      { type: 'letter_part_colour_selection', id: letterType.id, name: expect.any(String), letter_type_id: letterType.id, letter_part: 'face' },
    ]);
  });
});
