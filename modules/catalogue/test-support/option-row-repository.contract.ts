import type { OptionRowRepository } from '../application/ports';
import type { FamilySegment } from '../domain/option-families';

export interface OptionRowRepositoryUnderTest {
  rows: OptionRowRepository;
  /** A customiser of store 1, and another of the same store. */
  customiserId: number;
  otherCustomiserId: number;
}

/**
 * The rules every OptionRowRepository keeps, run against the PostgreSQL adapter and the in-memory fake
 * alike, so unit tests over the fake rest on the same rules. Cases share one store and read what
 * earlier ones wrote, as the adapter's database does.
 */
export function keepsTheOptionRowRules(subject: () => OptionRowRepositoryUnderTest): void {
  const locator = (family: FamilySegment, customiserId = subject().customiserId) => ({ storeId: 1, customiserId, family });

  it('keeps rows of one store, customiser and family apart from all others', async () => {
    const { rows, otherCustomiserId } = subject();
    const colour = await rows.create(locator('colours'), { name: 'Red' });
    expect(await rows.find(locator('colours'), colour.id)).toMatchObject({ id: colour.id, attributes: { name: 'Red' } });
    expect(await rows.find(locator('extras'), colour.id)).toBeUndefined();
    expect(await rows.find(locator('colours', otherCustomiserId), colour.id)).toBeUndefined();
    expect(await rows.find({ ...locator('colours'), storeId: 2 }, colour.id)).toBeUndefined();
  });

  it('finds a row anywhere in the store’s family, whatever its customiser, and never in another store', async () => {
    const { rows, otherCustomiserId } = subject();
    const form = await rows.create(locator('forms', otherCustomiserId), { name: 'Quote' });
    expect(await rows.findAnywhere({ storeId: 1, family: 'forms' }, form.id)).toMatchObject({ id: form.id, customiserId: otherCustomiserId });
    expect(await rows.findAnywhere({ storeId: 1, family: 'labels' }, form.id)).toBeUndefined();
    expect(await rows.findAnywhere({ storeId: 2, family: 'forms' }, form.id)).toBeUndefined();
  });

  it('finds rows whose single or list reference names an id, and only those', async () => {
    const { rows } = subject();
    const colour = await rows.create(locator('colours'), { name: 'Blue' });
    const extra = await rows.create(locator('extras'), { name: 'Remote', colour_ids: [colour.id, 999] });
    const preset = await rows.create(locator('presets'), { name: 'P', colour_id: colour.id });
    await rows.create(locator('presets'), { name: 'Other', colour_id: 999 });
    expect((await rows.referencing(locator('extras'), 'colour_ids', true, colour.id)).map((r) => r.id)).toEqual([extra.id]);
    expect((await rows.referencing(locator('presets'), 'colour_id', false, colour.id)).map((r) => r.id)).toEqual([preset.id]);
  });

  it('pages by id with a next position only when more rows exist', async () => {
    const { rows } = subject();
    const family = locator('colours');
    const all = await rows.listAll(family);
    const first = await rows.list(family, { limit: 1, after: undefined });
    expect(first.items.map((r) => r.id)).toEqual([all[0]!.id]);
    expect(first.nextPosition).toBe(all[0]!.id);
    const rest = await rows.list(family, { limit: 100, after: first.nextPosition });
    expect(rest.items.map((r) => r.id)).toEqual(all.slice(1).map((r) => r.id));
    expect(rest.nextPosition).toBeUndefined();
  });

  it('lists every family of one customiser in id order', async () => {
    const { rows, otherCustomiserId } = subject();
    const listed = await rows.listByCustomiser(1, subject().customiserId);
    expect(listed.map((row) => row.id)).toEqual([...listed.map((row) => row.id)].sort((a, b) => a - b));
    expect(new Set(listed.map((row) => row.family))).toEqual(new Set(['colours', 'extras', 'presets']));
    expect((await rows.listByCustomiser(1, otherCustomiserId)).map((row) => row.family)).toEqual(['forms']);
  });

  it('reports which ids exist in a family', async () => {
    const { rows } = subject();
    const colour = await rows.create(locator('colours'), { name: 'Green' });
    expect(await rows.existingIds(locator('colours'), [colour.id, 424242])).toEqual([colour.id]);
  });

  it('saves and deletes a row only within its own store', async () => {
    const { rows } = subject();
    const colour = await rows.create(locator('colours'), { name: 'Teal' });
    await expect(rows.save({ ...colour, storeId: 2, attributes: { name: 'Stolen' } })).rejects.toThrow();
    await rows.delete({ ...colour, storeId: 2 });
    expect(await rows.find(locator('colours'), colour.id)).toMatchObject({ attributes: { name: 'Teal' } });
    await expect(rows.save({ ...colour, attributes: { name: 'Teal', hex: '#008080' } })).resolves.toMatchObject({ attributes: { name: 'Teal', hex: '#008080' } });
    await rows.delete(colour);
    expect(await rows.find(locator('colours'), colour.id)).toBeUndefined();
  });
}
