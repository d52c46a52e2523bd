import { problem } from '../../../shared-kernel/problems/problems';
import { currentStoreId } from '../../../shared-kernel/request-context';
import { checkpointOf, type Transactional } from '../../../shared-kernel/test-support/in-memory-unit-of-work';
import type { FormFile, FormUpload, FormUploads } from '../application/ports';

type StoredUpload = FormUpload & { storeId: number; file: Omit<FormFile, 'upload_id'> };

/** The store's uploads as a submission names and takes them, in memory: another store's are absent; taken, an upload is attached. */
export class InMemoryFormUploads implements FormUploads, Transactional {
  readonly uploads = new Map<string, StoredUpload>();

  add(storeId: number, id: string, upload: Partial<Omit<StoredUpload, 'id' | 'storeId'>> = {}): this {
    const file = { filename: 'artwork.pdf', content_type: 'application/pdf', byte_size: 20480 };
    this.uploads.set(id, { id, storeId, status: 'uploaded', purpose: 'form_attachment', file, ...upload });
    return this;
  }

  async find(ids: readonly string[]): Promise<FormUpload[]> {
    return [...new Set(ids)].flatMap((id) => {
      const upload = this.uploads.get(id);
      return upload?.storeId === currentStoreId() ? [{ id: upload.id, status: upload.status, purpose: upload.purpose }] : [];
    });
  }

  async attach(ids: readonly string[]): Promise<FormFile[]> {
    return ids.map((id) => {
      const upload = this.uploads.get(id);
      if (upload?.storeId !== currentStoreId() || upload.purpose !== 'form_attachment' || upload.status !== 'uploaded') throw problem('upload_not_ready', { detail: `The upload ${id} cannot be taken.` });
      upload.status = 'attached';
      return { upload_id: id, ...upload.file };
    });
  }

  checkpoint(): () => void {
    return checkpointOf(this.uploads);
  }
}
