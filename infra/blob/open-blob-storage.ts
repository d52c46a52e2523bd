import type { BlobStorage } from '../../shared-kernel/blob-storage';
import type { BlobStorageLocation } from '../config/blob-storage-url';
import { FileBlobStorage } from './file-blob-storage';
import { S3BlobStorage } from './s3-blob-storage';

export interface OpenedBlobStorage {
  blobs: BlobStorage;
  /** Readiness of an object store; none for a directory, which is as ready as the process's own disk. */
  probe: (() => Promise<void>) | undefined;
  close(): void;
}

/** The blob storage BLOB_STORAGE_URL names. */
export function openBlobStorage(location: BlobStorageLocation): OpenedBlobStorage {
  if (location.kind === 'directory') return { blobs: new FileBlobStorage(location.directory), probe: undefined, close: () => {} };
  const store = new S3BlobStorage(location);
  return { blobs: store, probe: () => store.reachable(), close: () => store.close() };
}
