/** Tokens of the activity context's ports. */
export const ActivityTokens = {
  ActivityLog: Symbol.for('activity.ActivityLog'),
} as const;
