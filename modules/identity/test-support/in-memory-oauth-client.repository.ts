import { systemClock, type Clock } from '../../../shared-kernel/clock';
import type { OAuthClient } from '../domain/connection';
import type { OAuthClientRepository } from '../application/connector-ports';

/**
 * Registered clients in memory. Pruning removes only self-registered clients created before the cutoff
 * that no connection uses (`inUse` asks the connections).
 */
export class InMemoryOAuthClientRepository implements OAuthClientRepository {
  readonly clients = new Map<string, OAuthClient & { registeredFrom: string }>();

  constructor(
    private readonly inUse: (clientId: string) => boolean,
    private readonly clock: Clock = systemClock,
  ) {}

  async create(client: { id: string; name: string; redirectUris: string[]; registeredFrom: string }): Promise<OAuthClient> {
    if (this.clients.has(client.id)) throw new Error(`duplicate client ${client.id}`);
    const created = { ...client, redirectUris: [...client.redirectUris], selfRegistered: true, createdAt: this.clock.now() };
    this.clients.set(created.id, created);
    return publicOf(created);
  }

  async find(id: string): Promise<OAuthClient | undefined> {
    const client = this.clients.get(id);
    return client && publicOf(client);
  }

  async pruneUnused(before: Date): Promise<number> {
    const unused = [...this.clients.values()].filter((client) => client.selfRegistered && client.createdAt < before && !this.inUse(client.id));
    for (const client of unused) this.clients.delete(client.id);
    return unused.length;
  }
}

function publicOf({ registeredFrom: _from, ...client }: OAuthClient & { registeredFrom: string }): OAuthClient {
  return { ...client, redirectUris: [...client.redirectUris] };
}
