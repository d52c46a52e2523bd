import { CursorCodec } from '../../../../shared-kernel/http/pagination';
import { actingForStore } from '../../../../shared-kernel/request-context';
import { aQuote } from '../../test-support/a-quote';
import { InMemoryQuoteRepository } from '../../test-support/in-memory-quote.repository';
import { ListQuotesService } from './list-quotes.service';

async function setUp() {
  const quotes = new InMemoryQuoteRepository();
  const record = (storeId: number) => {
    const { id: _id, createdAt: _created, files, ...quote } = aQuote({ storeId });
    return quotes.create({ ...quote, files: files.map(({ url: _url, ...file }) => file) });
  };
  const mine = [await record(5), await record(6), await record(5), await record(5)];
  return { mine, list: new ListQuotesService(quotes, new CursorCodec('test secret')) };
}

describe('listing quote requests', () => {
  it('lists the store’s quotes oldest first, page by page', async () => {
    const { list, mine } = await setUp();
    const first = await actingForStore(5, () => list.list({}, { limit: 2 }));
    expect(first.items.map((quote) => quote.id)).toEqual([mine[0]!.id, mine[2]!.id]);
    const second = await actingForStore(5, () => list.list({}, { limit: 2, cursor: first.nextCursor! }));
    expect(second).toEqual({ items: [expect.objectContaining({ id: mine[3]!.id })], nextCursor: null });
  });

  it('refuses a cursor another store was given', async () => {
    const { list } = await setUp();
    const { nextCursor } = await actingForStore(5, () => list.list({}, { limit: 1 }));
    await expect(actingForStore(6, () => list.list({}, { limit: 1, cursor: nextCursor! }))).rejects.toMatchObject({ status: 422, code: 'invalid_cursor' });
  });
});
