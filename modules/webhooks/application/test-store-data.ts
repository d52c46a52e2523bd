import { inject, injectable } from 'inversify';
import type { TestStoreData } from '../../../shared-kernel/test-store-data';
import { WebhooksTokens } from '../webhooks.tokens';
import type { WebhooksTestData } from './ports';

/**
 * Webhooks' part of a store's test data: a test store starts with no subscription, and a sandbox reset
 * drops its subscriptions with their deliveries. A delivery task still queued for one finds nothing and ends.
 */
@injectable()
export class WebhooksTestStoreData implements TestStoreData {
  readonly name = 'webhooks';
  readonly stage = 40;

  constructor(@inject(WebhooksTokens.WebhooksTestData) private readonly data: WebhooksTestData) {}

  async drop(testStoreId: number): Promise<undefined> {
    await this.data.drop(testStoreId);
    return undefined;
  }
}
