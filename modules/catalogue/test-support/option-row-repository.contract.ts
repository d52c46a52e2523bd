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
    await rows.create(locator('presets'), { name: 'Text', colour_id: String(colour.id) });
    const scope = { storeId: 1, customiserId: subject().customiserId };
    expect((await rows.referencing(scope, [{ family: 'extras', field: 'colour_ids', many: true }], [colour.id])).map((r) => r.id)).toEqual([extra.id]);
    expect((await rows.referencing(scope, [{ family: 'presets', field: 'colour_id', many: false }], [colour.id])).map((r) => r.id)).toEqual([preset.id]);
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

  it('finds, in one call, the rows of this customiser among pairs of family and id, across families', async () => {
    const { rows, otherCustomiserId } = subject();
    const colour = await rows.create(locator('colours'), { name: 'Green' });
    const form = await rows.create(locator('forms'), { name: 'Quote' });
    const theirs = await rows.create(locator('colours', otherCustomiserId), { name: 'Theirs' });
    const found = await rows.findAmong({ storeId: 1, customiserId: subject().customiserId }, [
      { family: 'colours', id: colour.id },
      { family: 'forms', id: form.id },
      { family: 'labels', id: colour.id },
      { family: 'colours', id: theirs.id },
      { family: 'colours', id: 424242 },
    ]);
    expect(found.map((row) => [row.family, row.id])).toEqual([['colours', colour.id], ['forms', form.id]]);
    expect(await rows.findAmong({ storeId: 2, customiserId: subject().customiserId }, [{ family: 'colours', id: colour.id }])).toEqual([]);
    expect(await rows.findAmong({ storeId: 1, customiserId: subject().customiserId }, [])).toEqual([]);
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

  it('finds, in one call, every row whose fields name any of many ids, each row once, in id order', async () => {
    const { rows, otherCustomiserId } = subject();
    const [small, large, kept] = await rows.createMany(locator('sizes'), [{ name: 'Small' }, { name: 'Large' }, { name: 'Kept' }]);
    const font = await rows.create(locator('fonts'), { name: 'Script', minimum_size_id: large!.id });
    const preset = await rows.create(locator('presets'), { name: 'Small', size_id: small!.id });
    const extra = await rows.create(locator('extras'), { name: 'Both', size_ids: [small!.id, large!.id] });
    await rows.create(locator('presets'), { name: 'Kept', size_id: kept!.id });
    await rows.create(locator('labels'), { name: 'Undeclared field', size_id: small!.id });
    await rows.create(locator('presets', otherCustomiserId), { name: 'Theirs', size_id: small!.id });
    const fields = [
      { family: 'fonts', field: 'minimum_size_id', many: false },
      { family: 'presets', field: 'size_id', many: false },
      { family: 'extras', field: 'size_ids', many: true },
    ] as const;
    const scope = { storeId: 1, customiserId: subject().customiserId };
    expect((await rows.referencing(scope, fields, [small!.id, large!.id])).map((r) => r.id)).toEqual([font.id, preset.id, extra.id]);
    expect(await rows.referencing({ ...scope, storeId: 2 }, fields, [small!.id])).toEqual([]);
    expect(await rows.referencing(scope, fields, [])).toEqual([]);
    expect(await rows.referencing(scope, [], [small!.id])).toEqual([]);
  });

  it('creates many rows of a family at once and answers them in the order asked', async () => {
    const { rows } = subject();
    const created = await rows.createMany(locator('labels'), [{ name: 'First' }, { name: 'Second' }, { name: 'Third' }]);
    expect(created.map((row) => row.attributes.name)).toEqual(['First', 'Second', 'Third']);
    expect(created.map((row) => row.id)).toEqual([...created.map((row) => row.id)].sort((a, b) => a - b));
    for (const row of created) expect(await rows.find(locator('labels'), row.id)).toMatchObject({ id: row.id, family: 'labels', attributes: row.attributes });
    expect(await rows.createMany(locator('labels'), [])).toEqual([]);
  });

  it('saves many rows at once, each with its own attributes, and never a row of another store', async () => {
    const { rows } = subject();
    const [first, second, untouched] = await rows.createMany(locator('languages'), [{ name: 'en' }, { name: 'de' }, { name: 'fr' }]);
    await rows.saveMany([{ ...first!, attributes: { name: 'en-GB' } }, { ...second!, attributes: { name: 'de-DE', rtl: false } }, { ...untouched!, storeId: 2, attributes: { name: 'Stolen' } }]);
    expect((await rows.listAll(locator('languages'))).map((row) => row.attributes)).toEqual([{ name: 'en-GB' }, { name: 'de-DE', rtl: false }, { name: 'fr' }]);
    await rows.saveMany([]);
  });

  it('deletes many rows at once, only those of the locator', async () => {
    const { rows, otherCustomiserId } = subject();
    const [gone, alsoGone, stays] = await rows.createMany(locator('materials'), [{ name: 'Acrylic' }, { name: 'Steel' }, { name: 'Wood' }]);
    const label = await rows.create(locator('labels'), { name: 'Not a material' });
    const theirs = await rows.create(locator('materials', otherCustomiserId), { name: 'Theirs' });
    await rows.deleteMany(locator('materials'), [gone!.id, alsoGone!.id, label.id, theirs.id, 424242]);
    expect((await rows.listAll(locator('materials'))).map((row) => row.id)).toEqual([stays!.id]);
    expect(await rows.find(locator('labels'), label.id)).toBeDefined();
    expect(await rows.find(locator('materials', otherCustomiserId), theirs.id)).toBeDefined();
    await rows.deleteMany(locator('materials'), []);
  });
}
