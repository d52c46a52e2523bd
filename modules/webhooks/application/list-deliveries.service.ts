import { inject, injectable } from 'inversify';
import { CURSOR_CODEC, paginate, type CursorCodec, type ListingRequest } from '../../../shared-kernel/http/pagination';
import { Problems } from '../../../shared-kernel/problems/problems';
import { currentStoreId } from '../../../shared-kernel/request-context';
import { WebhooksTokens } from '../webhooks.tokens';
import type { DeliveryAttempt, DeliveryStatus, WebhookDelivery } from '../domain/delivery';
import type { DeliveryRepository, SubscriptionRepository } from './ports';

/** A subscription's delivery log, newest first, each delivery with its attempts in the order they ran. */
@injectable()
export class ListDeliveriesService {
  constructor(
    @inject(WebhooksTokens.SubscriptionRepository) private readonly subscriptions: SubscriptionRepository,
    @inject(WebhooksTokens.DeliveryRepository) private readonly deliveries: DeliveryRepository,
    @inject(CURSOR_CODEC) private readonly cursors: CursorCodec,
  ) {}

  async list(subscriptionId: number, status: DeliveryStatus | undefined, request: ListingRequest) {
    const storeId = currentStoreId();
    if (!(await this.subscriptions.find(storeId, subscriptionId))) throw Problems.resourceNotFound('webhook subscription');
    const binding = { collection: `webhook_subscriptions/${subscriptionId}/deliveries`, storeId, filters: { status }, sort: '-id' };
    return paginate<WebhookDelivery & { attempts: DeliveryAttempt[] }, number>(this.cursors, binding, request, (page) =>
      this.deliveries.listForSubscription(storeId, subscriptionId, status, page),
    );
  }
}
