import { inject, injectable } from 'inversify';
import type { JobProcessor, RecurringJob } from '../../../../shared-kernel/jobs';
import { PrunePricingVersionsService } from '../../application/prune-pricing-versions.service';

export const PRUNE_PRICING_VERSIONS: RecurringJob = {
  queue: 'pricing.versions-prune',
  name: 'prune-pricing-versions',
  everyMs: 60 * 60 * 1000,
};

/** The housekeeping of pricing versions, as every worker's recurring jobs run it. */
@injectable()
export class PrunePricingVersionsProcessor implements JobProcessor {
  readonly queue = PRUNE_PRICING_VERSIONS.queue;

  constructor(@inject(PrunePricingVersionsService) private readonly versions: PrunePricingVersionsService) {}

  async process(): Promise<void> {
    await this.versions.prune();
  }
}
