import { inject, injectable } from 'inversify';
import type { DataMode, MerchantSession, MerchantSessions } from '../../../shared-kernel/merchant-sessions';
import { IdentityTokens } from '../identity.tokens';
import type { ConnectionRepository } from './connector-ports';
import type { StoreRepository } from './ports';
import { TestStoresService } from './test-stores.service';
import { WebSessionsService } from './web-sessions.service';

/** The merchant admin's sessions, for the admin pages of every module. */
@injectable()
export class MerchantSessionsService implements MerchantSessions {
  constructor(
    @inject(WebSessionsService) private readonly sessions: WebSessionsService,
    @inject(IdentityTokens.ConnectionRepository) private readonly connections: ConnectionRepository,
    @inject(TestStoresService) private readonly testStores: Pick<TestStoresService, 'ensure'>,
    @inject(IdentityTokens.StoreRepository) private readonly stores: Pick<StoreRepository, 'testStoreOf'>,
  ) {}

  async find(sessionId: string | undefined): Promise<MerchantSession | undefined> {
    const session = await this.sessions.find(sessionId);
    if (!session) return undefined;
    return { personId: session.personId, email: session.personEmail, csrfToken: session.csrfToken, stores: await this.connections.storesOf(session.personId) };
  }

  dataStoreOf(storeId: number, mode: DataMode): Promise<number> {
    return mode === 'test' ? this.testStores.ensure(storeId) : Promise.resolve(storeId);
  }

  existingDataStoreOf(storeId: number, mode: DataMode): Promise<number | undefined> {
    return mode === 'test' ? this.stores.testStoreOf(storeId) : Promise.resolve(storeId);
  }
}
