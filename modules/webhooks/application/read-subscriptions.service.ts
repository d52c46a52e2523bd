import { inject, injectable } from 'inversify';
import { CURSOR_CODEC, pageOfStore, type CursorCodec, type ListingRequest } from '../../../shared-kernel/http/pagination';
import { Problems } from '../../../shared-kernel/problems/problems';
import { currentStoreId } from '../../../shared-kernel/request-context';
import { WebhooksTokens } from '../webhooks.tokens';
import type { WebhookSubscription } from '../domain/subscription';
import type { SubscriptionRepository } from './ports';

/** The current store's subscriptions: listed oldest first, or read by id. */
@injectable()
export class ReadSubscriptionsService {
  constructor(
    @inject(WebhooksTokens.SubscriptionRepository) private readonly subscriptions: SubscriptionRepository,
    @inject(CURSOR_CODEC) private readonly cursors: CursorCodec,
  ) {}

  list(request: ListingRequest) {
    return pageOfStore<WebhookSubscription, number>(this.cursors, { collection: 'webhook_subscriptions', sort: 'id' }, request, (storeId, page) => this.subscriptions.list(storeId, page));
  }

  async get(id: number): Promise<WebhookSubscription> {
    const subscription = await this.subscriptions.find(currentStoreId(), id);
    if (!subscription) throw Problems.resourceNotFound('webhook subscription');
    return subscription;
  }
}
