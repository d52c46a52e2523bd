import { inject, injectable } from 'inversify';
import { isProblem } from '../../../../shared-kernel/problems/problem';
import { AttachFormAttachmentsService, Uploads } from '../../../uploads';
import type { FormFile, FormUpload, FormUploads } from '../../application/ports';

/** The store's uploads a submission names, asked of the uploads context; an unknown or foreign id is absent. */
@injectable()
export class StoreFormUploads implements FormUploads {
  constructor(
    @inject(Uploads) private readonly uploads: Uploads,
    @inject(AttachFormAttachmentsService) private readonly attachments: AttachFormAttachmentsService,
  ) {}

  async find(ids: readonly string[]): Promise<FormUpload[]> {
    const found = await Promise.all([...new Set(ids)].map((id) => this.uploads.get(id).catch((error: unknown) => (isProblem(error) && error.code === 'resource_not_found' ? undefined : Promise.reject(error)))));
    return found.flatMap((upload) => (upload ? [{ id: upload.id, status: upload.status, purpose: upload.purpose }] : []));
  }

  async attach(ids: readonly string[]): Promise<FormFile[]> {
    const files = await this.attachments.attach(ids);
    return files.map((file) => ({ upload_id: file.uploadId, filename: file.filename, content_type: file.contentType, byte_size: file.byteSize }));
  }
}
