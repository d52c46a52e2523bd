import { UNUSED_CLIENT_LIFETIME_MS } from '../domain/connection';
import { inMemoryIdentity } from '../test-support/in-memory-identity';
import { PruneClientsService } from './prune-clients.service';

describe('pruning client registrations', () => {
  it('removes registrations older than a day that no connection ever used', async () => {
    const identity = inMemoryIdentity();
    const unused = await identity.client();
    const { client: used } = await identity.connected();
    identity.clock.advance(UNUSED_CLIENT_LIFETIME_MS / 2);
    const recent = await identity.client();
    identity.clock.advance(UNUSED_CLIENT_LIFETIME_MS / 2 + 1);
    const service = new PruneClientsService(identity.clients, identity.clock);
    await expect(service.prune()).resolves.toBe(1);
    expect([...identity.clients.clients.keys()].sort()).toEqual([used.id, recent.id].sort());
    expect(identity.clients.clients.has(unused.id)).toBe(false);
  });
});
