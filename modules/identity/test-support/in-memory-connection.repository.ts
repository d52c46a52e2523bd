import { systemClock, type Clock } from '../../../shared-kernel/clock';
import { checkpointOf, copyOf, type Transactional } from '../../../shared-kernel/test-support/in-memory-unit-of-work';
import type { Connection } from '../domain/connection';
import type { CodeRecord, ConnectionRepository, NewTokenPair, PersonStore, TokenPairRecord } from '../application/connector-ports';
import type { InMemoryOAuthClientRepository } from './in-memory-oauth-client.repository';
import type { InMemoryPersonRepository } from './in-memory-person.repository';
import type { InMemoryStoreRepository } from './in-memory-store.repository';

interface StoredCode {
  connectionId: number;
  redirectUri: string;
  codeChallenge: string;
  expiresAt: Date;
  consumedAt: Date | null;
  revokedAt: Date | null;
}

type StoredPair = NewTokenPair & { id: number; rotatedAt: Date | null; revokedAt: Date | null };

/**
 * Connections, their codes and token pairs in memory, over the stores, people and clients fakes they
 * join: a person acts for the stores of their companies; revoking a connection revokes its pairs and
 * unexchanged codes; a pair read back counts as revoked while its connection is; access ids and
 * refresh digests are unique; pairs of one family are revoked together.
 */
export class InMemoryConnectionRepository implements ConnectionRepository, Transactional {
  readonly connections = new Map<number, Connection>();
  readonly codes = new Map<string, StoredCode>();
  readonly pairs = new Map<number, StoredPair>();
  private nextConnectionId = 1;
  private nextPairId = 1;

  constructor(
    private readonly stores: InMemoryStoreRepository,
    private readonly people: InMemoryPersonRepository,
    private readonly clients: InMemoryOAuthClientRepository,
    private readonly clock: Clock = systemClock,
  ) {}

  async storesOf(personId: number): Promise<PersonStore[]> {
    return [...this.stores.stores.values()]
      .filter((store) => this.people.isMember(personId, store.companyId))
      .sort((a, b) => a.id - b.id)
      .map((store) => ({ id: store.id, name: store.name }));
  }

  async personBelongsToStore(personId: number, storeId: number): Promise<boolean> {
    const store = this.stores.stores.get(storeId);
    return store !== undefined && this.people.isMember(personId, store.companyId);
  }

  async create(connection: { clientId: string; personId: number; storeId: number; scopes: string[]; resource: string }): Promise<Connection> {
    if (!this.clients.clients.has(connection.clientId)) throw new Error(`no client ${connection.clientId}`);
    const created: Connection = { ...connection, scopes: [...connection.scopes], id: this.nextConnectionId++, createdAt: this.clock.now(), lastUsedAt: null, revokedAt: null };
    this.connections.set(created.id, created);
    return copyOf(created);
  }

  async listByStore(storeId: number) {
    const live = [...this.connections.values()].filter((connection) => connection.storeId === storeId && connection.revokedAt === null).sort((a, b) => a.id - b.id);
    return live.map((connection) => ({
      ...copyOf(connection),
      clientName: this.clients.clients.get(connection.clientId)!.name,
      personEmail: this.people.people.get(connection.personId)!.email,
    }));
  }

  async revoke(connectionId: number, at: Date): Promise<void> {
    const connection = this.connections.get(connectionId);
    if (connection) connection.revokedAt ??= at;
    for (const pair of this.pairs.values()) if (pair.connectionId === connectionId) pair.revokedAt ??= at;
    for (const code of this.codes.values()) if (code.connectionId === connectionId && code.consumedAt === null) code.revokedAt ??= at;
  }

  async touch(connectionId: number, at: Date): Promise<void> {
    const connection = this.connections.get(connectionId);
    if (connection) connection.lastUsedAt = at;
  }

  async addCode(codeDigest: string, code: { connectionId: number; redirectUri: string; codeChallenge: string; expiresAt: Date }): Promise<void> {
    if (this.codes.has(codeDigest)) throw new Error('duplicate code');
    if (!this.connections.has(code.connectionId)) throw new Error(`no connection ${code.connectionId}`);
    this.codes.set(codeDigest, { ...code, consumedAt: null, revokedAt: null });
  }

  async findCodeForUpdate(codeDigest: string): Promise<CodeRecord | undefined> {
    const code = this.codes.get(codeDigest);
    if (!code) return undefined;
    const { connectionId: _id, ...record } = code;
    return { ...copyOf(record), connection: copyOf(this.connections.get(code.connectionId)!) };
  }

  async markCode(codeDigest: string, change: { consumedAt?: Date; revokedAt?: Date }): Promise<void> {
    const code = this.codes.get(codeDigest);
    if (!code) return;
    if (change.consumedAt) code.consumedAt = change.consumedAt;
    if (change.revokedAt) code.revokedAt = change.revokedAt;
  }

  async addTokenPair(pair: NewTokenPair): Promise<void> {
    const taken = [...this.pairs.values()].some((other) => other.accessJti === pair.accessJti || other.refreshDigest === pair.refreshDigest);
    if (taken) throw new Error('duplicate access id or refresh digest');
    if (!this.connections.has(pair.connectionId)) throw new Error(`no connection ${pair.connectionId}`);
    const stored: StoredPair = { ...pair, id: this.nextPairId++, rotatedAt: null, revokedAt: null };
    this.pairs.set(stored.id, stored);
  }

  async findPairByRefreshForUpdate(refreshDigest: string): Promise<TokenPairRecord | undefined> {
    return this.recordOf([...this.pairs.values()].find((pair) => pair.refreshDigest === refreshDigest));
  }

  async findPairByAccess(accessJti: string): Promise<TokenPairRecord | undefined> {
    return this.recordOf([...this.pairs.values()].find((pair) => pair.accessJti === accessJti));
  }

  async markPairRotated(id: number, at: Date): Promise<void> {
    const pair = this.pairs.get(id);
    if (pair) pair.rotatedAt = at;
  }

  async revokePair(id: number, at: Date): Promise<void> {
    const pair = this.pairs.get(id);
    if (pair) pair.revokedAt ??= at;
  }

  async revokeFamily(family: string, at: Date): Promise<void> {
    for (const pair of this.pairs.values()) if (pair.family === family) pair.revokedAt ??= at;
  }

  async revokePairsFromCode(codeDigest: string, at: Date): Promise<void> {
    const families = new Set([...this.pairs.values()].filter((pair) => pair.codeDigest === codeDigest).map((pair) => pair.family));
    for (const family of families) await this.revokeFamily(family, at);
  }

  /** Whether a connection was ever made through the client: what keeps a registration from pruning. */
  usesClient(clientId: string): boolean {
    return [...this.connections.values()].some((connection) => connection.clientId === clientId);
  }

  checkpoint(): () => void {
    return checkpointOf(this.connections, this.codes, this.pairs);
  }

  private recordOf(pair: StoredPair | undefined): TokenPairRecord | undefined {
    if (!pair) return undefined;
    const connection = copyOf(this.connections.get(pair.connectionId)!);
    return {
      id: pair.id, connection, clientName: this.clients.clients.get(connection.clientId)!.name, family: pair.family, accessJti: pair.accessJti, accessExpiresAt: pair.accessExpiresAt,
      refreshExpiresAt: pair.refreshExpiresAt, rotatedAt: pair.rotatedAt, revokedAt: pair.revokedAt ?? connection.revokedAt,
    };
  }
}
