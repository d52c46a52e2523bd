/**
 * How long deliveries wait on receivers, on workers and between attempts: bound from the configuration
 * (WEBHOOK_TIMEOUT_SECONDS, …), CONTRACT section 4's and decision 0011's values unless set. Tests
 * shorten them to prove recovery from faults in seconds.
 */
export interface DeliveryTimings {
  /** An attempt with no answer after this has failed. */
  attemptTimeoutMs: number;
  /** How long an attempt holds a slot of its receiver: longer than an attempt, so only a dead worker's slot runs out. */
  leaseMs: number;
  /** The waits after each failed attempt, before jitter; after the last, the delivery has failed. */
  retryDelaysMs: readonly number[];
}
