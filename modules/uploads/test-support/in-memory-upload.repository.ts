import { checkpointOf, copyOf, type Transactional } from '../../../shared-kernel/test-support/in-memory-unit-of-work';
import type { Upload } from '../domain/upload';
import type { UploadPurpose } from '../domain/upload-purposes';
import type { UploadRepository } from '../application/ports';

/**
 * Uploads in memory: an id names one upload; a request finds only its own store's, the signed target
 * any (it carries no key); a save never moves an upload to another store. The services write a
 * rejection once the refused request has rolled back, so it is applied at once here.
 */
export class InMemoryUploadRepository implements UploadRepository, Transactional {
  readonly uploads = new Map<string, Upload>();

  async create(upload: Upload): Promise<Upload> {
    if (this.uploads.has(upload.id)) throw new Error(`duplicate upload ${upload.id}`);
    this.uploads.set(upload.id, copyOf(upload));
    return copyOf(upload);
  }

  async find(storeId: number, id: string): Promise<Upload | undefined> {
    const upload = this.uploads.get(id);
    return upload?.storeId === storeId ? copyOf(upload) : undefined;
  }

  async findForTarget(id: string): Promise<Upload | undefined> {
    const upload = this.uploads.get(id);
    return upload && copyOf(upload);
  }

  async save(upload: Upload): Promise<void> {
    if (this.uploads.get(upload.id)?.storeId === upload.storeId) this.uploads.set(upload.id, copyOf(upload));
  }

  async recordRejection(id: string, failureCode: string): Promise<void> {
    const upload = this.uploads.get(id);
    if (upload) Object.assign(upload, { status: 'rejected', verificationFailureCode: failureCode });
  }

  async outstanding(storeId: number, purpose: UploadPurpose, now: Date): Promise<{ bytes: number; firstLapseAt: Date | null }> {
    const counted = [...this.uploads.values()].filter((upload) => upload.storeId === storeId && upload.purpose === purpose && upload.status !== 'attached' && upload.expiresAt > now);
    const firstLapse = Math.min(...counted.map((upload) => upload.expiresAt.getTime()));
    return { bytes: counted.reduce((sum, upload) => sum + upload.byteSize, 0), firstLapseAt: counted.length > 0 ? new Date(firstLapse) : null };
  }

  async findLapsed(before: Date, limit: number): Promise<Pick<Upload, 'storeId' | 'id'>[]> {
    return [...this.uploads.values()]
      .filter((upload) => lapsed(upload, before))
      .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime())
      .slice(0, limit)
      .map(({ storeId, id }) => ({ storeId, id }));
  }

  async deleteLapsed(ids: readonly string[], before: Date): Promise<number> {
    let deleted = 0;
    for (const id of ids) {
      const upload = this.uploads.get(id);
      if (upload && lapsed(upload, before) && this.uploads.delete(id)) deleted += 1;
    }
    return deleted;
  }

  checkpoint(): () => void {
    return checkpointOf(this.uploads);
  }
}

const lapsed = (upload: Upload, before: Date) => upload.status !== 'attached' && upload.expiresAt < before;
