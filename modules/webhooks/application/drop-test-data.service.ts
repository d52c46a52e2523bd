import { inject, injectable } from 'inversify';
import { WebhooksTokens } from '../webhooks.tokens';
import type { WebhooksTestData } from './ports';

/**
 * A sandbox reset's part in webhooks: a test store's subscriptions go, with their deliveries. A delivery
 * task still queued for one finds nothing and ends. It runs in the caller's transaction (the reset's
 * operation), with the rest of the reset: it begins none of its own.
 */
@injectable()
export class DropWebhooksTestDataService {
  constructor(@inject(WebhooksTokens.WebhooksTestData) private readonly data: WebhooksTestData) {}

  /** Answers how many subscriptions went. */
  drop(storeId: number): Promise<number> {
    return this.data.drop(storeId);
  }
}
