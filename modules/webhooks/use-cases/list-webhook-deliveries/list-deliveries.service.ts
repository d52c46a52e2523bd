import { inject, injectable } from 'inversify';
import { CURSOR_CODEC, pageOfStore, type CursorCodec, type ListingRequest } from '../../../../shared-kernel/http/pagination';
import { Problems } from '../../../../shared-kernel/problems/problems';
import { currentStoreId } from '../../../../shared-kernel/request-context';
import { WebhooksTokens } from '../../webhooks.tokens';
import type { DeliveryAttempt, DeliveryStatus, WebhookDelivery } from '../../domain/delivery';
import type { DeliveryRepository, SubscriptionRepository } from '../../application/ports';

/** A subscription's delivery log, newest first, each delivery with its attempts in the order they ran. */
@injectable()
export class ListDeliveriesService {
  constructor(
    @inject(WebhooksTokens.SubscriptionRepository) private readonly subscriptions: SubscriptionRepository,
    @inject(WebhooksTokens.DeliveryRepository) private readonly deliveries: DeliveryRepository,
    @inject(CURSOR_CODEC) private readonly cursors: CursorCodec,
  ) {}

  async list(subscriptionId: number, status: DeliveryStatus | undefined, request: ListingRequest) {
    if (!(await this.subscriptions.find(currentStoreId(), subscriptionId))) throw Problems.resourceNotFound('webhook subscription');
    const listing = { collection: `webhook_subscriptions/${subscriptionId}/deliveries`, filters: { status }, sort: '-id' };
    return pageOfStore<WebhookDelivery & { attempts: DeliveryAttempt[] }, number>(this.cursors, listing, request, (storeId, page) =>
      this.deliveries.listForSubscription(storeId, subscriptionId, status, page),
    );
  }
}
