import { sql } from 'kysely';
import { startTestRuntime, type TestRuntime } from '../../../../tests/support/test-runtime';
import { statementsDuring } from '../../../../tests/support/statements';
import { KyselyPricingDocumentRepository } from './kysely-pricing-document.repository';

describe('pricing documents on PostgreSQL', () => {
  let service: TestRuntime;
  let documents: KyselyPricingDocumentRepository;

  beforeAll(async () => {
    service = await startTestRuntime();
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
    const text = await documents.findText(4343);
    expect(text?.base_pricing).toEqual(pricing.base_pricing);
    expect([text?.price_lists.text, text?.sheet_pricing.text]).toEqual([JSON.stringify(pricing.price_lists), 'null']);
  });

  it('gives no text for a document carried over from jsonb (in jsonb’s member order) until it is written again', async () => {
    await documents.save(1, 4444, { base_pricing: { mode: 'included_in_price_lists', rows: [] }, price_lists: [], sheet_pricing: null });
    await sql`update pricing.pricing_documents set in_member_order = false where customiser_id = 4444`.execute(service.runtime.database.current());
    expect(await documents.findText(4444)).toBeUndefined();
    expect(await documents.find(4444)).toMatchObject({ inMemberOrder: false });
  });

  it('keeps the price lists and sheet pricing as text, compressed with LZ4 where the server has it (issue 15: a write is not parsed again by the server)', async () => {
    const db = service.runtime.database.current();
    const { rows: [server] } = await sql<{ lz4: boolean }>`select 'lz4' = any(enumvals) as lz4 from pg_settings where name = 'default_toast_compression'`.execute(db);
    const { rows } = await sql<{ column: string; type: string; compression: string; storage: string }>`
      select attname as column, format_type(atttypid, atttypmod) as type, attcompression::text as compression, attstorage::text as storage
      from pg_attribute where attrelid = 'pricing.pricing_documents'::regclass and attname in ('price_lists', 'sheet_pricing') order by attname`.execute(db);
    const expected = server?.lz4 ? { type: 'text', compression: 'l', storage: 'x' } : { type: 'text', compression: '', storage: 'e' };
    expect(rows).toEqual([{ column: 'price_lists', ...expected }, { column: 'sheet_pricing', ...expected }]);
  });

  describe('the documents a process keeps by revision', () => {
    const aDocument = (name: string) => ({
      base_pricing: { mode: 'included_in_price_lists' as const, rows: [] },
      price_lists: [{ price_list_id: 11, name, shipping: { calculation: 'physical', volumetric_divisor: null, add_weight_to_product: false }, rows: [] }],
      sheet_pricing: null,
    });

    it('never answers an older copy of a document another process has written since', async () => {
      const otherProcess = new KyselyPricingDocumentRepository(service.runtime.database);
      await documents.save(1, 4545, aDocument('First'));
      expect((await documents.find(4545))?.price_lists[0]?.name).toBe('First');
      await otherProcess.save(1, 4545, aDocument('Second'));
      expect((await documents.find(4545))?.price_lists[0]?.name).toBe('Second');
      expect((await documents.findText(4545))?.price_lists.text).toContain('"Second"');
    });

    it('sends only the base pricing when the price lists and sheet pricing are those of the revision it holds', async () => {
      await documents.save(1, 4747, aDocument('Kept'));
      const repriced = { ...aDocument('Kept'), base_pricing: { mode: 'single_base_price_by_size' as const, rows: [{ size_id: 3, size_key: null, base_price: { line_1: 900 } }] } };
      const statements = await statementsDuring(() => documents.save(1, 4747, repriced));
      expect(statements).toEqual([expect.stringMatching(/^update "pricing"\."pricing_documents" set "base_pricing" = \$1, "in_member_order" = \$2, "revision" = nextval/)]);
      expect(statements[0]).not.toContain('price_lists');
      expect(await new KyselyPricingDocumentRepository(service.runtime.database).find(4747)).toEqual({ ...repriced, inMemberOrder: true });
    });

    it('writes the whole document when the row has moved on from the revision it compared with, so another process’s price lists are never kept by mistake', async () => {
      const otherProcess = new KyselyPricingDocumentRepository(service.runtime.database);
      await documents.save(1, 4848, aDocument('Mine'));
      await otherProcess.save(1, 4848, aDocument('Theirs'));
      // Written without reading first: the lists sent are those of the revision this process holds, not of the row.
      const mine = { ...aDocument('Mine'), base_pricing: { mode: 'single_base_price_by_size' as const, rows: [] } };
      await documents.save(1, 4848, mine);
      expect(await new KyselyPricingDocumentRepository(service.runtime.database).find(4848)).toEqual({ ...mine, inMemberOrder: true });
    });

    it('answers the committed document after a write that rolled back', async () => {
      await documents.save(1, 4646, aDocument('Committed'));
      const rolledBack = service.runtime.database.run(async () => {
        await documents.save(1, 4646, aDocument('Rolled back'));
        expect((await documents.find(4646, { forUpdate: true }))?.price_lists[0]?.name).toBe('Rolled back');
        throw new Error('the transaction fails after the write');
      });
      await expect(rolledBack).rejects.toThrow('the transaction fails after the write');
      expect((await documents.find(4646))?.price_lists[0]?.name).toBe('Committed');
      // The next write gets a revision of its own, never the one the rolled-back write took.
      await documents.save(1, 4646, aDocument('Written again'));
      expect((await new KyselyPricingDocumentRepository(service.runtime.database).find(4646))?.price_lists[0]?.name).toBe('Written again');
      expect((await documents.find(4646))?.price_lists[0]?.name).toBe('Written again');
    });
  });

  it('hands out distinct price list ids, many in one call and also to concurrent callers', async () => {
    const ids = (await Promise.all(Array.from({ length: 20 }, () => documents.nextPriceListIds(3)))).flat();
    expect(ids).toHaveLength(60);
    expect(new Set(ids).size).toBe(60);
  });
});
