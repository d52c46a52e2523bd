import type { Actor } from '../../../shared-kernel/actor';
import type { ActivityResource } from '../../../shared-kernel/activity-recording';

/** One write the store's activity lists: what changed, who changed it, in which request, when. */
export interface ActivityItem {
  id: number;
  storeId: number;
  /** `<resource type>.<verb>`: `customiser.created`, `webhook_subscription.secret_rotated`. */
  action: string;
  resource: ActivityResource;
  actor: Actor;
  requestId: string | null;
  createdAt: Date;
}

/** Items are kept at least this long (CONTRACT section 8); housekeeping removes older ones. */
export const ACTIVITY_RETENTION_DAYS = 90;

/** The instant before which items may go, `now` being the time housekeeping runs. */
export function retentionCutoff(now: Date): Date {
  return new Date(now.getTime() - ACTIVITY_RETENTION_DAYS * 86_400_000);
}
