import { randomBytes } from 'node:crypto';
import { startS3Server, type TestS3Server } from '../../tests/support/s3-server';
import { parseBlobStorageUrl } from '../config/blob-storage-url';
import { S3BlobStorage, type S3Location } from './s3-blob-storage';

describe('blob storage in an S3 bucket', () => {
  let server: TestS3Server;
  const opened: S3BlobStorage[] = [];
  const storage = (prefix = '', bucket?: string) => {
    const location = parseBlobStorageUrl(server.url(prefix)) as S3Location;
    const store = new S3BlobStorage({ ...location, ...(bucket ? { bucket } : {}) });
    opened.push(store);
    return store;
  };

  beforeAll(async () => {
    server = await startS3Server();
  });
  afterAll(async () => {
    for (const store of opened) store.close();
    await server.close();
  });

  it('gives back the bytes it was given, and undefined for a key never put', async () => {
    const blobs = storage();
    await blobs.put('uploads/upl_a/file', Buffer.from('hello'));
    expect(await blobs.get('uploads/upl_a/file')).toEqual(Buffer.from('hello'));
    expect(await blobs.get('uploads/upl_never/file')).toBeUndefined();
  });

  it('replaces the bytes of a key put again', async () => {
    const blobs = storage();
    await blobs.put('uploads/upl_b/file', Buffer.from('first, longer version'));
    await blobs.put('uploads/upl_b/file', Buffer.from('second'));
    expect(await blobs.get('uploads/upl_b/file')).toEqual(Buffer.from('second'));
  });

  it('forgets a deleted key, and deletes a key that is not there without complaint', async () => {
    const blobs = storage();
    await blobs.put('uploads/upl_c/file', Buffer.from('gone soon'));
    await blobs.delete('uploads/upl_c/file');
    expect(await blobs.get('uploads/upl_c/file')).toBeUndefined();
    await expect(blobs.delete('uploads/upl_c/file')).resolves.toBeUndefined();
  });

  it('keeps a large binary file byte for byte, every byte value included', async () => {
    const blobs = storage();
    const large = Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, value) => value)), randomBytes(12 * 1024 * 1024)]);
    await blobs.put('uploads/upl_d/file', large);
    const read = await blobs.get('uploads/upl_d/file');
    expect(read?.length).toBe(large.length);
    expect(Buffer.compare(read!, large)).toBe(0);
  });

  it('keeps its objects under the key prefix of its URL, apart from another prefix in the same bucket', async () => {
    const prefixed = storage('tenant-a/blobs');
    await prefixed.put('uploads/upl_e/file', Buffer.from('under the prefix'));
    expect(await storage().get('tenant-a/blobs/uploads/upl_e/file')).toEqual(Buffer.from('under the prefix'));
    expect(await storage('tenant-b').get('uploads/upl_e/file')).toBeUndefined();
  });

  it('refuses a key that could climb out of its prefix, before asking the store', async () => {
    const blobs = storage('tenant-a');
    for (const key of ['../tenant-b/x', 'uploads/../../x', '/absolute', 'uploads/a b']) {
      await expect(blobs.put(key, Buffer.from('x'))).rejects.toThrow(/Unsafe blob key/);
      await expect(blobs.get(key)).rejects.toThrow(/Unsafe blob key/);
    }
  });

  it('lets failures other than a missing object through: a missing bucket is an error, not an empty answer', async () => {
    const missing = storage('', 'no-such-bucket');
    await expect(missing.get('uploads/upl_f/file')).rejects.toMatchObject({ name: 'NoSuchBucket' });
    await expect(missing.put('uploads/upl_f/file', Buffer.from('x'))).rejects.toMatchObject({ name: 'NoSuchBucket' });
  });

  it('reports the bucket reachable for readiness, and a missing bucket as not', async () => {
    await expect(storage().reachable()).resolves.toBeUndefined();
    await expect(storage('', 'no-such-bucket').reachable()).rejects.toThrow();
  });
});
