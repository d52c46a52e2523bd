import { startTestService, type TestService } from '../../../../tests/support/test-service';
import { aStore, type BuiltStore } from '../../../../tests/support/builders';
import { reading, readingSizes, statementsDuring, writing } from '../../../../tests/support/statements';

/** Issue 36, item 2: the previous generation's pricing PUT presents the v3 replacement and loads the pricing once, as it does. */
describe('what one PUT of a pricing document through the previous generation costs the database', () => {
  let service: TestService;
  let store: BuiltStore;
  const path = () => `/api/v2/customisers/${store.customisers[0]!.id}/pricing`;
  const legacy = () => ({ Authorization: `Bearer ${store.keys.legacy!}` });

  beforeAll(async () => {
    service = await startTestService({ env: { OPTION_WRITE_BUDGET_PER_MINUTE: '10000' } });
    store = await aStore(service, { customisers: [{ pricingModel: 'simple_letter' }] });
  });
  afterAll(() => service.close());

  it('reads the customiser, the pricing row (locked) and the sizes once each, and writes the pricing row once, as the v3 PUT does', async () => {
    const document = (await service.http.get(path()).set(legacy()).expect(200)).body;
    const statements = await statementsDuring(async () => {
      await service.http.put(path()).set(legacy()).set('Content-Type', 'application/json').send(JSON.stringify({ ...document, sizes: document.sizes })).expect(200);
    });

    expect(statements.filter(reading('catalogue.customisers'))).toHaveLength(1);
    expect(statements.filter(reading('pricing.pricing_documents'))).toEqual([expect.stringMatching(/for update$/i)]);
    expect(statements.filter(readingSizes)).toHaveLength(1);
    expect(statements.filter(writing('pricing.pricing_documents'))).toHaveLength(1);
  });
});
