import { actingForStore } from '../../../../shared-kernel/request-context';
import { aQuote } from '../../test-support/a-quote';
import { InMemoryQuoteFileBytes } from '../../test-support/in-memory-quote-file-bytes';
import { InMemoryQuoteRepository } from '../../test-support/in-memory-quote.repository';
import { GetQuoteService } from '../../application/get-quote.service';
import { ReadQuoteFileService } from './read-quote-file.service';

const PDF = { filename: 'artwork.pdf', contentType: 'application/pdf', bytes: Buffer.from('%PDF-1.7 artwork') };

async function setUp() {
  const quotes = new InMemoryQuoteRepository();
  const record = (storeId: number, uploadId: string) => {
    const { id: _id, createdAt: _created, ...quote } = aQuote({ storeId });
    return quotes.create({ ...quote, files: [{ upload_id: uploadId, filename: 'artwork.pdf', content_type: 'application/pdf', byte_size: 16 }] });
  };
  const quote = await record(5, 'upl_artwork');
  const theirs = await record(6, 'upl_theirs');
  const files = new InMemoryQuoteFileBytes().add(5, 'upl_artwork', PDF).add(5, 'upl_unlisted', PDF).add(6, 'upl_theirs', PDF);
  return { quote, theirs, service: new ReadQuoteFileService(new GetQuoteService(quotes), files) };
}

const notFound = { status: 404, code: 'resource_not_found' };

describe('reading a file of a quote', () => {
  it('answers the bytes of a file the quote holds', async () => {
    const { service, quote } = await setUp();
    await expect(actingForStore(5, () => service.read(quote.id, 'upl_artwork'))).resolves.toEqual(PDF);
  });

  it('answers 404 for a file of the store the quote does not hold', async () => {
    const { service, quote } = await setUp();
    await expect(actingForStore(5, () => service.read(quote.id, 'upl_unlisted'))).rejects.toMatchObject(notFound);
  });

  it('answers 404 for a quote of another store, or a file whose bytes are gone', async () => {
    const { service, quote, theirs } = await setUp();
    await expect(actingForStore(5, () => service.read(theirs.id, 'upl_theirs'))).rejects.toMatchObject(notFound);
    await expect(actingForStore(6, () => service.read(quote.id, 'upl_artwork'))).rejects.toMatchObject(notFound);
  });
});
