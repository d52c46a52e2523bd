import { sql } from 'kysely';
import type { JobProcessor, RecurringJob } from '../../shared-kernel/jobs';
import type { TransactionalDatabase } from '../database/transactional-database';

export const PURGE_RELAYED_EVENTS: RecurringJob = {
  queue: 'platform.outbox-purge',
  name: 'purge-relayed-events',
  everyMs: 60 * 60 * 1000,
};

/** Relayed events are kept a week for diagnosis; their consumers hold whatever they made of them. */
export const RELAYED_EVENT_RETENTION_DAYS = 7;

/** Removes relayed outbox events past their retention; pending ones are never touched. */
export async function purgeRelayedEvents(database: TransactionalDatabase, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - RELAYED_EVENT_RETENTION_DAYS * 24 * 3600_000);
  const result = await sql`delete from platform.outbox_events where relayed_at is not null and relayed_at < ${cutoff}`.execute(database.root);
  return Number(result.numAffectedRows ?? 0);
}

export function purgeRelayedEventsProcessor(database: TransactionalDatabase, clock: { now(): Date }): JobProcessor {
  return {
    queue: PURGE_RELAYED_EVENTS.queue,
    async process() {
      await purgeRelayedEvents(database, clock.now());
    },
  };
}
