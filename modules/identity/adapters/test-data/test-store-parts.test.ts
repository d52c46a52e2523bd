import type { CopiedIdMaps, TestStoreData } from '../../../../shared-kernel/test-store-data';
import { TestStoreParts } from './test-store-parts';

/** A part of the test data as a context binds it, recording what it is asked in one journal shared by all. */
function aPart(journal: string[], name: string, stage: number, copies?: { counts: Record<string, number>; ids?: CopiedIdMaps }): TestStoreData & { handed: CopiedIdMaps[] } {
  const handed: CopiedIdMaps[] = [];
  return {
    name,
    stage,
    handed,
    ...(copies && {
      copy: async (liveStoreId: number, testStoreId: number, copied: CopiedIdMaps) => {
        journal.push(`copy ${name} ${liveStoreId} → ${testStoreId}`);
        handed.push(copied);
        return copies;
      },
    }),
    drop: async (testStoreId: number) => {
      journal.push(`drop ${name} ${testStoreId}`);
      return name === 'pricing' ? undefined : async () => void journal.push(`after commit ${name}`);
    },
  };
}

function setUp() {
  const journal: string[] = [];
  const customisers = new Map([[1, 11]]);
  const optionRows = new Map([[2, 22]]);
  const catalogue = aPart(journal, 'catalogue', 10, { counts: { customisers: 1, option_rows: 1 }, ids: { customisers, option_rows: optionRows } });
  const pricing = aPart(journal, 'pricing', 20, { counts: { pricing_documents: 1 } });
  // Bound in another order than their stages: the containers load in any order.
  const parts = [aPart(journal, 'orders', 50), pricing, aPart(journal, 'uploads', 30), catalogue, aPart(journal, 'webhooks', 40)];
  return { journal, catalogue, pricing, customisers, optionRows, copier: new TestStoreParts(parts) };
}

describe("a store's test data, each context's part of it", () => {
  it('is copied in ascending stage by the parts that copy, each handed the id maps copied before it, their counts merged by name', async () => {
    const { journal, catalogue, pricing, customisers, optionRows, copier } = setUp();
    const counts = await copier.copy(7, 8);
    expect(journal).toEqual(['copy catalogue 7 → 8', 'copy pricing 7 → 8']);
    expect(catalogue.handed).toEqual([{}]);
    expect(pricing.handed).toEqual([{ customisers, option_rows: optionRows }]);
    expect(counts).toEqual({ customisers: 1, option_rows: 1, pricing_documents: 1 });
    expect(Object.keys(counts)).toEqual(['customisers', 'option_rows', 'pricing_documents']);
  });

  it('adds the counts two parts give one name', async () => {
    const journal: string[] = [];
    const copier = new TestStoreParts([aPart(journal, 'one', 1, { counts: { rows: 2 } }), aPart(journal, 'two', 2, { counts: { rows: 3, other: 1 } })]);
    await expect(copier.copy(7, 8)).resolves.toEqual({ rows: 5, other: 1 });
  });

  it('refuses a second id map of one name: a later part would not know whose copies it names', async () => {
    const journal: string[] = [];
    const ids = { customisers: new Map<number, number>() };
    const copier = new TestStoreParts([aPart(journal, 'one', 1, { counts: {}, ids }), aPart(journal, 'two', 2, { counts: {}, ids })]);
    await expect(copier.copy(7, 8)).rejects.toThrow("two parts of the test data copied customisers: two's and an earlier one's");
  });

  it('is dropped in descending stage, and what the drops leave for after the commit runs only when asked, in ascending stage', async () => {
    const { journal, copier } = setUp();
    const afterCommit = await copier.drop(8);
    expect(journal).toEqual(['drop orders 8', 'drop webhooks 8', 'drop uploads 8', 'drop pricing 8', 'drop catalogue 8']);
    await afterCommit();
    expect(journal.slice(5)).toEqual(['after commit catalogue', 'after commit uploads', 'after commit webhooks', 'after commit orders']);
  });
});
