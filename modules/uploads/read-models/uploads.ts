import { inject, injectable } from 'inversify';
import { Problems } from '../../../shared-kernel/problems/problems';
import { currentStoreId } from '../../../shared-kernel/request-context';
import { UploadsTokens } from '../uploads.tokens';
import type { Upload } from '../domain/upload';
import type { UploadRepository } from '../application/ports';

/** The current store's uploads, read by id: whole, as the integration polls them, or as a shopper does. */
@injectable()
export class Uploads {
  constructor(@inject(UploadsTokens.UploadRepository) private readonly uploads: UploadRepository) {}

  async get(id: string): Promise<Upload> {
    const upload = await this.uploads.find(currentStoreId(), id);
    if (!upload) throw Problems.resourceNotFound('upload');
    return upload;
  }

  /**
   * The integration's poll. A shopper's form attachment is not the integration's: what shoppers send is
   * read through the quote that holds it, with `quotes:read` (spec, Scopes), so the poll does not know it.
   */
  async poll(id: string): Promise<Upload> {
    const upload = await this.get(id);
    if (upload.purpose === 'form_attachment') throw Problems.resourceNotFound('upload');
    return upload;
  }

  /**
   * The shopper's poll, with the storefront key: only form attachments, the one purpose shoppers declare.
   * The upload's id (random, given only to whoever declared it) is what lets a page read its record back.
   */
  async pollShopperUpload(id: string): Promise<Upload> {
    const upload = await this.get(id);
    if (upload.purpose !== 'form_attachment') throw Problems.resourceNotFound('upload');
    return upload;
  }
}
