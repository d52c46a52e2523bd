import { inject, injectable } from 'inversify';
import { created, defineRoute, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { Config } from '../../../../infra/config/config';
import { DeclareUploadService } from '../../application/declare-upload.service';
import { shopperUploadBody } from '../../adapters/http/uploads.schemas';
import { uploadRecord, uploadRecordSchema } from '../../adapters/http/upload-record.schemas';

/**
 * Shoppers attach files to form submissions: they declare an upload here with the storefront key, send
 * the bytes to its signed target, then name it in `upload_ids`. Only form attachments; targets per address.
 * The storefront's paths, the uploads' own record: shoppers are answered the Store API's Upload.
 */
@injectable()
export default class CreateStorefrontUpload implements RouteSource {
  constructor(
    @inject(DeclareUploadService) private readonly declare: DeclareUploadService,
    @inject(InfraTokens.Config) private readonly config: Config,
  ) {}

  routes(): AnyRoute[] {
    return [
      defineRoute({
        tag: 'Storefront',
        auth: 'storefront_key',
        operationId: 'createStorefrontUpload',
        method: 'post',
        path: '/storefront/v1/uploads',
        summary: 'Declare a file to send with a form',
        description:
          'As POST /api/v3/uploads, for shoppers: purpose `form_attachment` only. Bytes go to upload_target.url with its method and headers, within about ten minutes; then name the upload in a form submission’s `upload_ids`. `Idempotency-Key` required; a replay answers upload_target null. A file no submission names lapses a day after it was declared, and is then deleted. Each store may hold a limited amount of such files at once (1 GiB unless the operator set otherwise): past it, 429 `rate_limited` (`budget: storefront-upload-storage`) with Retry-After until the first of them lapses.',
        scopes: [],
        idempotency: 'required',
        budget: { name: 'storefront-upload-target', points: this.config.uploadTargetsPerMinute, durationSeconds: 60, per: 'ip' },
        body: shopperUploadBody,
        response: { status: 201, kind: 'resource', schema: uploadRecordSchema, description: 'The upload, with its target.' },
        createdResource: { path: '/storefront/v1/uploads/{upload_id}', resourceFields: { upload_id: 'id' } },
        problems: ['missing_idempotency_key', 'validation_failed', 'unknown_field', 'upload_type_not_allowed', 'upload_too_large', 'idempotency_key_conflict', 'idempotency_key_in_flight'],
        handler: async ({ body }) => {
          const declaration = { purpose: body.purpose, filename: body.filename, contentType: body.content_type, byteSize: body.byte_size };
          const { upload, target } = await this.declare.declare(declaration, { budgetBytes: this.config.uploads.storefrontBudgetBytes });
          return created(uploadRecord(upload, target), uploadRecord(upload, null));
        },
      }),
    ];
  }
}
