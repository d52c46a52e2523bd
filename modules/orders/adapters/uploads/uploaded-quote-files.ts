import { inject, injectable } from 'inversify';
import { FormAttachments } from '../../../uploads';
import type { QuoteFileBytes } from '../../application/ports';

/** A quote's files are shoppers' form attachments: their bytes are the uploads context's. */
@injectable()
export class UploadedQuoteFiles implements QuoteFileBytes {
  constructor(@inject(FormAttachments) private readonly attachments: FormAttachments) {}

  read(uploadId: string) {
    return this.attachments.read(uploadId);
  }
}
