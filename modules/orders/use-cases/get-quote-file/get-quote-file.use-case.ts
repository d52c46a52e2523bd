import { inject, injectable } from 'inversify';
import { idParam } from '../../../../infra/http/listing-query';
import { defineRoute, download, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { z } from '../../../../infra/openapi/zod';
import { contentTypesOf } from '../../../uploads';
import { ReadQuoteFileService } from './read-quote-file.service';

const FORM_ATTACHMENT_TYPES = contentTypesOf('form_attachment');

/** GET /api/v3/quotes/{quote_id}/files/{upload_id}: a file a shopper sent with a quote request, as a download. */
@injectable()
export default class GetQuoteFile implements RouteSource {
  constructor(@inject(ReadQuoteFileService) private readonly readFile: ReadQuoteFileService) {}

  routes(): AnyRoute[] {
    return [
      defineRoute({
        tag: 'Quotes',
        auth: 'api_key',
        scopes: ['quotes:read'],
        idempotency: 'none',
        operationId: 'getQuoteFile',
        method: 'get',
        path: '/api/v3/quotes/{quote_id}/files/{upload_id}',
        summary: 'Download a file sent with a quote request',
        description:
          'The bytes a shopper sent, as `files[].url` of the quote names them, with the content type they were declared and checked as. ' +
          'Always a download (`Content-Disposition: attachment`), never rendered in the service’s origin.',
        params: z.object({
          quote_id: idParam().openapi({ description: 'The quote request’s id.' }),
          upload_id: z.string().regex(/^upl_[A-Za-z0-9_-]{16}$/).openapi({ description: 'The id of one of the quote’s files (`upl_` and 16 letters, digits, `_` or `-`).' }),
        }),
        response: { status: 200, kind: 'file', mediaTypes: FORM_ATTACHMENT_TYPES, description: 'The file.' },
        problems: ['resource_not_found', 'unknown_parameter'],
        handler: async ({ params }) => download(await this.readFile.read(params.quote_id, params.upload_id)),
      }),
    ];
  }
}
