import { inject, injectable } from 'inversify';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { Config } from '../../../../infra/config/config';
import type { UploadUrls } from '../../application/ports';

/** Targets and font files are served by the service itself, on the Store API origin. */
@injectable()
export class ConfiguredUploadUrls implements UploadUrls {
  constructor(@inject(InfraTokens.Config) private readonly config: Config) {}

  uploadTarget(uploadId: string, expiresAtSeconds: number, signature: string): string {
    return `${this.config.baseUrl}/upload-targets/${uploadId}?expires=${expiresAtSeconds}&signature=${signature}`;
  }

  fontFile(uploadId: string): string {
    return `${this.config.baseUrl}/font-files/${uploadId}.ttf`;
  }
}
