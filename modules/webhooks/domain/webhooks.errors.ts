/** Why a receiver refused a delivery; stable, so a receiver can log and count them. */
export type WebhookVerificationFailure =
  | 'missing_header'
  | 'invalid_id'
  | 'invalid_timestamp'
  | 'timestamp_too_old'
  | 'timestamp_too_new'
  | 'no_matching_signature';

/**
 * Thrown by `verifyWebhook`: the delivery must not be acted on. A receiver answers it with a 4xx and
 * does nothing else; the sender retries, and a forged request simply keeps failing.
 */
export class WebhookVerificationError extends Error {
  constructor(
    readonly code: WebhookVerificationFailure,
    message: string,
  ) {
    super(message);
    this.name = 'WebhookVerificationError';
  }
}
