import type { StoredPricing } from '../../domain/pricing-document';
import { DocumentRevision, priceListsText, RecentDocuments } from './recent-documents';

const aRevision = (revision: string, size: number) => new DocumentRevision(revision, `[${'0,'.repeat((size - 3) / 2)}0]`, 'null');

describe('the documents a process keeps by revision', () => {
  it('keeps the latest revision of each document', () => {
    const recent = new RecentDocuments(1000);
    recent.keep(1, aRevision('7', 101));
    recent.keep(1, aRevision('9', 101));
    expect(recent.latest(1)?.revision).toBe('9');
    expect(recent.latest(2)).toBeUndefined();
  });

  it('drops the least recently used documents once their text passes the capacity', () => {
    const recent = new RecentDocuments(350);
    recent.keep(1, aRevision('1', 101));
    recent.keep(2, aRevision('2', 101));
    recent.keep(3, aRevision('3', 101));
    recent.latest(1);
    recent.keep(4, aRevision('4', 101));
    expect([1, 2, 3, 4].map((id) => recent.latest(id)?.revision ?? null)).toEqual(['1', null, '3', '4']);
  });

  it('keeps no document larger than the capacity, and drops the older copy of it', () => {
    const recent = new RecentDocuments(100);
    recent.keep(1, aRevision('1', 51));
    recent.keep(1, aRevision('2', 201));
    expect(recent.latest(1)).toBeUndefined();
  });

  it('parses a revision’s text once, and makes its bytes once', () => {
    const revision = new DocumentRevision('5', '[{"name":"Neon ✓"}]', '{"rows":[]}');
    expect(revision.priceLists()).toBe(revision.priceLists());
    expect(revision.sheetPricing()).toEqual({ rows: [] });
    expect(revision.priceListsBytes()).toBe(revision.priceListsBytes());
    expect(revision.priceListsBytes().toString('utf8')).toBe('[{"name":"Neon ✓"}]');
  });

  it('writes price lists as the JSON of the array, serialising a list value it wrote before no more (issue 15: a PATCH of one list of ten serialises one)', () => {
    let serialised = 0;
    const list = (id: number) => ({ price_list_id: id, name: `List ${id}`, rows: [{ base_price: id }], toJSON() {
      serialised += 1;
      const { toJSON: _, ...members } = this;
      return members;
    } });
    const kept = [list(1), list(2), list(3)];
    const lists = kept as unknown as StoredPricing['price_lists'];
    expect(priceListsText(lists)).toBe(JSON.stringify(lists));
    serialised = 0;
    const changed = [kept[0]!, list(4), kept[2]!] as unknown as StoredPricing['price_lists'];
    const text = priceListsText(changed);
    expect(serialised).toBe(1);
    expect(text).toBe(JSON.stringify(changed));
  });
});
