import { actingForStore } from '../../../shared-kernel/request-context';
import { aQuote } from '../test-support/a-quote';
import { InMemoryQuoteRepository } from '../test-support/in-memory-quote.repository';
import { GetQuoteService } from './get-quote.service';

async function setUp() {
  const quotes = new InMemoryQuoteRepository();
  const record = (storeId: number) => {
    const { id: _id, createdAt: _created, files, ...quote } = aQuote({ storeId });
    return quotes.create({ ...quote, files: files.map(({ url: _url, ...file }) => file) });
  };
  const mine = [await record(5), await record(6), await record(5), await record(5)];
  return { mine, get: new GetQuoteService(quotes) };
}

describe('reading a quote request', () => {
  it('finds a quote of the current store by id, and answers 404 for another store’s', async () => {
    const { get, mine } = await setUp();
    await expect(actingForStore(5, () => get.get(mine[0]!.id))).resolves.toMatchObject({ id: mine[0]!.id, storeId: 5 });
    await expect(actingForStore(5, () => get.get(mine[1]!.id))).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
  });
});
