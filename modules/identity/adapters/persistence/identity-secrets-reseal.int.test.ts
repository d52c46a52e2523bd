import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { SecretBox } from '../../../../infra/secrets/secret-box';
import { startTestRuntime, type TestRuntime } from '../../../../tests/support/test-runtime';
import { KyselyIntegrationRepository } from './kysely-integration.repository';
import { KyselySigningKeyRepository } from './kysely-signing-key.repository';
import { KyselyStoreRepository } from './kysely-store.repository';

/** Issue 18, item 10: `secrets reseal` leaves no secret of identity in clear, nor sealed with a key that is to be retired. */
describe('resealing identity’s secrets on PostgreSQL', () => {
  const firstKey = randomBytes(32);
  /** The key before a rotation, and the box of a service after it (the first key still readable). */
  const before = new SecretBox(firstKey);
  const currentKey = randomBytes(32);
  const box = new SecretBox(currentKey, [firstKey]);
  /** A service once the first key has left SECRETS_KEY_PREVIOUS. */
  const retired = new SecretBox(currentKey);
  let service: TestRuntime;
  let storeId: number;

  beforeAll(async () => {
    service = await startTestRuntime();
    storeId = (await new KyselyStoreRepository(service.runtime.database).create({ name: 'Reseal', platform: 'universal', plan: 'starter', currency: 'EUR', manufacturerEmail: null })).id;
  });
  afterAll(() => service.close());

  const db = () => service.runtime.database.root;

  describe('integrations’ signing secrets', () => {
    const integrations = (secrets: SecretBox) => new KyselyIntegrationRepository(service.runtime.database, secrets);
    const create = (secrets: SecretBox, signingSecret: string) =>
      integrations(secrets).create({ storeId, type: 'custom', name: 'i', enabled: true, createProductUrl: null, signingSecret });
    const stored = async (id: number) => (await sql<{ value: string }>`select signing_secret as value from identity.integrations where id = ${id}`.execute(db())).rows[0]!.value;

    beforeEach(async () => {
      await sql`delete from identity.integrations`.execute(db());
    });

    it('seals a signing secret kept in clear with the current key, and reads the same secret', async () => {
      const { id } = await create(box, 'whsec_kept-in-clear');
      await sql`update identity.integrations set signing_secret = 'whsec_kept-in-clear' where id = ${id}`.execute(db());
      expect(await integrations(box).countStale()).toBe(1);
      expect(await integrations(box).reseal()).toBe(1);
      expect(await stored(id)).toMatch(new RegExp(`^${box.currentPrefix}`));
      expect(await stored(id)).not.toContain('kept-in-clear');
      expect(await integrations(box).signingSecretOf(storeId, id)).toBe('whsec_kept-in-clear');
      expect(await integrations(box).countStale()).toBe(0);
    });

    it('seals again with the current key a signing secret the previous key sealed, readable without that key', async () => {
      const { id } = await create(before, 'whsec_sealed-before');
      expect(await integrations(box).reseal()).toBe(1);
      expect(box.isStale(await stored(id))).toBe(false);
      expect(await integrations(retired).signingSecretOf(storeId, id)).toBe('whsec_sealed-before');
    });

    it('leaves a signing secret already sealed with the current key untouched, and reseals nothing twice', async () => {
      const { id } = await create(box, 'whsec_current');
      const kept = await stored(id);
      expect(await integrations(box).reseal()).toBe(0);
      expect(await stored(id)).toBe(kept);
      await create(before, 'whsec_old');
      expect(await integrations(box).reseal()).toBe(1);
      expect(await integrations(box).reseal()).toBe(0);
    });

    it('stops at a signing secret sealed with a key it does not hold, naming that key, and changes nothing of it', async () => {
      const { id } = await create(new SecretBox(randomBytes(32)), 'whsec_unknown-key');
      const kept = await stored(id);
      const keyId = kept.split(':')[2]!;
      await expect(integrations(box).reseal()).rejects.toThrow(`sealed with key ${keyId}, which neither SECRETS_KEY nor SECRETS_KEY_PREVIOUS holds`);
      expect(await stored(id)).toBe(kept);
    });
  });

  describe('OAuth private signing keys', () => {
    const signingKeys = (secrets: SecretBox) => new KyselySigningKeyRepository(service.runtime.database, secrets);
    const jwk = (d: string) => ({ kty: 'EC', crv: 'P-256', d, x: 'x', y: 'y' });
    const add = (secrets: SecretBox, kid: string) => signingKeys(secrets).add({ kid, privateJwk: jwk(`private-${kid}`), publicJwk: { kty: 'EC' }, createdAt: new Date() });
    const stored = async (kid: string) => (await sql<{ value: string }>`select private_jwk::text as value from identity.oauth_signing_keys where kid = ${kid}`.execute(db())).rows[0]!.value;
    const privateJwkOf = async (secrets: SecretBox, kid: string) => (await signingKeys(secrets).list()).find((key) => key.kid === kid)?.privateJwk;

    beforeEach(async () => {
      await sql`delete from identity.oauth_signing_keys`.execute(db());
    });

    it('seals a private key kept in clear (a plain JWK) with the current key, and reads the same key', async () => {
      await sql`insert into identity.oauth_signing_keys (kid, private_jwk, public_jwk, created_at) values ('plain', ${JSON.stringify(jwk('private-plain'))}::jsonb, '{}'::jsonb, now())`.execute(db());
      expect(await signingKeys(box).countStale()).toBe(1);
      expect(await signingKeys(box).reseal()).toBe(1);
      const value = await stored('plain');
      expect(value).not.toContain('private-plain');
      expect(box.isStale((JSON.parse(value) as { sealed: string }).sealed)).toBe(false);
      expect(await privateJwkOf(box, 'plain')).toEqual(jwk('private-plain'));
      expect(await signingKeys(box).countStale()).toBe(0);
    });

    it('seals again with the current key a private key the previous key sealed, readable without that key', async () => {
      await add(before, 'before');
      expect(await signingKeys(box).reseal()).toBe(1);
      expect(box.isStale((JSON.parse(await stored('before')) as { sealed: string }).sealed)).toBe(false);
      expect(await privateJwkOf(retired, 'before')).toEqual(jwk('private-before'));
    });

    it('leaves a private key already sealed with the current key untouched, and reseals nothing twice', async () => {
      await add(box, 'current');
      const kept = await stored('current');
      expect(await signingKeys(box).reseal()).toBe(0);
      expect(await stored('current')).toBe(kept);
      await add(before, 'old');
      expect(await signingKeys(box).reseal()).toBe(1);
      expect(await signingKeys(box).reseal()).toBe(0);
    });
  });
});
