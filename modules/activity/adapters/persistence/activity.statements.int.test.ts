import { randomUUID } from 'node:crypto';
import { aStore, type BuiltStore } from '../../../../tests/support/builders';
import { statementsDuring, writing } from '../../../../tests/support/statements';
import { startTestService, type TestService } from '../../../../tests/support/test-service';

/** What recording a write's activity costs the write: one statement, inside the write's own transaction. */
describe('the statements of a write’s activity', () => {
  let service: TestService;
  let store: BuiltStore;

  beforeAll(async () => {
    service = await startTestService({ redis: false });
    store = await aStore(service, { customisers: 1 });
  });
  afterAll(() => service.close());

  it('inserts one activity item, between the write’s begin and its commit, and reads nothing of the activity', async () => {
    const statements = await statementsDuring(async () => {
      await service.http
        .patch(`/api/v3/customisers/${store.customisers[0]!.id}`)
        .set('Authorization', `Bearer ${store.keys.all!}`)
        .set('Idempotency-Key', randomUUID())
        .send({ name: 'Renamed once' })
        .expect(200);
    });
    const touching = statements.filter((statement) => /"?activity"?\."?items"?/.test(statement));
    expect(touching).toEqual([expect.stringMatching(/^insert into/i)]);
    expect(statements.filter(writing('activity.items'))).toHaveLength(1);
    const at = (pattern: RegExp) => statements.findIndex((statement) => pattern.test(statement.trim()));
    const recorded = statements.findIndex(writing('activity.items'));
    expect(at(/^begin/i)).toBeGreaterThanOrEqual(0);
    expect(at(/^begin/i)).toBeLessThan(recorded);
    expect(recorded).toBeLessThan(at(/^commit/i));
  });
});
