/** One authenticated call of a deprecated operation, by the store whose key made it. */
export interface DeprecatedOperationUse {
  storeId: number;
  /** Upper-case HTTP method. */
  method: string;
  /** The operation's path template, never the concrete path: `/api/v2/webhooks/{webhook_id}`. */
  route: string;
}

/**
 * Counts uses of deprecated operations per store, because their removal is gated by observed usage.
 * Recording never makes a request wait or fail; the recorder dates the use itself.
 */
export interface DeprecatedUsageRecorder {
  record(use: DeprecatedOperationUse): void;
}

export const DEPRECATED_USAGE_RECORDER = Symbol.for('signwright.DeprecatedUsageRecorder');
