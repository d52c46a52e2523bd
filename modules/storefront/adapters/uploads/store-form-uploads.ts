import { inject, injectable } from 'inversify';
import { isProblem } from '../../../../shared-kernel/problems/problem';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { Config } from '../../../../infra/config/config';
import { UploadsTokens, type GetUploadService } from '../../../uploads';
import type { FormUpload, FormUploads } from '../../application/ports';

/** The store's uploads a submission names, asked of the uploads context; an unknown or foreign id is absent. */
@injectable()
export class StoreFormUploads implements FormUploads {
  constructor(
    @inject(UploadsTokens.GetUpload) private readonly uploads: GetUploadService,
    @inject(InfraTokens.Config) private readonly config: Config,
  ) {}

  async find(ids: readonly string[]): Promise<FormUpload[]> {
    const found = await Promise.all([...new Set(ids)].map((id) => this.uploads.get(id).catch((error: unknown) => (isProblem(error) && error.code === 'resource_not_found' ? undefined : Promise.reject(error)))));
    return found.flatMap((upload) =>
      upload ? [{ id: upload.id, status: upload.status, purpose: upload.purpose, filename: upload.filename, url: `${this.config.baseUrl}/api/v3/uploads/${upload.id}` }] : [],
    );
  }
}
