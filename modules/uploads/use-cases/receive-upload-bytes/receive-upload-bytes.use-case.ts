import { inject, injectable } from 'inversify';
import { z } from '../../../../shared-kernel/validation/zod';
import { defineOperation, ok, type AnyOperation } from '../../../../infra/operations/operation';
import { ReceiveUploadBytesService } from '../../application/receive-upload-bytes.service';
import { uploadRecord } from '../../adapters/http/upload-record.schemas';

const UPLOAD_ID = /^upl_[A-Za-z0-9_-]{16}$/;

/** The signed target as its URL names it: the upload in the path, the signature in the query. */
const target = z.object({ upload_id: z.string().regex(UPLOAD_ID) });
const signature = z.strictObject({ expires: z.string().regex(/^\d+$/), signature: z.string().min(1) });
const sent = z.strictObject({ content_type: z.string(), bytes_base64: z.base64() });

/**
 * The bytes of an upload, sent from inside the service (the demo's font and sketch) as a client PUTs
 * them to the signed upload_target.url: the same target, the same checks. Over HTTP that PUT is a raw
 * route (the body is the file); here the file travels as base64.
 */
@injectable()
export default class ReceiveUploadBytes {
  constructor(@inject(ReceiveUploadBytesService) private readonly uploads: ReceiveUploadBytesService) {}

  operations(): AnyOperation[] {
    return [
      defineOperation({
        operationId: 'receiveUploadBytes',
        activity: { verb: 'bytes_received', resourceType: 'upload' },
        auth: 'operator',
        scopes: [],
        idempotency: 'none',
        params: target,
        query: signature,
        body: sent,
        problems: ['resource_not_found', 'validation_failed', 'unknown_field', 'unknown_parameter', 'upload_target_invalid', 'upload_target_expired', 'upload_target_used', 'upload_bytes_mismatch'],
        handler: async ({ params, query, body }) => {
          const upload = await this.uploads.receive({
            uploadId: params.upload_id,
            expiresAtSeconds: Number(query.expires),
            signature: query.signature,
            contentType: body.content_type,
            bytes: Buffer.from(body.bytes_base64, 'base64'),
          });
          const { upload_target: _target, ...receipt } = uploadRecord(upload, null);
          return ok(receipt);
        },
      }),
    ];
  }
}
