import { injectable } from 'inversify';
import { WEBHOOK_TOPICS, type WebhookTopic } from '../domain/topics';

/** The event-type catalogue, the same for every store and every valid key. */
@injectable()
export class ListWebhookEventTypesService {
  list(): readonly WebhookTopic[] {
    return WEBHOOK_TOPICS;
  }
}
