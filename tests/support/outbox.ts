import { sql } from 'kysely';
import { eventually } from './eventually';
import type { TestService } from './test-service';

/**
 * Resolves once every event in the outbox has been relayed. Building a store's orders emits events: a
 * test that subscribes after they pass sees only what it caused.
 */
export const outboxDrained = (service: TestService) =>
  eventually(async () => {
    const { rows } = await sql<{ pending: number }>`select count(*)::int as pending from platform.outbox_events where relayed_at is null`.execute(service.runtime.database.root);
    return rows[0]!.pending === 0 ? true : undefined;
  }, 'the outbox to be drained');
