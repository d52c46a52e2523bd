import { aCatalogue, OTHER_STORE, STORE } from '../test-support/a-catalogue';
import { CreateCustomiserService, type CreateCustomiserCommand } from './create-customiser.service';

const command = (overrides: Partial<CreateCustomiserCommand> = {}): CreateCustomiserCommand => ({
  name: 'Neon sign', pricingModel: 'simple_letter', signCategory: 'neon', productFamily: 'neon', selectionMode: 'single_style', ...overrides,
});

function setUp() {
  const catalogue = aCatalogue();
  return { catalogue, service: new CreateCustomiserService(catalogue.customisers, catalogue.settings, catalogue.stores) };
}

describe('creating a customiser', () => {
  it('creates it inactive in the acting store, visible to that store only', async () => {
    const { catalogue, service } = setUp();
    const created = await catalogue.as(STORE, () => service.create(command()));
    expect(created).toMatchObject({ storeId: STORE, name: 'Neon sign', active: false, pricingModel: 'simple_letter', selectionMode: 'single_style' });
    expect(await catalogue.customisers.find(STORE, created.id)).toEqual(created);
    expect(await catalogue.customisers.find(OTHER_STORE, created.id)).toBeUndefined();
  });

  it('creates it active when asked to', async () => {
    const { catalogue, service } = setUp();
    await expect(catalogue.as(STORE, () => service.create(command({ active: true })))).resolves.toMatchObject({ active: true });
  });

  it('saves the given settings over the defaults, with single style turning multiple fonts and colours off', async () => {
    const { catalogue, service } = setUp();
    const created = await catalogue.as(STORE, () => service.create(command({ settings: { border_margin_cm: 2, multiple_fonts: true, multiple_colours: true } })));
    expect(await catalogue.settings.get(created.id)).toMatchObject({ border_margin_cm: 2, multiple_fonts: false, multiple_colours: false, cut_as_one_piece: false });
  });

  it('keeps multiple fonts on a single-style customiser that styles words by font alone', async () => {
    const { catalogue, service } = setUp();
    const settings = { style_words_by_font_only: true, multiple_fonts: true };
    const created = await catalogue.as(STORE, () => service.create(command({ settings })));
    expect(await catalogue.settings.get(created.id)).toMatchObject({ multiple_fonts: true });
  });

  it('turns multiple fonts and colours on for a per-word customiser', async () => {
    const { catalogue, service } = setUp();
    const created = await catalogue.as(STORE, () => service.create(command({ selectionMode: 'per_word' })));
    expect(created.selectionMode).toBe('per_word');
    expect(await catalogue.settings.get(created.id)).toMatchObject({ multiple_fonts: true, multiple_colours: true });
  });

  it.each([
    ['a sign category styled as one piece', command({ signCategory: 'lightbox' }), 'sign_category_styles_one_piece'],
    ['a sign cut as one piece', command({ settings: { cut_as_one_piece: true } }), 'sign_category_styles_one_piece'],
  ])('refuses per-word styling for %s, creating nothing', async (_case, given, reason) => {
    const { catalogue, service } = setUp();
    await expect(catalogue.as(STORE, () => service.create({ ...given, selectionMode: 'per_word' }))).rejects.toMatchObject({
      status: 422, code: 'selection_mode_not_available', members: { reason }, errors: [{ pointer: '/selection_mode', code: 'selection_mode_not_available' }],
    });
    expect((await catalogue.customisers.list(STORE, {}, { limit: 10, after: undefined })).items).toEqual([]);
  });

  it('refuses per-word styling when the store’s plan excludes it', async () => {
    const { catalogue, service } = setUp();
    catalogue.stores.add(STORE, { perWordStyling: false });
    await expect(catalogue.as(STORE, () => service.create(command({ selectionMode: 'per_word' })))).rejects.toMatchObject({
      status: 422, code: 'selection_mode_not_available', members: { reason: 'plan_excludes_per_word_styling' },
    });
  });

  it('does not ask about the plan for a single-style customiser', async () => {
    const { catalogue, service } = setUp();
    catalogue.stores.add(STORE, { perWordStyling: false });
    await expect(catalogue.as(STORE, () => service.create(command()))).resolves.toMatchObject({ selectionMode: 'single_style' });
  });
});
