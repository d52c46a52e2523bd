/** Where uploaded bytes are kept, files of a directory or objects of a bucket, behind one port; `get` of a missing key answers undefined. */
export interface BlobStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | undefined>;
  delete(key: string): Promise<void>;
}

export const BLOB_STORAGE = Symbol.for('signwright.BlobStorage');
