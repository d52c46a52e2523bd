/** The activity context's public face: the only file other code imports. */
export { activityContainerModule } from './activity.container';
export { activityMigrations } from './adapters/persistence/activity.migrations';
export { ActivityTokens } from './activity.tokens';
export { ACTIVITY_RETENTION_DAYS, type ActivityItem } from './domain/activity-item';
