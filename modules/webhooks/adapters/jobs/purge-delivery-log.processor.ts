import { inject, injectable } from 'inversify';
import type { JobProcessor, RecurringJob } from '../../../../shared-kernel/jobs';
import { PurgeDeliveryLogService } from '../../application/purge-delivery-log.service';

export const PURGE_DELIVERY_LOG: RecurringJob = {
  queue: 'webhooks.delivery-log-purge',
  name: 'purge-delivery-log',
  everyMs: 60 * 60 * 1000,
};

@injectable()
export class PurgeDeliveryLogProcessor implements JobProcessor {
  readonly queue = PURGE_DELIVERY_LOG.queue;

  constructor(@inject(PurgeDeliveryLogService) private readonly log: PurgeDeliveryLogService) {}

  async process(): Promise<void> {
    await this.log.purge();
  }
}
