import { inject, injectable } from 'inversify';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/unit-of-work';
import { WebhooksTokens } from '../webhooks.tokens';
import type { WebhooksTestData } from './ports';

/**
 * A sandbox reset's part in webhooks: a test store's subscriptions go, with their deliveries. A delivery
 * task still queued for one finds nothing and ends.
 */
@injectable()
export class DropWebhooksTestDataService {
  constructor(
    @inject(WebhooksTokens.WebhooksTestData) private readonly data: WebhooksTestData,
    @inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
  ) {}

  /** Answers how many subscriptions went. */
  drop(storeId: number): Promise<number> {
    return this.unitOfWork.run(() => this.data.drop(storeId));
  }
}
