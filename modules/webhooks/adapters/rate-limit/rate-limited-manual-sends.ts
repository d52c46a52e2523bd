import { inject, injectable } from 'inversify';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { Config } from '../../../../infra/config/config';
import type { BucketDefinition, RateLimiters } from '../../../../infra/rate-limit/rate-limiters';
import type { ManualSendBudget } from '../../application/ports';

/** Test events and redeliveries per API key (or admin login): spent by the routes and the admin's buttons. */
export function manualSendBudget(config: Pick<Config, 'rateLimits'>): BucketDefinition {
  return { name: 'webhook-manual-sends', points: config.rateLimits.webhookManualSendsPerMinute, durationSeconds: 60 };
}

/** The subscription's own budget of manual sends, in the service's shared rate limits (Redis, or memory when embedded). */
@injectable()
export class RateLimitedManualSends implements ManualSendBudget {
  private readonly bucket: BucketDefinition;

  constructor(
    @inject(InfraTokens.RateLimiters) private readonly limiters: RateLimiters,
    @inject(InfraTokens.Config) config: Config,
  ) {
    this.bucket = { name: 'webhook-subscription-manual-sends', points: config.rateLimits.webhookManualSendsPerSubscriptionPerMinute, durationSeconds: 60 };
  }

  async spend(storeId: number, subscriptionId: number): Promise<void> {
    await this.limiters.spend(
      this.bucket,
      `subscription:${storeId}:${subscriptionId}`,
      `This subscription was sent ${this.bucket.points} test events or redeliveries in the last minute, whoever asked; wait for Retry-After.`,
    );
  }
}
