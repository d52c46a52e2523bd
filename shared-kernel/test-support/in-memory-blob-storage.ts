import type { BlobStorage } from '../blob-storage';

/** Blob storage in memory. Like files on disk it takes no part in transactions: what was put stays put. */
export class InMemoryBlobStorage implements BlobStorage {
  readonly blobs = new Map<string, Buffer>();

  async put(key: string, bytes: Buffer): Promise<void> {
    this.blobs.set(key, Buffer.from(bytes));
  }

  async get(key: string): Promise<Buffer | undefined> {
    const bytes = this.blobs.get(key);
    return bytes && Buffer.from(bytes);
  }

  async delete(key: string): Promise<void> {
    this.blobs.delete(key);
  }
}
