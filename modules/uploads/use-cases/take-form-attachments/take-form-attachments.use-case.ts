import { inject, injectable } from 'inversify';
import { z } from '../../../../shared-kernel/validation/zod';
import { defineOperation, ok, type AnyOperation } from '../../../../infra/operations/operation';
import { AttachFormAttachmentsService } from '../../application/attach-form-attachments.service';

const UPLOAD_ID = /^upl_[A-Za-z0-9_-]{16}$/;

/**
 * Takes a shopper's landed form attachments of the acting store for a quote the operator records (the
 * demo's), as a form submission takes them: their bytes checked, and no other submission can name them.
 * Answers each file as a quote keeps it.
 */
@injectable()
export default class TakeFormAttachments {
  constructor(@inject(AttachFormAttachmentsService) private readonly attachments: AttachFormAttachmentsService) {}

  operations(): AnyOperation[] {
    return [
      defineOperation({
        operationId: 'takeFormAttachments',
        activity: { verb: 'attached_to_quote', resourceType: 'upload', subject: ({ body }) => ({ id: body.upload_ids.length === 1 ? body.upload_ids[0] : null }) },
        auth: 'operator',
        scopes: [],
        idempotency: 'none',
        body: z.strictObject({ upload_ids: z.array(z.string().regex(UPLOAD_ID)).min(1) }),
        problems: ['validation_failed', 'unknown_field', 'upload_not_ready', 'upload_verification_failed'],
        handler: async ({ body }) => {
          const files = await this.attachments.attach(body.upload_ids);
          return ok({ files: files.map((file) => ({ upload_id: file.uploadId, filename: file.filename, content_type: file.contentType, byte_size: file.byteSize })) });
        },
      }),
    ];
  }
}
