import { inject, injectable } from 'inversify';
import { defineRoute, ok, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { z } from '../../../../infra/openapi/zod';
import { Uploads } from '../../read-models/uploads';
import { uploadRecord, uploadRecordSchema } from '../../adapters/http/upload-record.schemas';

/** GET /api/v3/uploads/{upload_id}: the integration polls an upload it declared (never a shopper's form attachment). */
@injectable()
export default class GetUpload implements RouteSource {
  constructor(@inject(Uploads) private readonly uploads: Uploads) {}

  routes(): AnyRoute[] {
    return [
      defineRoute({
        tag: 'Uploads',
        auth: 'api_key',
        operationId: 'getUpload',
        method: 'get',
        path: '/api/v3/uploads/{upload_id}',
        summary: 'Poll an upload',
        description: 'Confirms whether the bytes landed (bytes_received, status uploaded) and what became of them. Shoppers’ form attachments are not polled here: they are read through their quote, with quotes:read.',
        scopes: ['customisers:write'],
        idempotency: 'none',
        params: z.object({ upload_id: z.string().regex(/^upl_[A-Za-z0-9_-]{16}$/).openapi({ description: 'The upload’s id (`upl_…`).' }) }),
        response: { status: 200, kind: 'resource', schema: uploadRecordSchema, description: 'The upload.' },
        problems: ['resource_not_found', 'unknown_parameter'],
        handler: async ({ params }) => ok(uploadRecord(await this.uploads.poll(params.upload_id), null)),
      }),
    ];
  }
}
