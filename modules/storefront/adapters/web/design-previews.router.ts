import { Router } from 'express';
import { inject, injectable } from 'inversify';
import { BLOB_STORAGE, type BlobStorage } from '../../../../shared-kernel/blob-storage';
import type { RawRouteSource } from '../../../../infra/http/route';
import { bytes, type RawOperation } from '../../../../infra/http/raw-operation';
import { z } from '../../../../infra/openapi/zod';
import { PREVIEW_TOKEN, previewBlobKey } from '../previews/blob-design-previews';

/**
 * Publishes finished designs' drawings. The name is the credential (unguessable, never listed); the
 * drawing is paths only, and is sent sandboxed so that even an altered file could run nothing.
 */
@injectable()
export class DesignPreviewsRouter implements RawRouteSource {
  constructor(@inject(BLOB_STORAGE) private readonly blobs: BlobStorage) {}

  router(): Router {
    const router = Router();
    router.get('/storefront/v1/design-previews/:token.svg', async (request, response, next) => {
      response.locals.routeTemplate = '/storefront/v1/design-previews/{token}.svg';
      const token = String(request.params.token);
      const svg = PREVIEW_TOKEN.test(token) ? await this.blobs.get(previewBlobKey(token)) : undefined;
      if (!svg) return next();
      response
        .type('image/svg+xml')
        .set({
          'Cache-Control': 'public, max-age=31536000, immutable',
          'Access-Control-Allow-Origin': '*',
          'Content-Security-Policy': "default-src 'none'; sandbox",
          'X-Content-Type-Options': 'nosniff',
        })
        .send(svg);
    });
    return router;
  }

  operations(): RawOperation[] {
    return [
      {
        method: 'get',
        path: '/storefront/v1/design-previews/{token}.svg',
        operationId: 'getDesignPreview',
        summary: 'A finished design’s drawing',
        description: 'The text of a completed storefront design, outlined in its font at its size (centimetres): a designed product’s `artwork.preview_image_url` and `artwork.svg_url`, and `product_image_url` in product:created. Public, immutable, readable from any origin.',
        tag: 'Storefront',
        auth: 'public',
        params: z.object({ token: z.string().regex(PREVIEW_TOKEN).openapi({ description: 'The drawing’s unguessable name.' }) }),
        responses: { 200: { description: 'The drawing.', content: { mediaType: 'image/svg+xml', schema: bytes('image/svg+xml') } } },
        problems: ['route_not_found', 'rate_limited'],
      },
    ];
  }
}
