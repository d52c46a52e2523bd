import { randomBytes } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { Problems } from '../../../shared-kernel/problems/problems';
import type { RequestCredential } from '../../../shared-kernel/request-context';
import { IdentityTokens } from '../identity.tokens';
import { storefrontOriginProblem } from '../domain/storefront-origin';
import type { StoreRepository } from './ports';

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

/**
 * The store's publishable storefront key (CONTRACT 6): shoppers' browsers send it as X-Storefront-Key.
 * It names the store and grants nothing on /api/v3. A store gets one the first time it is asked for,
 * with no allowed origins: until the merchant names some, only pages the service serves itself may use it.
 */
@injectable()
export class StorefrontKeysService {
  constructor(
    @inject(IdentityTokens.StoreRepository) private readonly stores: StoreRepository,
    @inject(IdentityTokens.StorefrontKeyRepository) private readonly keys: StorefrontKeyRepository,
  ) {}

  async keyOf(storeId: number): Promise<string> {
    return (await this.recordOf(storeId)).key;
  }

  /** The key and the origins allowed to use it; naming origins replaces the list. */
  async settings(storeId: number, allowedOrigins?: readonly string[]): Promise<{ storefront_key: string; allowed_origins: string[] }> {
    const record = await this.recordOf(storeId);
    if (allowedOrigins !== undefined) {
      const refused = allowedOrigins.flatMap((origin, index) => {
        const detail = storefrontOriginProblem(origin);
        return detail ? [{ pointer: `/allowed_origins/${index}`, code: 'invalid', detail }] : [];
      });
      if (refused.length > 0) throw Problems.validationFailed(refused);
      await this.keys.setAllowedOrigins(storeId, [...new Set(allowedOrigins)]);
    }
    const current = (await this.keys.findByStore(storeId))!;
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
    return { credential, allowedOrigins: record.allowedOrigins };
  }

  private async recordOf(storeId: number): Promise<StorefrontKeyRecord> {
    const existing = await this.keys.findByStore(storeId);
    if (existing) return existing;
    if (!(await this.stores.findById(storeId))) throw Problems.resourceNotFound('store');
    await this.keys.add(storeId, `${STOREFRONT_KEY_PREFIX}${randomBytes(24).toString('base64url')}`);
    return (await this.keys.findByStore(storeId))!;
  }
}
