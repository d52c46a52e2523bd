import { inject, injectable } from 'inversify';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { Config } from '../../../../infra/config/config';
import { created, defineRoute, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { DeclareUploadService } from '../../application/declare-upload.service';
import { declareUploadBody } from '../../adapters/http/uploads.schemas';
import { uploadRecord, uploadRecordSchema } from '../../adapters/http/upload-record.schemas';

/** POST /api/v3/uploads: an integration declares a file for a slot and gets the signed target to send its bytes to. */
@injectable()
export default class CreateUpload implements RouteSource {
  constructor(
    @inject(DeclareUploadService) private readonly declare: DeclareUploadService,
    @inject(InfraTokens.Config) private readonly config: Config,
  ) {}

  routes(): AnyRoute[] {
    return [
      defineRoute({
        tag: 'Uploads',
        auth: 'api_key',
        operationId: 'createUpload',
        method: 'post',
        path: '/api/v3/uploads',
        summary: 'Declare an upload and get its target',
        description: 'The purpose selects the accepted file types and the size cap. Bytes go to upload_target.url with its method, every header it lists, and the file as the raw body, within about ten minutes. An idempotent replay answers upload_target null.',
        scopes: ['customisers:write'],
        idempotency: 'required',
        budget: { name: 'upload-target', points: this.config.uploadTargetsPerMinute, durationSeconds: 60 },
        body: declareUploadBody,
        response: { status: 201, kind: 'resource', schema: uploadRecordSchema, description: 'The upload, with its target.' },
        createdResource: { path: '/api/v3/uploads/{upload_id}', resourceFields: { upload_id: 'id' } },
        problems: ['missing_idempotency_key', 'validation_failed', 'unknown_field', 'upload_type_not_allowed', 'upload_too_large', 'idempotency_key_conflict', 'idempotency_key_in_flight'],
        handler: async ({ body }) => {
          const { upload, target } = await this.declare.declare({ purpose: body.purpose, filename: body.filename, contentType: body.content_type, byteSize: body.byte_size });
          return created(uploadRecord(upload, target), uploadRecord(upload, null));
        },
      }),
    ];
  }
}
