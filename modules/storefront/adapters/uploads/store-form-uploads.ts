import { inject, injectable } from 'inversify';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { OperationDirectory } from '../../../../infra/operations/operation-directory';
import { runWithin } from '../../../../infra/operations/presented-operation';
import { isProblem } from '../../../../shared-kernel/problems/problem';
import { Uploads } from '../../../uploads';
import type { FormFile, FormUpload, FormUploads } from '../../application/ports';

/** The store's uploads a submission names, asked of the uploads context; an unknown or foreign id is absent. */
@injectable()
export class StoreFormUploads implements FormUploads {
  constructor(
    @inject(Uploads) private readonly uploads: Uploads,
    @inject(InfraTokens.OperationDirectory) private readonly directory: OperationDirectory,
  ) {}

  async find(ids: readonly string[]): Promise<FormUpload[]> {
    const found = await Promise.all([...new Set(ids)].map((id) => this.uploads.get(id).catch((error: unknown) => (isProblem(error) && error.code === 'resource_not_found' ? undefined : Promise.reject(error)))));
    return found.flatMap((upload) => (upload ? [{ id: upload.id, status: upload.status, purpose: upload.purpose }] : []));
  }

  /** Taken by the uploads context's takeFormAttachments operation: checked, and no other submission can name them. */
  async attach(ids: readonly string[]): Promise<FormFile[]> {
    if (ids.length === 0) return [];
    return (await runWithin<{ files: FormFile[] }>(this.directory, 'takeFormAttachments', { body: { upload_ids: [...ids] } })).files;
  }
}
