import { randomBytes } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { BLOB_STORAGE, type BlobStorage } from '../../../../shared-kernel/blob-storage';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { Config } from '../../../../infra/config/config';
import type { DesignPreviews, KeptPreview } from '../../application/ports';

export const PREVIEW_TOKEN = /^[A-Za-z0-9_-]{32}$/;
export const previewBlobKey = (token: string) => `design-previews/${token}.svg`;

/**
 * A finished design's drawing, kept in blob storage under an unguessable name and published at
 * {base_url}/storefront/v1/design-previews/<name>.svg: the product's artwork and product:created's image.
 */
@injectable()
export class BlobDesignPreviews implements DesignPreviews {
  constructor(
    @inject(BLOB_STORAGE) private readonly blobs: BlobStorage,
    @inject(InfraTokens.Config) private readonly config: Config,
  ) {}

  async keep(svg: string): Promise<KeptPreview> {
    const token = randomBytes(24).toString('base64url');
    const path = previewBlobKey(token);
    await this.blobs.put(path, Buffer.from(svg, 'utf8'));
    return { url: `${this.config.baseUrl}/storefront/v1/design-previews/${token}.svg`, path };
  }
}
