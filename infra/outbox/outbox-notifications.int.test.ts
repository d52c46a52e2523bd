import { randomUUID } from 'node:crypto';
import { KyselyEventOutbox } from '../database/kysely-event-outbox';
import { eventually } from '../../tests/support/eventually';
import { startTestRuntime, type TestRuntime } from '../../tests/support/test-runtime';
import { listenForOutboxEvents } from './outbox-notifications';

/** The relay starts when outbox events commit, not at its next poll (platform migration 0003's trigger). */
describe('outbox notifications', () => {
  let service: TestRuntime;

  beforeAll(async () => {
    service = await startTestRuntime();
  });
  afterAll(() => service.close());

  it('tell a listener when a transaction that wrote outbox events commits, and not for one rolled back', async () => {
    let notified = 0;
    const stop = await listenForOutboxEvents(service.config.databaseUrl!, () => (notified += 1), (error) => {
      throw error;
    });
    const outbox = new KyselyEventOutbox(service.runtime.database);
    const event = () => ({ id: randomUUID(), type: 'test.thing_happened', storeId: 1, occurredAt: new Date(), payload: {} });
    try {
      await expect(
        service.runtime.database.run(async () => {
          await outbox.add([event()]);
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      await service.runtime.database.run(() => outbox.add([event(), event()]));
      await eventually(() => (notified > 0 ? true : undefined), 'a notification of the committed events');
      // Notifications arrive in commit order, so the rolled-back transaction's would have come first.
      expect(notified).toBe(1);
    } finally {
      await stop();
    }
  });
});
