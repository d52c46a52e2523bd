import { CursorCodec } from '../../../../shared-kernel/http/pagination';
import { OTHER_STORE, STORE } from '../../test-support/a-catalogue';
import { aLetterTypeWithSelections as setUp } from '../../test-support/letter-part-selections';
import { ListLetterPartSelectionsService } from './list-letter-part-selections.service';

describe('listing a letter type’s selections', () => {
  it('lists the selections of one letter type only, and answers 404 for a letter type of another store', async () => {
    const { catalogue, customiser, letterType, create } = await setUp();
    const list = new ListLetterPartSelectionsService(catalogue.customisers, catalogue.rows, catalogue.selections, new CursorCodec('test secret'));
    const other = await catalogue.aLetterType(customiser, { letterParts: ['tube'] });
    await catalogue.aSelection(other, 'tube');
    const sides = await create('sides');
    const face = await create('face');
    await expect(catalogue.as(STORE, () => list.list(customiser.id, letterType.id, { limit: 20 }))).resolves.toEqual({ items: [face, sides], nextCursor: null });
    await expect(catalogue.as(OTHER_STORE, () => list.list(customiser.id, letterType.id, { limit: 20 }))).rejects.toMatchObject({ status: 404 });
  });

  it('pages them, oldest first, on a cursor bound to that letter type', async () => {
    const { catalogue, customiser, letterType, create } = await setUp();
    const list = new ListLetterPartSelectionsService(catalogue.customisers, catalogue.rows, catalogue.selections, new CursorCodec('test secret'));
    const other = await catalogue.aLetterType(customiser, { letterParts: ['tube'] });
    const sides = await create('sides');
    const face = await create('face');
    const first = await catalogue.as(STORE, () => list.list(customiser.id, letterType.id, { limit: 1 }));
    expect(first.items).toEqual([face]);
    await expect(catalogue.as(STORE, () => list.list(customiser.id, letterType.id, { limit: 1, cursor: first.nextCursor! }))).resolves.toEqual({ items: [sides], nextCursor: null });
    await expect(catalogue.as(STORE, () => list.list(customiser.id, other.id, { limit: 1, cursor: first.nextCursor! }))).rejects.toMatchObject({ status: 422, code: 'invalid_cursor' });
  });
});
