import { actingForStore } from '../../../shared-kernel/request-context';
import { inMemoryUploads } from '../test-support/in-memory-uploads';
import { Uploads } from './uploads';

async function setUp() {
  const context = inMemoryUploads();
  const font = await context.upload(5, 'font_ttf', null);
  const shoppersFile = await context.upload(5, 'form_attachment', Buffer.from('%PDF-1.7'));
  return { font, shoppersFile, uploads: new Uploads(context.uploads) };
}

const notFound = { status: 404, code: 'resource_not_found' };

describe('reading an upload', () => {
  it('finds an upload of the current store, and answers 404 to another store', async () => {
    const { uploads, font } = await setUp();
    await expect(actingForStore(5, () => uploads.get(font.id))).resolves.toEqual(font);
    await expect(actingForStore(6, () => uploads.get(font.id))).rejects.toMatchObject(notFound);
  });

  it('lets the integration poll its own uploads, but not a shopper’s form attachment', async () => {
    const { uploads, font, shoppersFile } = await setUp();
    await expect(actingForStore(5, () => uploads.poll(font.id))).resolves.toMatchObject({ id: font.id, status: 'pending' });
    await expect(actingForStore(5, () => uploads.poll(shoppersFile.id))).rejects.toMatchObject(notFound);
    await expect(actingForStore(5, () => uploads.get(shoppersFile.id))).resolves.toMatchObject({ status: 'uploaded' });
  });

  it('lets a shopper poll a form attachment of the store, and nothing the integration declared', async () => {
    const { uploads, font, shoppersFile } = await setUp();
    await expect(actingForStore(5, () => uploads.pollShopperUpload(shoppersFile.id))).resolves.toMatchObject({ id: shoppersFile.id, status: 'uploaded' });
    await expect(actingForStore(5, () => uploads.pollShopperUpload(font.id))).rejects.toMatchObject(notFound);
    await expect(actingForStore(6, () => uploads.pollShopperUpload(shoppersFile.id))).rejects.toMatchObject(notFound);
  });
});
