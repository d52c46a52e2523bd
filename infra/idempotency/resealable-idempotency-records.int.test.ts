import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { SecretBox } from '../secrets/secret-box';
import { startTestRuntime, type TestRuntime } from '../../tests/support/test-runtime';
import { ResealableIdempotencyRecords } from './resealable-idempotency-records';

/** Issue 18, item 10: `secrets reseal` leaves no recorded answer in clear, nor sealed with a key that is to be retired. */
describe('resealing recorded idempotent answers on PostgreSQL', () => {
  const firstKey = randomBytes(32);
  const currentKey = randomBytes(32);
  /** The key before a rotation, and the box of a service after it. */
  const before = new SecretBox(firstKey);
  const box = new SecretBox(currentKey, [firstKey]);
  let service: TestRuntime;

  beforeAll(async () => {
    service = await startTestRuntime();
  });
  afterAll(() => service.close());
  beforeEach(async () => {
    await sql`delete from platform.idempotency_records`.execute(db());
  });

  const db = () => service.runtime.database.root;
  const records = (batchRows?: number) => new ResealableIdempotencyRecords(service.runtime.database, box, batchRows);
  const record = async (key: string, body: string | null, path = '/api/v3/webhook-subscriptions') => {
    await sql`
      insert into platform.idempotency_records (credential_id, method, path, idempotency_key, request_digest, response_status, response_headers, response_body, expires_at)
      values ('key:1', 'POST', ${path}, ${key}, 'digest', 201, '{}'::jsonb, ${body}, now() + interval '1 day')
    `.execute(db());
  };
  const stored = async (key: string) =>
    (await sql<{ value: string | null }>`select response_body as value from platform.idempotency_records where idempotency_key = ${key}`.execute(db())).rows[0]!.value;
  const answer = (secret: string) => JSON.stringify({ object: 'webhook_subscription', secret });

  it('seals an answer recorded in clear with the current key, and opens to the same text', async () => {
    await record('in-clear', answer('whsec_in-clear'));
    expect(await records().countStale()).toBe(1);
    expect(await records().reseal()).toBe(1);
    const value = (await stored('in-clear'))!;
    expect(value).not.toContain('whsec_in-clear');
    expect(box.isStale(value)).toBe(false);
    expect(new SecretBox(currentKey).open(value)).toBe(answer('whsec_in-clear'));
  });

  it('seals again with the current key an answer the previous key sealed', async () => {
    await record('before', before.seal(answer('whsec_before')));
    expect(await records().reseal()).toBe(1);
    expect(new SecretBox(currentKey).open((await stored('before'))!)).toBe(answer('whsec_before'));
  });

  it('leaves answers already sealed with the current key, and answers without a body, untouched', async () => {
    const current = box.seal(answer('whsec_current'));
    await record('current', current);
    await record('no-body', null);
    expect(await records().reseal()).toBe(0);
    expect(await records().countStale()).toBe(0);
    expect([await stored('current'), await stored('no-body')]).toEqual([current, null]);
  });

  it('reseals every record across batches, going forward by the four-part key, and nothing the second time', async () => {
    for (const [index, path] of ['/a', '/b', '/a', '/c', '/b'].entries()) await record(`key-${index}`, index % 2 ? before.seal(answer(`s${index}`)) : answer(`s${index}`), path);
    expect(await records(2).reseal()).toBe(5);
    for (let index = 0; index < 5; index += 1) expect(box.open((await stored(`key-${index}`))!)).toBe(answer(`s${index}`));
    expect(await records(2).reseal()).toBe(0);
  });
});
