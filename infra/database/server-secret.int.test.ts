import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { parseSecretKey, SecretBox } from '../secrets/secret-box';
import { startTestRuntime, type TestRuntime } from '../../tests/support/test-runtime';
import { TEST_SECRETS_KEY } from '../../tests/support/test-environment';
import { ResealableServerSecret, resolveServerSecret } from './server-secret';

/** Issue 18, item 10: `secrets reseal` leaves the stored server secret neither in clear nor sealed with a key that is to be retired. */
describe('resealing the stored server secret on PostgreSQL', () => {
  /** The service's key, which sealed the server secret it generated, and the one that replaces it. */
  const firstKey = parseSecretKey(TEST_SECRETS_KEY) as Buffer;
  const currentKey = randomBytes(32);
  const box = new SecretBox(currentKey, [firstKey]);
  const retired = new SecretBox(currentKey);
  let service: TestRuntime;
  let generated: string;

  beforeAll(async () => {
    service = await startTestRuntime();
    generated = (await stored())!;
  });
  afterAll(() => service.close());
  beforeEach(async () => {
    await sql`update platform.server_secrets set value = ${generated} where name = 'server'`.execute(db());
  });

  const db = () => service.runtime.database.root;
  const stored = async () => (await sql<{ value: string }>`select value from platform.server_secrets where name = 'server'`.execute(db())).rows[0]?.value;
  const serverSecret = () => new ResealableServerSecret(service.runtime.database, box);

  it('seals again with the current key the server secret the previous key sealed, which a start without that key reads', async () => {
    expect(await serverSecret().countStale()).toBe(1);
    expect(await serverSecret().reseal()).toBe(1);
    expect(box.isStale((await stored())!)).toBe(false);
    expect(await resolveServerSecret(db(), undefined, retired)).toBe(service.runtime.serverSecret);
    expect(await serverSecret().countStale()).toBe(0);
  });

  it('seals a server secret kept in clear with the current key', async () => {
    await sql`update platform.server_secrets set value = 'kept-in-clear' where name = 'server'`.execute(db());
    expect(await serverSecret().reseal()).toBe(1);
    expect(await stored()).not.toContain('kept-in-clear');
    expect(await resolveServerSecret(db(), undefined, retired)).toBe('kept-in-clear');
  });

  it('leaves a server secret already sealed with the current key untouched', async () => {
    expect(await serverSecret().reseal()).toBe(1);
    const resealed = await stored();
    expect(await serverSecret().reseal()).toBe(0);
    expect(await stored()).toBe(resealed);
  });
});
