import { startTestService, type TestService } from '../../../../tests/support/test-service';
import { aStore, type BuiltStore } from '../../../../tests/support/builders';
import { reading, readingSizes, statementsDuring, writing } from '../../../../tests/support/statements';

describe('what one write of a pricing document costs the database', () => {
  let service: TestService;
  let store: BuiltStore;
  const path = () => `/api/v3/customisers/${store.customisers[0]!.id}/pricing`;
  const patch = (body: unknown) =>
    service.http.patch(path()).set('Authorization', `Bearer ${store.keys.all!}`).set('Content-Type', 'application/json').send(JSON.stringify(body));
  const put = (body: unknown) =>
    service.http.put(path()).set('Authorization', `Bearer ${store.keys.all!}`).set('Content-Type', 'application/json').send(JSON.stringify(body));

  beforeAll(async () => {
    service = await startTestService({ env: { OPTION_WRITE_BUDGET_PER_MINUTE: '10000' } });
    // A simple_letter customiser priced as the demo prices it: a document of three sizes.
    store = await aStore(service, { customisers: [{ pricingModel: 'simple_letter' }] });
  });
  afterAll(() => service.close());

  it('reads the customiser row once and the pricing row once (locked), and writes the pricing row once and its version once, for a PATCH of a 3-size document', async () => {
    const current = (await service.http.get(path()).set('Authorization', `Bearer ${store.keys.all!}`).expect(200)).body.data;
    expect(current.sizes).toHaveLength(3);
    const rows = current.base_pricing.rows.map((row: { size_id: number; base_price: Record<string, number> }) => ({ size_id: row.size_id, base_price: { line_1: row.base_price.line_1! + 100 } }));

    const statements = await statementsDuring(async () => {
      const response = await patch({ base_pricing: { rows } });
      expect(response.status).toBe(200);
    });

    expect(statements.filter(reading('catalogue.customisers'))).toHaveLength(1);
    expect(statements.filter(reading('pricing.pricing_documents'))).toEqual([expect.stringMatching(/for update$/i)]);
    expect(statements.filter(writing('pricing.pricing_documents'))).toHaveLength(1);
    // Its version: one insert that numbers it itself, read nowhere else.
    expect(statements.filter(writing('pricing.pricing_versions'))).toEqual([expect.stringMatching(/^insert into/i)]);
    expect(statements.filter(reading('pricing.pricing_versions'))).toEqual([]);
    expect(statements.filter(writing('catalogue.customisers'))).toEqual([]);
    // Sizes are read once; a patch of prices leaves every size as it is, so none is written.
    expect(statements.filter(reading('catalogue.option_rows'))).toHaveLength(1);
    expect(statements.filter(writing('catalogue.option_rows'))).toEqual([]);
  });

  it('still reads each row once when the patch changes a size and adds a price list', async () => {
    const current = (await service.http.get(path()).set('Authorization', `Bearer ${store.keys.all!}`).expect(200)).body.data;
    const sizes = current.sizes.map((size: { name: string }, index: number) => (index === 0 ? { ...size, name: `${size.name} renamed` } : size));
    const lists = [...current.price_lists, { name: 'Added', rows: [] }];

    const statements = await statementsDuring(async () => {
      const response = await patch({ sizes, price_lists: lists });
      expect(response.status).toBe(200);
      expect(response.body.data.price_lists.at(-1)).toMatchObject({ name: 'Added', price_list_id: expect.any(Number) });
    });

    expect(statements.filter(reading('catalogue.customisers'))).toHaveLength(1);
    expect(statements.filter(reading('pricing.pricing_documents'))).toHaveLength(1);
    expect(statements.filter(writing('pricing.pricing_documents'))).toHaveLength(1);
    // The sizes are read once, by the load: the renamed size is written against that read.
    expect(statements.filter(readingSizes)).toHaveLength(1);
    expect(statements.filter(writing('catalogue.option_rows'))).toEqual([expect.stringMatching(/^update/i)]);
  });

  it('asks who references the removed sizes once, and writes sizes with one delete, one update and one insert, for a PUT that removes two sizes, changes three and adds one', async () => {
    const withSpares = (await patch({ sizes: [...(await currentSizes()), { name: 'Spare one' }, { name: 'Spare two' }] }).expect(200)).body.data;
    const sizes = withSpares.sizes as { size_id: number; name: string }[];
    expect(sizes).toHaveLength(5);
    // The spares go (nothing references them); the three sizes the demo made stay and change.
    const kept = sizes.filter((size) => !size.name.startsWith('Spare')).map((size) => ({ ...size, name: `${size.name} changed` }));
    const document = { ...withSpares, sizes: [...kept, { name: 'Added' }], base_pricing: { mode: 'included_in_price_lists', rows: [] }, price_lists: [] };

    let response: { status: number; body: { data: { sizes: { name: string }[] } } } | undefined;
    const statements = await statementsDuring(async () => {
      response = await put(document);
    });

    expect(response?.status).toBe(200);
    expect(response?.body.data.sizes.map((size) => size.name).sort()).toEqual([...kept.map((size) => size.name), 'Added'].sort());
    expect(statements.filter(reading('catalogue.customisers'))).toHaveLength(1);
    expect(statements.filter(reading('pricing.pricing_documents'))).toEqual([expect.stringMatching(/for update$/i)]);
    expect(statements.filter(writing('pricing.pricing_documents'))).toHaveLength(1);
    // One reference round for both removed sizes: the option-row finder's one query; sizes are named by no settings or letter part.
    expect(statements.filter((statement) => reading('catalogue.option_rows')(statement) && /attributes @>/.test(statement))).toHaveLength(1);
    expect(statements.filter(readingSizes)).toHaveLength(1);
    expect(statements.filter(reading('catalogue.customiser_settings'))).toEqual([]);
    expect(statements.filter(reading('catalogue.letter_part_selections'))).toEqual([]);
    expect(statements.filter(writing('catalogue.option_rows'))).toEqual([
      expect.stringMatching(/^delete from/i),
      expect.stringMatching(/^update/i),
      expect.stringMatching(/^insert into/i),
    ]);
  });

  async function currentSizes(): Promise<unknown[]> {
    return (await service.http.get(path()).set('Authorization', `Bearer ${store.keys.all!}`).expect(200)).body.data.sizes;
  }
});
