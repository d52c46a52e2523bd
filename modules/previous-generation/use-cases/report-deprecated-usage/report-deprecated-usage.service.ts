import { inject, injectable } from 'inversify';
import { PreviousGenerationTokens } from '../../previous-generation.tokens';
import { summariseUsage, type UsageReport } from '../../domain/usage-report';
import { DeprecatedUsageCounter } from '../../application/deprecated-usage-counter';
import type { DeprecatedUsageRepository } from '../../application/ports';

/** Which stores still call deprecated operations, how often and until when: the evidence removal waits for. */
@injectable()
export class ReportDeprecatedUsageService {
  constructor(
    @inject(PreviousGenerationTokens.DeprecatedUsageRepository) private readonly usage: DeprecatedUsageRepository,
    @inject(DeprecatedUsageCounter) private readonly counter: DeprecatedUsageCounter,
  ) {}

  /** `since` is a `YYYY-MM-DD` UTC day, inclusive; null reports every day recorded. */
  async report(since: string | null): Promise<UsageReport> {
    // Counts this process has not written yet belong in the report too.
    await this.counter.flush();
    return summariseUsage(await this.usage.list(since), since);
  }
}
