import { randomBytes } from 'node:crypto';
import { inject, injectable } from 'inversify';
import type { ProblemFieldError } from '../../../shared-kernel/problems/problem';
import { Problems } from '../../../shared-kernel/problems/problems';
import type { RequestCredential } from '../../../shared-kernel/request-context';
import { IdentityTokens } from '../identity.tokens';
import { storefrontOriginProblem } from '../domain/storefront-origin';
import type { StoreRepository } from './ports';
import { TestStoresService } from './test-stores.service';

export interface StorefrontKeyRecord {
  storeId: number;
  key: string;
  allowedOrigins: string[];
}

export interface StorefrontKeyRepository {
  findByStore(storeId: number): Promise<StorefrontKeyRecord | undefined>;
  /** Adds the store's key unless it has one already. */
  add(storeId: number, key: string): Promise<void>;
  findByKey(key: string): Promise<StorefrontKeyRecord | undefined>;
  setAllowedOrigins(storeId: number, origins: readonly string[]): Promise<void>;
}

export const STOREFRONT_KEY_PREFIX = 'sfk_';
/** The test storefront key's (test mode): it serves the store's test catalogue. */
export const TEST_STOREFRONT_KEY_PREFIX = 'sfk_test_';

/** `test`: the store's test storefront key, which serves its test data (made with the test data if need be). */
export interface StorefrontKeyChoice {
  test?: boolean;
}

/**
 * The store's publishable storefront key (CONTRACT 6): shoppers' browsers send it as X-Storefront-Key.
 * It names the store and grants nothing on /api/v3. A store gets one the first time it is asked for,
 * with no allowed origins: until the merchant names some, only pages the service serves itself may use it.
 * Its test storefront key (`sfk_test_…`) serves the store's test data the same way (test mode).
 */
@injectable()
export class StorefrontKeysService {
  constructor(
    @inject(IdentityTokens.StoreRepository) private readonly stores: StoreRepository,
    @inject(IdentityTokens.StorefrontKeyRepository) private readonly keys: StorefrontKeyRepository,
    @inject(TestStoresService) private readonly testStores: Pick<TestStoresService, 'ensure'>,
  ) {}

  async keyOf(storeId: number, choice: StorefrontKeyChoice = {}): Promise<string> {
    return (await this.recordOf(storeId, choice)).key;
  }

  /** The key and the origins allowed to use it; naming origins replaces the list. */
  async settings(storeId: number, allowedOrigins?: readonly string[], choice: StorefrontKeyChoice = {}): Promise<{ storefront_key: string; allowed_origins: string[] }> {
    const record = await this.recordOf(storeId, choice);
    if (allowedOrigins !== undefined) {
      const refused = allowedOrigins.flatMap((origin, index): ProblemFieldError[] => {
        const detail = storefrontOriginProblem(origin);
        return detail ? [{ pointer: `/allowed_origins/${index}`, code: 'invalid', detail }] : [];
      });
      if (refused.length > 0) throw Problems.validationFailed(refused);
      await this.keys.setAllowedOrigins(record.storeId, [...new Set(allowedOrigins)]);
    }
    const current = (await this.keys.findByStore(record.storeId))!;
    return { storefront_key: record.key, allowed_origins: current.allowedOrigins };
  }

  /** The store a storefront key names, if any. */
  async storeOf(key: string): Promise<number | undefined> {
    return key.startsWith(STOREFRONT_KEY_PREFIX) ? (await this.keys.findByKey(key))?.storeId : undefined;
  }

  /** The store a shopper's browser calls for, and the page origins that store allows (bound as the pipeline's storefront authenticator). */
  async authenticateStorefront(key: string): Promise<{ credential: RequestCredential; allowedOrigins: readonly string[] }> {
    const record = key.startsWith(STOREFRONT_KEY_PREFIX) ? await this.keys.findByKey(key) : undefined;
    if (!record) throw Problems.invalidStorefrontKey();
    const credential: RequestCredential = { kind: 'storefront_key', id: `store-${record.storeId}`, storeId: record.storeId, scopes: [], wildcard: false, test: false };
    if (!record.key.startsWith(TEST_STOREFRONT_KEY_PREFIX)) return { credential, allowedOrigins: record.allowedOrigins };
    // A test key's store is a hidden test store: what it shares is read through its live store.
    const mode = await this.stores.modeOf(record.storeId);
    if (!mode || mode.livemode) throw Problems.invalidStorefrontKey();
    return { credential: { ...credential, test: true, liveStoreId: mode.liveStoreId }, allowedOrigins: record.allowedOrigins };
  }

  /** A live store's key, or the key of its test store (made, with its test data, the first time it is asked for). */
  private async recordOf(liveStoreId: number, choice: StorefrontKeyChoice): Promise<StorefrontKeyRecord> {
    const storeId = choice.test ? await this.testStoreOf(liveStoreId) : liveStoreId;
    const existing = await this.keys.findByStore(storeId);
    if (existing) return existing;
    if (!choice.test && !(await this.stores.findById(storeId))) throw Problems.resourceNotFound('store');
    const prefix = choice.test ? TEST_STOREFRONT_KEY_PREFIX : STOREFRONT_KEY_PREFIX;
    await this.keys.add(storeId, `${prefix}${randomBytes(24).toString('base64url')}`);
    return (await this.keys.findByStore(storeId))!;
  }

  private async testStoreOf(liveStoreId: number): Promise<number> {
    if (!(await this.stores.findById(liveStoreId))) throw Problems.resourceNotFound('store');
    return this.testStores.ensure(liveStoreId);
  }
}
