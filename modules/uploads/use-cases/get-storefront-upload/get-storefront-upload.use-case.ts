import { inject, injectable } from 'inversify';
import { defineRoute, ok, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { z } from '../../../../infra/openapi/zod';
import { Uploads } from '../../read-models/uploads';
import { uploadRecord, uploadRecordSchema } from '../../adapters/http/upload-record.schemas';

/** GET /storefront/v1/uploads/{upload_id}: a shopper polls a form attachment they declared, with the storefront key. */
@injectable()
export default class GetStorefrontUpload implements RouteSource {
  constructor(@inject(Uploads) private readonly uploads: Uploads) {}

  routes(): AnyRoute[] {
    return [
      defineRoute({
        tag: 'Storefront',
        auth: 'storefront_key',
        operationId: 'getStorefrontUpload',
        method: 'get',
        path: '/storefront/v1/uploads/{upload_id}',
        summary: 'Poll a file declared for a form',
        description: 'Where a declared upload is read back (the Location of its declaration): whether its bytes landed (status uploaded) and whether a submission took it (attached_at). Only form attachments of the store; upload_target is always null here.',
        scopes: [],
        idempotency: 'none',
        params: z.object({ upload_id: z.string().regex(/^upl_[A-Za-z0-9_-]{16}$/).openapi({ description: 'The upload’s id (`upl_…`), as its declaration answered it.' }) }),
        response: { status: 200, kind: 'resource', schema: uploadRecordSchema, description: 'The upload.' },
        problems: ['resource_not_found', 'unknown_parameter'],
        handler: async ({ params }) => ok(uploadRecord(await this.uploads.pollShopperUpload(params.upload_id), null)),
      }),
    ];
  }
}
