import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../../../shared-kernel/clock';
import { PricingTokens } from '../pricing.tokens';
import { VERSION_RETENTION_DAYS, VERSIONS_ALWAYS_KEPT } from '../domain/pricing-versions';
import type { PricingVersions } from './ports';

/** Keeps pricing versions to their retention: at least 90 days, and each document's newest 50 whatever their age. */
@injectable()
export class PrunePricingVersionsService {
  constructor(
    @inject(PricingTokens.PricingVersions) private readonly versions: PricingVersions,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  prune(): Promise<number> {
    return this.versions.prune(new Date(this.clock.now().getTime() - VERSION_RETENTION_DAYS * 24 * 3600_000), VERSIONS_ALWAYS_KEPT);
  }
}
