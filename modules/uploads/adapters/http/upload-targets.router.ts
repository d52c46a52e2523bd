import express, { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { inject, injectable } from 'inversify';
import type { RawRouteSource } from '../../../../infra/http/route';
import { bytes, json, type RawOperation } from '../../../../infra/http/raw-operation';
import { z } from '../../../../infra/openapi/zod';
import { problem } from '../../../../shared-kernel/problems/problems';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../../shared-kernel/unit-of-work';
import { ReceiveUploadBytesService } from '../../application/receive-upload-bytes.service';
import { AttachedFontFiles } from '../../read-models/attached-font-files';
import { uploadRecord, uploadRecordSchema } from './upload-record.schemas';

const UPLOAD_ID = /^upl_[A-Za-z0-9_-]{16}$/;

function targetOf(request: Request) {
  const expires = Number(request.query.expires);
  const signature = typeof request.query.signature === 'string' ? request.query.signature : '';
  if (!Number.isInteger(expires) || signature === '') throw problem('upload_target_invalid', { detail: 'The target URL lost its signature.' });
  return {
    uploadId: String(request.params.upload_id),
    expiresAtSeconds: expires,
    signature,
    contentType: (request.get('content-type') ?? '').split(';')[0]!.trim(),
  };
}

function contentLengthOf(request: Request): number | undefined {
  const header = request.get('content-length');
  return header !== undefined && /^\d+$/.test(header) ? Number(header) : undefined;
}

/** Reads at most the declared size: a chunked body (no Content-Length) longer than declared is refused as it arrives. */
function bodyOfDeclaredSize(request: Request, response: Response, next: NextFunction): void {
  const byteSize = response.locals.declaredByteSize as number;
  express.raw({ type: () => true, limit: byteSize })(request, response, (error?: unknown) => {
    if ((error as { type?: string } | undefined)?.type !== 'entity.too.large') return next(error);
    response.set('Connection', 'close');
    next(problem('upload_bytes_mismatch', {
      detail: 'The bytes differ from the declaration.',
      errors: [{ pointer: '', code: 'byte_size_mismatch', detail: `Send exactly ${byteSize} bytes, not more.` }],
    }));
  });
}

/**
 * The signed upload target (the URL is the credential: no API key) and the published font files that
 * the storefront's designer renders with. Both read or write raw bytes, so they sit before JSON parsing.
 */
@injectable()
export class UploadTargetRoutes implements RawRouteSource {
  constructor(
    @inject(ReceiveUploadBytesService) private readonly receive: ReceiveUploadBytesService,
    @inject(AttachedFontFiles) private readonly fontFiles: AttachedFontFiles,
    @inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
  ) {}

  router(): Router {
    const router = Router();
    // Shoppers' pages send form attachments from the shop's own origin. The signed URL is the whole
    // credential and no cookie is involved, so any page holding it may send the bytes and read the answer.
    router.use('/upload-targets/:upload_id', (_request, response, next) => {
      response.set({ 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': 'X-Request-Id' });
      next();
    });
    router.options('/upload-targets/:upload_id', (_request, response) => {
      response.set({ 'Access-Control-Allow-Methods': 'PUT', 'Access-Control-Allow-Headers': 'Content-Type', 'Access-Control-Max-Age': '600' }).status(204).end();
    });
    router.put('/upload-targets/:upload_id', this.admitTarget(), bodyOfDeclaredSize, async (request, response) => {
      // The target is where this work comes in, outside the pipeline (the signed URL is its credential), so
      // its transaction begins here: `receive` checks the upload is still pending under the row's lock, and
      // of two PUTs of one target at once the second waits, then finds it used.
      const upload = await this.unitOfWork.run(() =>
        this.receive.receive({ ...targetOf(request), bytes: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0) }),
      );
      const { upload_target: _target, ...receipt } = uploadRecord(upload, null);
      response.status(200).json({ data: receipt });
    });
    router.get('/font-files/:upload_id.ttf', async (request, response, next) => {
      response.locals.routeTemplate = '/font-files/{upload_id}.ttf';
      const uploadId = String(request.params.upload_id);
      const bytes = UPLOAD_ID.test(uploadId) ? await this.fontFiles.read(uploadId) : undefined;
      if (!bytes) return next();
      response.type('font/ttf').set('Cache-Control', 'public, max-age=31536000, immutable').set('Access-Control-Allow-Origin', '*').send(bytes);
    });
    return router;
  }

  /**
   * Refuses a forged, expired or used target, or a Content-Length other than the declared size, before a
   * byte of the body is read; the connection is then closed rather than drained of what was sent.
   */
  private admitTarget(): RequestHandler {
    return async (request, response, next) => {
      response.locals.routeTemplate = '/upload-targets/{upload_id}';
      try {
        const { byteSize } = await this.receive.admit({ ...targetOf(request), contentLength: contentLengthOf(request) });
        response.locals.declaredByteSize = byteSize;
      } catch (error) {
        response.set('Connection', 'close');
        throw error;
      }
      next();
    };
  }

  operations(): RawOperation[] {
    const uploadId = z.object({ upload_id: z.string().regex(UPLOAD_ID).openapi({ description: 'The upload id (`upl_…`).' }) });
    return [
      {
        method: 'put',
        path: '/upload-targets/{upload_id}',
        operationId: 'sendUploadBytes',
        summary: 'Send the bytes of an upload',
        description:
          'The `upload_target` of POST /api/v3/uploads: PUT the file as the raw body to `upload_target.url`, exactly as given, with every header of `upload_target.headers`. ' +
          'The signed URL is the credential (no API key); it takes one PUT and expires about ten minutes after issue. The bytes must have the declared `byte_size` and `content_type`; they are verified when the upload is attached. ' +
          'Any origin may send them from a browser (CORS, answers included): shoppers send form attachments from the shop’s own pages.',
        tag: 'Uploads',
        auth: 'public',
        params: uploadId,
        query: z.object({ expires: z.string().regex(/^\d+$/).openapi({ description: 'Unix seconds; part of the signed URL.' }), signature: z.string().openapi({ description: 'Part of the signed URL.' }) }),
        body: { mediaType: '*/*', schema: bytes('application/octet-stream'), description: 'The file, as the raw body, sent with the declared `content_type` as Content-Type.' },
        responses: { 200: json(z.object({ data: uploadRecordSchema.omit({ upload_target: true }) }), 'The bytes landed; the upload is `uploaded`.') },
        problems: ['upload_target_invalid', 'upload_target_expired', 'upload_target_used', 'upload_bytes_mismatch', 'request_too_large', 'rate_limited'],
      },
      {
        method: 'get',
        path: '/font-files/{upload_id}.ttf',
        operationId: 'getFontFile',
        summary: 'A published font file',
        description: 'The TrueType file attached to a font, as `font_file.ttf_url` names it: public, immutable, cacheable for a year, readable from any origin (the storefront designer renders with it).',
        tag: 'Uploads',
        auth: 'public',
        params: uploadId,
        responses: { 200: { description: 'The font.', content: { mediaType: 'font/ttf', schema: bytes('font/ttf') } } },
        problems: ['route_not_found', 'rate_limited'],
      },
    ];
  }
}
