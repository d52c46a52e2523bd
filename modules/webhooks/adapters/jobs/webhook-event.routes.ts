import type { EventRoute } from '../../../../shared-kernel/events/domain-event';
import type { RecordDeliveriesService } from '../../application/record-deliveries.service';

/**
 * A topic's events are recorded as deliveries in the outbox relay's transaction. One route is bound
 * per topic of the catalogue, so a new topic is delivered as soon as it is listed.
 */
export function webhookEventRoute(topic: string, deliveries: RecordDeliveriesService): EventRoute {
  return { eventType: topic, recorder: 'webhooks.record-deliveries', record: (events) => deliveries.record(events) };
}
