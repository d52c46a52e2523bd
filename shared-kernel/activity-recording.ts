import type { Actor } from './actor';

/** What was changed, as an activity item names it: `{type, id, customiser_id}` on the wire. */
export interface ActivityResource {
  /** The resource's `object` (`customiser`, `colour`, `webhook_subscription`, …). */
  type: string;
  id: string | null;
  /** The customiser the resource belongs to (a customiser's own id for a customiser), or null. */
  customiserId: number | null;
}

/** One successful write, as the store's activity keeps it (CONTRACT section 8). */
export interface ActivityEntry {
  /** The store whose data was written: a test key's hidden test store, so the two modes stay apart. */
  storeId: number;
  /** `<resource type>.<verb>`: `customiser.created`, `webhook_subscription.secret_rotated`. */
  action: string;
  resource: ActivityResource;
  actor: Actor;
  requestId: string | null;
}

/**
 * Where the operation pipeline records each write that succeeded, in the write's own transaction and
 * with one statement, so that a write that rolls back leaves no activity; never on an idempotent replay.
 * The activity context implements it; the composition gives it to the pipeline.
 */
export interface ActivityRecording {
  record(entry: ActivityEntry): Promise<void>;
}

export const ACTIVITY_RECORDING = Symbol.for('signwright.ActivityRecording');
