import { aCatalogue, OTHER_STORE, STORE } from '../../test-support/a-catalogue';
import { GetCustomiserSettingsService } from './get-customiser-settings.service';

describe('reading a customiser’s settings', () => {
  async function setUp() {
    const catalogue = aCatalogue();
    return { catalogue, customiser: await catalogue.aCustomiser(), settings: new GetCustomiserSettingsService(catalogue.customisers, catalogue.settings) };
  }

  it('reads the defaults for settings never saved, and the saved settings after', async () => {
    const { catalogue, customiser, settings } = await setUp();
    await expect(catalogue.as(STORE, () => settings.get(customiser.id))).resolves.toEqual({
      customiserId: customiser.id,
      settings: { multiple_fonts: false, multiple_colours: false, style_words_by_font_only: false, cut_as_one_piece: false, border_margin_cm: null, ai_designer_fallback_form_id: null, icon_length_pricing_id: null },
    });
    await catalogue.settings.save(STORE, customiser.id, { ...(await catalogue.settings.get(customiser.id)), border_margin_cm: 3 });
    await expect(catalogue.as(STORE, () => settings.get(customiser.id))).resolves.toMatchObject({ settings: { border_margin_cm: 3 } });
  });

  it('answers 404 for the settings of a customiser of another store', async () => {
    const { catalogue, customiser, settings } = await setUp();
    await expect(catalogue.as(OTHER_STORE, () => settings.get(customiser.id))).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
  });
});
