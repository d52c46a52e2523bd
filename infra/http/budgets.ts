import type { Config } from '../config/config';
import type { BucketDefinition } from '../rate-limit/rate-limiters';

/** Every option and pricing write spends one unit of this per-key budget; validations spend none. */
export function optionWriteBudget(config: Pick<Config, 'rateLimits'>): BucketDefinition {
  return { name: 'option-write', points: config.rateLimits.optionWritesPerMinute, durationSeconds: 60 };
}

/** Each shopper address may complete this many designs and submit this many forms a minute. */
export function storefrontSubmissionBudget(config: Pick<Config, 'rateLimits'>): BucketDefinition {
  return { name: 'storefront-submission', points: config.rateLimits.storefrontSubmissionsPerIpPerMinute, durationSeconds: 60, per: 'ip' };
}
