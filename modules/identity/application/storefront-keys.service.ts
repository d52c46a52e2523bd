import { randomBytes } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { Problems } from '../../../shared-kernel/problems/problems';
import { IdentityTokens } from '../identity.tokens';
import type { StoreRepository } from './ports';

export interface StorefrontKeyRepository {
  keyOf(storeId: number): Promise<string | undefined>;
  /** Adds the store's key unless it has one already. */
  add(storeId: number, key: string): Promise<void>;
  storeOf(key: string): Promise<number | undefined>;
}

export const STOREFRONT_KEY_PREFIX = 'sfk_';

/**
 * The store's publishable storefront key (CONTRACT 6): shoppers' browsers send it as X-Storefront-Key.
 * It names the store and grants nothing on /api/v3. A store gets one the first time it is asked for.
 */
@injectable()
export class StorefrontKeysService {
  constructor(
    @inject(IdentityTokens.StoreRepository) private readonly stores: StoreRepository,
    @inject(IdentityTokens.StorefrontKeyRepository) private readonly keys: StorefrontKeyRepository,
  ) {}

  async keyOf(storeId: number): Promise<string> {
    const existing = await this.keys.keyOf(storeId);
    if (existing) return existing;
    if (!(await this.stores.findById(storeId))) throw Problems.resourceNotFound('store');
    await this.keys.add(storeId, `${STOREFRONT_KEY_PREFIX}${randomBytes(24).toString('base64url')}`);
    return (await this.keys.keyOf(storeId))!;
  }

  /** The store a storefront key names, if any. */
  storeOf(key: string): Promise<number | undefined> {
    return key.startsWith(STOREFRONT_KEY_PREFIX) ? this.keys.storeOf(key) : Promise.resolve(undefined);
  }
}
