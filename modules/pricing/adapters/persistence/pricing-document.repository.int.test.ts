import { sql } from 'kysely';
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
    expect(await documents.find(4242)).toEqual({ ...first, inMemberOrder: true });
    const second = { ...first, base_pricing: { mode: 'included_in_price_lists' as const, rows: [] }, sheet_pricing: null };
    await documents.save(1, 4242, second);
    expect(await documents.find(4242)).toEqual({ ...second, inMemberOrder: true });
  });

  it('gives a document written since it is stored as json text back as that text, in the member order it was written in', async () => {
    const pricing = { base_pricing: { mode: 'included_in_price_lists' as const, rows: [] }, price_lists: [{ price_list_id: 9, name: 'Frame', shipping: { calculation: 'physical', volumetric_divisor: null, add_weight_to_product: false }, rows: [] }], sheet_pricing: null };
    await documents.save(1, 4343, pricing);
    expect(await documents.findText(4343)).toEqual({ base_pricing: pricing.base_pricing, price_lists: JSON.stringify(pricing.price_lists), sheet_pricing: 'null' });
  });

  it('gives no text for a document carried over from jsonb (in jsonb’s member order) until it is written again', async () => {
    await documents.save(1, 4444, { base_pricing: { mode: 'included_in_price_lists', rows: [] }, price_lists: [], sheet_pricing: null });
    await sql`update pricing.pricing_documents set in_member_order = false where customiser_id = 4444`.execute(service.runtime.database.current());
    expect(await documents.findText(4444)).toBeUndefined();
    expect(await documents.find(4444)).toMatchObject({ inMemberOrder: false });
  });

  it('hands out distinct price list ids, many in one call and also to concurrent callers', async () => {
    const ids = (await Promise.all(Array.from({ length: 20 }, () => documents.nextPriceListIds(3)))).flat();
    expect(ids).toHaveLength(60);
    expect(new Set(ids).size).toBe(60);
  });
});
