import { aCatalogue, OTHER_STORE, STORE } from '../test-support/a-catalogue';
import { FindOptionReferencesService } from './find-option-references.service';
import { ReferenceCheck } from './reference-check';

describe('finding who references an option row', () => {
  it('names every referencer in the acting store, so another context can refuse a delete itself', async () => {
    const catalogue = aCatalogue();
    const service = new FindOptionReferencesService(catalogue.references);
    const customiser = await catalogue.aCustomiser();
    const size = await catalogue.aRow(customiser, 'sizes', { name: 'Small' });
    const font = await catalogue.aRow(customiser, 'fonts', { name: 'Script', minimum_size_id: size.id });
    const preset = await catalogue.aRow(customiser, 'presets', { name: 'Small script', size_id: size.id });
    await expect(catalogue.as(STORE, () => service.find('sizes', customiser.id, size.id))).resolves.toEqual([
      { type: 'font', id: font.id, name: 'Script' },
      { type: 'preset', id: preset.id, name: 'Small script' },
    ]);
    await expect(catalogue.as(OTHER_STORE, () => service.find('sizes', customiser.id, size.id))).resolves.toEqual([]);
  });

  it('asks every registered finder and names what each found', async () => {
    const catalogue = aCatalogue();
    const asked: unknown[] = [];
    const finder = (type: string) => ({
      find: async (target: unknown) => {
        asked.push(target);
        return [{ type, id: 1, name: null }];
      },
    });
    const service = new FindOptionReferencesService(new ReferenceCheck([finder('order_line'), finder('quote')]));
    await expect(catalogue.as(STORE, () => service.find('fonts', 3, 9))).resolves.toEqual([{ type: 'order_line', id: 1, name: null }, { type: 'quote', id: 1, name: null }]);
    expect(asked).toEqual([{ storeId: STORE, customiserId: 3, family: 'fonts', id: 9 }, { storeId: STORE, customiserId: 3, family: 'fonts', id: 9 }]);
  });
});
