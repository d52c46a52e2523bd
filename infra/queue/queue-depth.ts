/**
 * The jobs one queue holds, by state: `waiting` to run now, `delayed` until their time (retries,
 * deferrals while a lane is full), `active` running. Finished jobs are not kept (their rows are the record).
 */
export interface QueueDepth {
  waiting: number;
  delayed: number;
  active: number;
}

export const QUEUE_STATES = ['waiting', 'delayed', 'active'] as const satisfies readonly (keyof QueueDepth)[];
