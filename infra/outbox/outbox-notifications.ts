import { Client } from 'pg';

/** The channel the outbox table's trigger notifies when a transaction that wrote events commits (platform migration 0003). */
export const OUTBOX_CHANNEL = 'platform_outbox_events';

/**
 * Calls `onEvents` whenever a transaction that wrote outbox events commits, on a connection of its own,
 * so the relay starts at once rather than at its next poll. Polling stays the fallback: should this
 * connection fail, the relay is only slower to start.
 */
export async function listenForOutboxEvents(databaseUrl: string, onEvents: () => void, onError: (error: unknown) => void): Promise<() => Promise<void>> {
  const client = new Client({ connectionString: databaseUrl });
  client.on('error', onError);
  client.on('notification', onEvents);
  await client.connect();
  await client.query(`listen ${OUTBOX_CHANNEL}`);
  return () => client.end().catch(() => undefined);
}
