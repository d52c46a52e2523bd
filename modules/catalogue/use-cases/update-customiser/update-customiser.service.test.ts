import { aCatalogue, OTHER_STORE, STORE } from '../../test-support/a-catalogue';
import type { NewCustomiser } from '../../application/ports';
import { UpdateCustomiserService } from './update-customiser.service';

const LATER = new Date('2026-05-04T10:30:00Z');

async function setUp(customiser: Partial<NewCustomiser> = {}) {
  const catalogue = aCatalogue();
  const service = new UpdateCustomiserService(catalogue.customisers, catalogue.settings, catalogue.stores, catalogue.effects, { now: () => LATER });
  const created = await catalogue.aCustomiser(customiser);
  return { catalogue, service, customiser: created };
}

describe('updating a customiser', () => {
  it('renames it, stamps the change, and has the storefront configuration rebuilt after commit', async () => {
    const { catalogue, service, customiser } = await setUp();
    const saved = await catalogue.as(STORE, () => service.update(customiser.id, { name: 'Channel letters' }));
    expect(saved).toMatchObject({ name: 'Channel letters', updatedAt: LATER, createdAt: customiser.createdAt });
    expect(await catalogue.customisers.find(STORE, customiser.id)).toEqual(saved);
    expect(catalogue.writes()).toEqual([{ customiser_id: customiser.id, subject: 'customiser', subject_id: customiser.id, action: 'updated' }]);
    expect(await catalogue.cache.generation(customiser.id)).toBe(1);
  });

  it.each([
    ['an empty patch', {}],
    ['the same name and selection mode', { name: 'Neon sign', selection_mode: 'single_style' as const }],
  ])('treats %s as a no-op: nothing saved, nothing emitted', async (_case, patch) => {
    const { catalogue, service, customiser } = await setUp();
    await expect(catalogue.as(STORE, () => service.update(customiser.id, patch))).resolves.toEqual(customiser);
    expect(catalogue.writes()).toEqual([]);
    expect(await catalogue.cache.generation(customiser.id)).toBe(0);
  });

  it('moves it to per-word styling with multiple fonts and colours on', async () => {
    const { catalogue, service, customiser } = await setUp();
    await expect(catalogue.as(STORE, () => service.update(customiser.id, { selection_mode: 'per_word' }))).resolves.toMatchObject({ selectionMode: 'per_word' });
    expect(await catalogue.settings.get(customiser.id)).toMatchObject({ multiple_fonts: true, multiple_colours: true });
  });

  it('moves it back to single style with multiple fonts and colours off, other settings kept', async () => {
    const { catalogue, service, customiser } = await setUp({ selectionMode: 'per_word' });
    await catalogue.settings.save(STORE, customiser.id, { ...(await catalogue.settings.get(customiser.id)), multiple_fonts: true, multiple_colours: true, border_margin_cm: 1.5 });
    await catalogue.as(STORE, () => service.update(customiser.id, { selection_mode: 'single_style' }));
    expect(await catalogue.settings.get(customiser.id)).toMatchObject({ multiple_fonts: false, multiple_colours: false, border_margin_cm: 1.5 });
  });

  it('leaves the settings of a customiser that styles words by font alone when it moves to single style', async () => {
    const { catalogue, service, customiser } = await setUp({ selectionMode: 'per_word' });
    const settings = { ...(await catalogue.settings.get(customiser.id)), style_words_by_font_only: true, multiple_fonts: true, multiple_colours: true };
    await catalogue.settings.save(STORE, customiser.id, settings);
    await catalogue.as(STORE, () => service.update(customiser.id, { selection_mode: 'single_style' }));
    expect(await catalogue.settings.get(customiser.id)).toEqual(settings);
  });

  it('refuses per-word styling for a sign styled as one piece, and changes nothing else of the patch', async () => {
    const { catalogue, service, customiser } = await setUp({ signCategory: 'metal_cut_out' });
    await expect(catalogue.as(STORE, () => service.update(customiser.id, { name: 'Renamed', selection_mode: 'per_word' }))).rejects.toMatchObject({
      status: 422, code: 'selection_mode_not_available', members: { reason: 'sign_category_styles_one_piece' },
    });
    expect(await catalogue.customisers.find(STORE, customiser.id)).toEqual(customiser);
    expect(catalogue.writes()).toEqual([]);
  });

  it('refuses per-word styling for a customiser whose settings cut it as one piece', async () => {
    const { catalogue, service, customiser } = await setUp();
    await catalogue.settings.save(STORE, customiser.id, { ...(await catalogue.settings.get(customiser.id)), cut_as_one_piece: true });
    await expect(catalogue.as(STORE, () => service.update(customiser.id, { selection_mode: 'per_word' }))).rejects.toMatchObject({
      code: 'selection_mode_not_available', members: { reason: 'sign_category_styles_one_piece' },
    });
    expect(await catalogue.settings.get(customiser.id)).toMatchObject({ multiple_fonts: false });
  });

  it('refuses per-word styling when the plan of the customiser’s store excludes it', async () => {
    const { catalogue, service, customiser } = await setUp();
    catalogue.stores.add(STORE, { perWordStyling: false });
    await expect(catalogue.as(STORE, () => service.update(customiser.id, { selection_mode: 'per_word' }))).rejects.toMatchObject({
      code: 'selection_mode_not_available', members: { reason: 'plan_excludes_per_word_styling' },
    });
  });

  it('answers 404 for a customiser of another store, as for an unknown one', async () => {
    const { catalogue, service, customiser } = await setUp();
    await expect(catalogue.as(OTHER_STORE, () => service.update(customiser.id, { name: 'Stolen' }))).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
    await expect(catalogue.as(STORE, () => service.update(customiser.id + 100, { name: 'Nobody' }))).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
    expect(await catalogue.customisers.find(STORE, customiser.id)).toEqual(customiser);
  });
});
