import { aCatalogue, OTHER_STORE, STORE } from '../test-support/a-catalogue';
import { AttachFontFileService } from './attach-font-file.service';

const FILE = { familyName: 'Neon Script', ttfUrl: 'https://files.signwright.example/fonts/neon-script.ttf' };

async function setUp() {
  const catalogue = aCatalogue();
  const service = new AttachFontFileService(catalogue.customisers, catalogue.rows, catalogue.effects);
  const customiser = await catalogue.aCustomiser();
  const font = await catalogue.aRow(customiser, 'fonts', { name: 'Script', font_file: { has_font_file: false, family_name: null, ttf_url: null } });
  return { catalogue, service, customiser, font };
}

describe('attaching a font file', () => {
  it('fills the font’s file slot with the family name read from the file, and records the write', async () => {
    const { catalogue, service, customiser, font } = await setUp();
    const saved = await catalogue.as(STORE, () => service.attach(customiser.id, font.id, FILE));
    expect(saved.attributes).toEqual({ name: 'Script', font_file: { has_font_file: true, family_name: 'Neon Script', ttf_url: FILE.ttfUrl } });
    expect(await catalogue.rows.find({ storeId: STORE, customiserId: customiser.id, family: 'fonts' }, font.id)).toEqual(saved);
    expect(catalogue.writes()).toEqual([{ customiser_id: customiser.id, subject: 'fonts', subject_id: font.id, action: 'updated' }]);
  });

  it('answers 404 for a row that is not a font of this customiser of the acting store', async () => {
    const { catalogue, service, customiser, font } = await setUp();
    const colour = await catalogue.aRow(customiser, 'colours', { name: 'Red' });
    await expect(catalogue.as(STORE, () => service.attach(customiser.id, colour.id, FILE))).rejects.toMatchObject({ status: 404, detail: 'No font with that id exists in this store.' });
    await expect(catalogue.as(OTHER_STORE, () => service.attach(customiser.id, font.id, FILE))).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
    expect(catalogue.writes()).toEqual([]);
  });
});
