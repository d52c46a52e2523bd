import { inject, injectable } from 'inversify';
import { currentStoreId } from '../../../../shared-kernel/request-context';
import { generateWebhookSecret } from '../../../../shared-kernel/webhook-secret';
import { WebhooksTokens } from '../../webhooks.tokens';
import type { WebhookSubscription } from '../../domain/subscription';
import { DestinationUrlsService } from '../../application/destination-urls.service';
import type { SubscriptionRepository } from '../../application/ports';

export interface CreateSubscriptionCommand {
  url: string;
  topics: string[];
  description: string | null;
  enabled: boolean;
}

/** Subscribes the current store to topics at a URL, with a new secret (shown to the caller once). */
@injectable()
export class CreateSubscriptionService {
  constructor(
    @inject(WebhooksTokens.SubscriptionRepository) private readonly subscriptions: SubscriptionRepository,
    @inject(DestinationUrlsService) private readonly urls: DestinationUrlsService,
  ) {}

  async create(command: CreateSubscriptionCommand): Promise<WebhookSubscription> {
    await this.urls.check(command.url);
    return this.subscriptions.create({
      storeId: currentStoreId(),
      url: command.url,
      topics: [...new Set(command.topics)],
      description: command.description,
      enabled: command.enabled,
      secret: generateWebhookSecret(),
    });
  }
}
