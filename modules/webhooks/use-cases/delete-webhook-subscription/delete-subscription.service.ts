import { inject, injectable } from 'inversify';
import { Problems } from '../../../../shared-kernel/problems/problems';
import { currentStoreId } from '../../../../shared-kernel/request-context';
import { WebhooksTokens } from '../../webhooks.tokens';
import type { WebhookSubscription } from '../../domain/subscription';
import type { SubscriptionRepository } from '../../application/ports';

/** Removes a subscription with its delivery log; deliveries still pending are never attempted. */
@injectable()
export class DeleteSubscriptionService {
  constructor(@inject(WebhooksTokens.SubscriptionRepository) private readonly subscriptions: SubscriptionRepository) {}

  async delete(id: number): Promise<WebhookSubscription> {
    const storeId = currentStoreId();
    const subscription = await this.subscriptions.findForUpdate(storeId, id);
    if (!subscription) throw Problems.resourceNotFound('webhook subscription');
    await this.subscriptions.delete(storeId, id);
    return subscription;
  }
}
