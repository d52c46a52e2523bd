import { currentStoreId } from '../../../shared-kernel/request-context';
import type { QuoteFileBytes } from '../application/ports';

type StoredFile = { filename: string; contentType: string; bytes: Buffer };

/** The bytes of the files submissions took, in memory: only the current store's are read. */
export class InMemoryQuoteFileBytes implements QuoteFileBytes {
  readonly files = new Map<string, StoredFile & { storeId: number }>();

  add(storeId: number, uploadId: string, file: StoredFile): this {
    this.files.set(uploadId, { ...file, storeId });
    return this;
  }

  async read(uploadId: string): Promise<StoredFile | undefined> {
    const file = this.files.get(uploadId);
    return file?.storeId === currentStoreId() ? { filename: file.filename, contentType: file.contentType, bytes: Buffer.from(file.bytes) } : undefined;
  }
}
