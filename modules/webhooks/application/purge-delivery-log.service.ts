import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../../../shared-kernel/clock';
import { WebhooksTokens } from '../webhooks.tokens';
import { DELIVERY_LOG_RETENTION_DAYS } from '../domain/delivery';
import type { DeliveryRepository } from './ports';

/** Keeps the delivery log to its retention, so it does not grow with every event for ever. */
@injectable()
export class PurgeDeliveryLogService {
  constructor(
    @inject(WebhooksTokens.DeliveryRepository) private readonly deliveries: DeliveryRepository,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  purge(): Promise<number> {
    return this.deliveries.purgeFinishedBefore(new Date(this.clock.now().getTime() - DELIVERY_LOG_RETENTION_DAYS * 24 * 3600_000));
  }
}
