import { inject, injectable } from 'inversify';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { Config } from '../../../../infra/config/config';
import type { QuoteFileUrls } from '../../application/ports';

/** A quote's files are served by the Store API, under the quote (GET …/quotes/{id}/files/{upload_id}). */
@injectable()
export class ConfiguredQuoteFileUrls implements QuoteFileUrls {
  constructor(@inject(InfraTokens.Config) private readonly config: Config) {}

  fileOf(quoteId: number, uploadId: string): string {
    return `${this.config.baseUrl}/api/v3/quotes/${quoteId}/files/${encodeURIComponent(uploadId)}`;
  }
}
