import type { ColumnType, Generated } from 'kysely';

/** Row types of the webhooks schema; they never leave this folder. */
export interface WebhooksTables {
  'webhooks.subscriptions': {
    id: Generated<number>;
    store_id: number;
    url: string;
    topics: string[];
    description: string | null;
    enabled: boolean;
    disabled_reason: string | null;
    disabled_at: Date | null;
    secret: string;
    previous_secret: string | null;
    previous_secret_expires_at: Date | null;
    failing_since: Date | null;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
  'webhooks.deliveries': {
    id: Generated<number>;
    store_id: number;
    subscription_id: number | null;
    integration_id: number | null;
    destination: ColumnType<string, never, never>;
    event_id: string;
    topic: string;
    body: string;
    test_event: Generated<boolean>;
    status: string;
    attempts_made: Generated<number>;
    attempts_in_schedule: Generated<number>;
    next_attempt_at: Date | null;
    delivered_at: Date | null;
    failure_reason: string | null;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
  'webhooks.delivery_attempts': {
    id: Generated<number>;
    delivery_id: number;
    attempted_at: Date;
    status_code: number | null;
    duration_ms: number;
    error: string | null;
    next_retry_at: Date | null;
    response_body: string | null;
    response_body_truncated: Generated<boolean>;
  };
}
