import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../../../../shared-kernel/clock';
import { Problems } from '../../../../shared-kernel/problems/problems';
import { currentStoreId } from '../../../../shared-kernel/request-context';
import { generateWebhookSecret } from '../../../../shared-kernel/webhook-secret';
import { WebhooksTokens } from '../../webhooks.tokens';
import { ROTATION_OVERLAP_MS, type WebhookSubscription } from '../../domain/subscription';
import type { SubscriptionRepository } from '../../application/ports';

/**
 * Gives the subscription a new secret. The one it replaces keeps signing beside it for the overlap
 * window (both signatures in one header), so a receiver can switch without rejecting a delivery. A
 * second rotation within the window retires the oldest secret at once.
 */
@injectable()
export class RotateSubscriptionSecretService {
  constructor(
    @inject(WebhooksTokens.SubscriptionRepository) private readonly subscriptions: SubscriptionRepository,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async rotate(id: number): Promise<WebhookSubscription> {
    const storeId = currentStoreId();
    const subscription = await this.subscriptions.findForUpdate(storeId, id);
    if (!subscription) throw Problems.resourceNotFound('webhook subscription');
    const now = this.clock.now();
    return this.subscriptions.update(
      storeId,
      id,
      { secret: generateWebhookSecret(), previousSecret: { secret: subscription.secret, expiresAt: new Date(now.getTime() + ROTATION_OVERLAP_MS) } },
      now,
    );
  }
}
