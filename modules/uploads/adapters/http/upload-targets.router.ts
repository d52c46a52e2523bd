import express, { Router } from 'express';
import { inject, injectable } from 'inversify';
import type { RawRouteSource } from '../../../../infra/http/route';
import { problem } from '../../../../shared-kernel/problems/problems';
import { UploadsTokens } from '../../uploads.tokens';
import { UPLOAD_PURPOSES } from '../../domain/upload-purposes';
import type { ReceiveUploadBytesService } from '../../application/receive-upload-bytes.service';
import type { ReadFontFileService } from '../../application/read-font-file.service';
import { uploadResource } from './uploads.schemas';

const LARGEST_UPLOAD = Math.max(...Object.values(UPLOAD_PURPOSES).map((purpose) => purpose.maxByteSize));

/**
 * The signed upload target (the URL is the credential: no API key) and the published font files that
 * the storefront's designer renders with. Both read or write raw bytes, so they sit before JSON parsing.
 */
@injectable()
export class UploadTargetRoutes implements RawRouteSource {
  constructor(
    @inject(UploadsTokens.ReceiveUploadBytes) private readonly receive: ReceiveUploadBytesService,
    @inject(UploadsTokens.ReadFontFile) private readonly fontFiles: ReadFontFileService,
  ) {}

  router(): Router {
    const router = Router();
    router.put('/upload-targets/:upload_id', express.raw({ type: () => true, limit: LARGEST_UPLOAD }), async (request, response) => {
      response.locals.routeTemplate = '/upload-targets/{upload_id}';
      const expires = Number(request.query.expires);
      const signature = typeof request.query.signature === 'string' ? request.query.signature : '';
      if (!Number.isInteger(expires) || signature === '') throw problem('upload_target_invalid', { detail: 'The target URL lost its signature.' });
      const upload = await this.receive.receive({
        uploadId: String(request.params.upload_id),
        expiresAtSeconds: expires,
        signature,
        contentType: (request.get('content-type') ?? '').split(';')[0]!.trim(),
        bytes: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
      });
      const { upload_target: _target, ...receipt } = uploadResource(upload, null);
      response.status(200).json({ data: receipt });
    });
    router.get('/font-files/:file', async (request, response, next) => {
      response.locals.routeTemplate = '/font-files/{upload_id}.ttf';
      const match = /^(upl_[A-Za-z0-9_-]{16})\.ttf$/.exec(String(request.params.file));
      const bytes = match ? await this.fontFiles.read(match[1]!) : undefined;
      if (!bytes) return next();
      response.type('font/ttf').set('Cache-Control', 'public, max-age=31536000, immutable').set('Access-Control-Allow-Origin', '*').send(bytes);
    });
    return router;
  }
}
