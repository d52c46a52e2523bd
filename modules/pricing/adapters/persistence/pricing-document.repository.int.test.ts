import { startTestService, type TestService } from '../../../../tests/support/test-service';
import { KyselyPricingDocumentRepository } from './kysely-pricing-document.repository';

describe('pricing documents on PostgreSQL', () => {
  let service: TestService;
  let documents: KyselyPricingDocumentRepository;

  beforeAll(async () => {
    service = await startTestService();
    documents = new KyselyPricingDocumentRepository(service.runtime.database);
  });
  afterAll(() => service.close());

  it('stores and replaces a document whole, sheet pricing null included', async () => {
    expect(await documents.find(4242)).toBeUndefined();
    const first = { base_pricing: { mode: 'single_base_price_by_size' as const, rows: [{ size_id: 1, size_key: null, base_price: { line_1: 100 } }] }, price_lists: [], sheet_pricing: { rows: [] } };
    await documents.save(1, 4242, first);
    expect(await documents.find(4242)).toEqual(first);
    const second = { ...first, base_pricing: { mode: 'included_in_price_lists' as const, rows: [] }, sheet_pricing: null };
    await documents.save(1, 4242, second);
    expect(await documents.find(4242)).toEqual(second);
  });

  it('hands out distinct price list ids, also to concurrent callers', async () => {
    const ids = await Promise.all(Array.from({ length: 20 }, () => documents.nextPriceListId()));
    expect(new Set(ids).size).toBe(20);
  });
});
