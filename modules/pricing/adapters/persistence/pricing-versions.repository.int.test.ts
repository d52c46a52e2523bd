import { sql } from 'kysely';
import { JsonText } from '../../../../shared-kernel/http/json-text';
import { startTestService, type TestService } from '../../../../tests/support/test-service';
import { runRecurringJob } from '../../../../tests/support/recurring-jobs';
import type { VersionEntry } from '../../domain/pricing-versions';
import type { PricingOwner } from '../../model/customiser-pricing';
import type { ShownPricing } from '../../model/shown-pricing';
import { KyselyPricingDocumentRepository } from './kysely-pricing-document.repository';
import { KyselyPricingVersions } from './kysely-pricing-versions.repository';

const owner = (id: number, storeId = 1): PricingOwner => ({ id, storeId, pricingModel: 'frame_fit', pricingModelDisplayName: 'Frame fit' });

/** A frame_fit document as GET shows it, its one list named to tell versions apart. */
function shown(customiser: PricingOwner, name: string): ShownPricing {
  const list = { price_list_id: 7, name, shipping: { calculation: 'physical', volumetric_divisor: null, add_weight_to_product: false }, rows: [] };
  return {
    customiser,
    currency: 'EUR',
    document: { sizes: [], base_pricing: { mode: 'included_in_price_lists', rows: [] }, price_lists: new JsonText(JSON.stringify([list])), sheet_pricing: new JsonText('null') },
  };
}

const byKey: VersionEntry = { operation: 'patch', restoredFrom: null, actor: { type: 'api_key', id: '12', name: 'Back office' }, requestId: 'req_1' };

describe('pricing versions on PostgreSQL', () => {
  let service: TestService;
  let versions: KyselyPricingVersions;
  const db = () => service.runtime.database.root;
  const numbers = async (customiserId: number) =>
    (await sql<{ version: number }>`select version from pricing.pricing_versions where customiser_id = ${customiserId} order by version`.execute(db())).rows.map((row) => row.version);

  beforeAll(async () => {
    service = await startTestService();
    versions = new KyselyPricingVersions(service.runtime.database);
  });
  afterAll(() => service.close());

  it('numbers each customiser’s versions from 1, one more than the greatest so far, and reads them newest first a page at a time', async () => {
    expect(await versions.record(owner(5001), byKey, shown(owner(5001), 'First'))).toBe(1);
    expect(await versions.record(owner(5001), { ...byKey, operation: 'replace' }, shown(owner(5001), 'Second'))).toBe(2);
    expect(await versions.record(owner(5002), byKey, shown(owner(5002), 'Other'))).toBe(1);
    expect(await versions.record(owner(5001), { ...byKey, operation: 'restore', restoredFrom: 1 }, shown(owner(5001), 'First'))).toBe(3);

    const first = await versions.list(1, 5001, { limit: 2, after: undefined });
    expect(first.items.map((version) => [version.version, version.operation, version.restoredFrom])).toEqual([[3, 'restore', 1], [2, 'replace', null]]);
    expect(first.items[0]).toMatchObject({ customiserId: 5001, actor: { type: 'api_key', id: '12', name: 'Back office' }, requestId: 'req_1', createdAt: expect.any(Date) });
    expect(first.nextPosition).toBe(2);
    const rest = await versions.list(1, 5001, { limit: 2, after: first.nextPosition });
    expect([rest.items.map((version) => version.version), rest.nextPosition]).toEqual([[1], undefined]);
  });

  it('keeps the document as GET shows it and gives it back in GET’s member order, though jsonb orders keys its own way', async () => {
    await versions.record(owner(5003), byKey, shown(owner(5003), 'Kept'));
    const found = await versions.find(1, 5003, 1);
    expect(Object.keys(found!.document)).toEqual(['object', 'customiser_id', 'pricing_model', 'pricing_model_display_name', 'currency', 'sizes', 'base_pricing', 'price_lists', 'sheet_pricing']);
    expect(found!.document).toEqual({
      object: 'customiser_pricing', customiser_id: 5003, pricing_model: 'frame_fit', pricing_model_display_name: 'Frame fit', currency: 'EUR',
      sizes: [], base_pricing: { mode: 'included_in_price_lists', rows: [] },
      price_lists: [{ price_list_id: 7, name: 'Kept', shipping: { calculation: 'physical', volumetric_divisor: null, add_weight_to_product: false }, rows: [] }],
      sheet_pricing: null,
    });
    expect(Object.keys((found!.document.price_lists as object[])[0]!)).toEqual(['price_list_id', 'name', 'shipping', 'rows']);
  });

  it('reads a version only for the store it belongs to', async () => {
    await versions.record(owner(5004, 1), byKey, shown(owner(5004, 1), 'Mine'));
    expect(await versions.find(2, 5004, 1)).toBeUndefined();
    expect((await versions.list(2, 5004, { limit: 10, after: undefined })).items).toEqual([]);
    expect(await versions.find(1, 5004, 2)).toBeUndefined();
  });

  it('records nothing for a write that rolls back', async () => {
    const failed = service.runtime.database.run(async () => {
      await versions.record(owner(5005), byKey, shown(owner(5005), 'Undone'));
      throw new Error('the write failed after its version');
    });
    await expect(failed).rejects.toThrow('the write failed after its version');
    expect(await numbers(5005)).toEqual([]);
    expect(await versions.record(owner(5005), byKey, shown(owner(5005), 'Done'))).toBe(1);
  });

  it('stores a first document with its version 1 in one statement, and neither where another write stored the document first', async () => {
    const documents = new KyselyPricingDocumentRepository(service.runtime.database);
    const pricing = { base_pricing: { mode: 'included_in_price_lists' as const, rows: [] }, price_lists: [], sheet_pricing: null };
    const initial: VersionEntry = { operation: 'initial', restoredFrom: null, actor: { type: 'system', id: null, name: null }, requestId: null };
    expect(await documents.create(owner(5006), pricing, { entry: initial, shown: shown(owner(5006), 'Initial') })).toBe(true);
    expect(await documents.find(5006)).toEqual({ ...pricing, inMemberOrder: true });
    expect(await documents.create(owner(5006), pricing, { entry: initial, shown: shown(owner(5006), 'Again') })).toBe(false);
    expect(await numbers(5006)).toEqual([1]);
    expect((await versions.find(1, 5006, 1))!).toMatchObject({ operation: 'initial', actor: { type: 'system', id: null, name: null }, document: { price_lists: [{ name: 'Initial' }] } });
  });

  it('drops a store’s versions and no other store’s', async () => {
    await versions.record(owner(5007, 77), byKey, shown(owner(5007, 77), 'Test'));
    await versions.record(owner(5008, 78), byKey, shown(owner(5008, 78), 'Live'));
    expect(await versions.dropStore(77)).toBe(1);
    expect([await numbers(5007), await numbers(5008)]).toEqual([[], [1]]);
  });

  describe('housekeeping', () => {
    const age = (customiserId: number, days: number) =>
      sql`update pricing.pricing_versions set created_at = now() - make_interval(days => ${days}) where customiser_id = ${customiserId}`.execute(db());

    it('prunes, in the hourly job, versions older than 90 days except each document’s newest 50', async () => {
      for (let index = 0; index < 55; index += 1) await versions.record(owner(6001), byKey, shown(owner(6001), `Old ${index}`));
      for (let index = 0; index < 3; index += 1) await versions.record(owner(6002), byKey, shown(owner(6002), `Few ${index}`));
      for (let index = 0; index < 55; index += 1) await versions.record(owner(6003), byKey, shown(owner(6003), `Recent ${index}`));
      await age(6001, 91);
      await age(6002, 400);
      await age(6003, 89);
      // Two more of 6001, recent: its newest 50 are now 8 to 57, and 1 to 7 are past 90 days.
      await versions.record(owner(6001), byKey, shown(owner(6001), 'New 1'));
      await versions.record(owner(6001), byKey, shown(owner(6001), 'New 2'));

      await runRecurringJob(service, 'prune-pricing-versions');

      expect(await numbers(6001)).toEqual(Array.from({ length: 50 }, (_, index) => index + 8));
      expect(await numbers(6002)).toEqual([1, 2, 3]);
      expect(await numbers(6003)).toHaveLength(55);
      // The numbering goes on from the newest kept.
      expect(await versions.record(owner(6001), byKey, shown(owner(6001), 'Next'))).toBe(58);
    });
  });
});
