/** Where uploaded bytes are kept: files under DATA_DIR now, an object store later, behind one port. */
export interface BlobStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | undefined>;
  delete(key: string): Promise<void>;
}

export const BLOB_STORAGE = Symbol.for('signwright.BlobStorage');
