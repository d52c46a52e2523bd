import type { RequestCredential } from '../../shared-kernel/request-context';
import type { Config } from '../config/config';
import type { BucketDefinition, QuotaState, RateLimiters } from '../rate-limit/rate-limiters';

/**
 * The request-level limits of the spec's Limits table: an ordinary quota per credential, a per-IP
 * backstop, and the diagnostic bucket that lets a test key on a non-production origin see a 429
 * quickly without touching its ordinary quota.
 */
export class RequestRateLimits {
  private readonly perCredential: BucketDefinition;
  private readonly perIp: BucketDefinition;
  private readonly diagnostic: BucketDefinition;
  private readonly storefrontPerIp: BucketDefinition;

  constructor(
    private readonly limiters: RateLimiters,
    private readonly config: Pick<Config, 'environment' | 'rateLimits'>,
  ) {
    this.perCredential = { name: 'credential', points: config.rateLimits.perKeyPerMinute, durationSeconds: 60 };
    // The backstop guards each instance against a flood from one address; keeping it in process saves a
    // Redis round trip on every request, and the shared per-key quota is what clients are promised.
    this.diagnostic = { name: 'diagnostic', points: 1, durationSeconds: config.rateLimits.diagnosticWindowSeconds };
    this.perIp = { name: 'ip', points: config.rateLimits.perIpPerMinute, durationSeconds: 60, scope: 'process' };
    this.storefrontPerIp = { name: 'storefront-ip', points: config.rateLimits.storefrontPerIpPerMinute, durationSeconds: 60 };
  }

  /** The storefront's key is public: what is limited is each shopper's address, across every instance. */
  async spendForStorefront(ip: string): Promise<void> {
    await this.limiters.spend(this.storefrontPerIp, ip, 'Too many storefront requests from this address.');
  }

  async spendForIp(ip: string): Promise<void> {
    await this.limiters.spend(this.perIp, ip, 'Too many requests from this address.');
  }

  /** The operation's budget spent on its work, given back when the work fails; `whose` it is, as the caller is told. */
  spendingBudget<T>(budget: BucketDefinition, key: string, whose: string, work: () => Promise<T>): Promise<T> {
    return this.limiters.spendingOn(budget, key, `The ${budget.name} budget of ${whose} is spent.`, work);
  }

  /** Answers what is left of the bucket spent, which answers tell the caller (RateLimit, RateLimit-Policy). */
  spendForCredential(credential: RequestCredential, options: { diagnostic: boolean }): Promise<QuotaState> {
    const key = `${credential.kind}:${credential.id}`;
    if (options.diagnostic && credential.test && this.config.environment !== 'production') {
      return this.limiters.spend(this.diagnostic, key, `Diagnostic bucket: one request per ${this.diagnostic.durationSeconds} s.`);
    }
    return this.limiters.spend(this.perCredential, key, 'Too many requests for this API key.');
  }
}
