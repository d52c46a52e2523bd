import { inject, injectable } from 'inversify';
import { IdentityTokens } from '../identity.tokens';
import type { ApiKeyRepository } from './ports';

/**
 * Records that a key authenticated a request without making the request wait for a write: uses are
 * collected in memory and written in one batch a moment later (and on shutdown).
 */
@injectable()
export class LastUsedRecorder {
  private pending = new Map<number, Date>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(@inject(IdentityTokens.ApiKeyRepository) private readonly keys: ApiKeyRepository) {}

  record(keyId: number, at: Date): void {
    this.pending.set(keyId, at);
    this.timer ??= setTimeout(() => void this.flush(), 250).unref();
  }

  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const uses = [...this.pending].map(([id, at]) => ({ id, at }));
    this.pending = new Map();
    this.flushing = this.flushing.then(async () => {
      if (uses.length > 0) await this.keys.recordLastUsed(uses).catch(() => undefined);
    });
    await this.flushing;
  }
}
