import { CursorCodec } from '../../../../shared-kernel/http/pagination';
import { aCatalogue, OTHER_STORE, STORE } from '../../test-support/a-catalogue';
import { ListOptionRowsService } from './list-option-rows.service';

async function setUp() {
  const catalogue = aCatalogue();
  const service = new ListOptionRowsService(catalogue.customisers, catalogue.rows, new CursorCodec('unit-test-cursor-secret'));
  const customiser = await catalogue.aCustomiser();
  const names = ['Red', 'Green', 'Blue'];
  for (const name of names) await catalogue.aRow(customiser, 'colours', { name });
  await catalogue.aRow(customiser, 'fonts', { name: 'Script' });
  return { catalogue, service, customiser, names };
}

describe('listing a family’s option rows', () => {
  it('lists the customiser’s rows of the family oldest first, in pages linked by a cursor', async () => {
    const { catalogue, service, customiser, names } = await setUp();
    const first = await catalogue.as(STORE, () => service.list('colours', customiser.id, { limit: 2 }));
    const rest = await catalogue.as(STORE, () => service.list('colours', customiser.id, { limit: 2, cursor: first.nextCursor! }));
    expect([...first.items, ...rest.items].map((row) => row.attributes.name)).toEqual(names);
    expect(rest.nextCursor).toBeNull();
  });

  it('refuses a cursor of another family’s or another customiser’s listing', async () => {
    const { catalogue, service, customiser } = await setUp();
    const other = await catalogue.aCustomiser({ name: 'Other' });
    const { nextCursor } = await catalogue.as(STORE, () => service.list('colours', customiser.id, { limit: 1 }));
    await expect(catalogue.as(STORE, () => service.list('fonts', customiser.id, { limit: 1, cursor: nextCursor! }))).rejects.toMatchObject({ status: 422, code: 'invalid_cursor' });
    await expect(catalogue.as(STORE, () => service.list('colours', other.id, { limit: 1, cursor: nextCursor! }))).rejects.toMatchObject({ status: 422, code: 'invalid_cursor' });
  });

  it('answers 404 for a customiser of another store', async () => {
    const { catalogue, service, customiser } = await setUp();
    await expect(catalogue.as(OTHER_STORE, () => service.list('colours', customiser.id, { limit: 10 }))).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
  });
});
