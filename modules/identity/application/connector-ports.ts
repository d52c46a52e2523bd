import type { Connection, OAuthClient } from '../domain/connection';

export interface OAuthClientRepository {
  create(client: { id: string; name: string; redirectUris: string[]; registeredFrom: string }): Promise<OAuthClient>;
  find(id: string): Promise<OAuthClient | undefined>;
  /** Removes self-registered clients created before `before` that no connection has ever used. */
  pruneUnused(before: Date): Promise<number>;
}

export interface SigningKeyRecord {
  kid: string;
  privateJwk: Record<string, unknown>;
  publicJwk: Record<string, unknown>;
  createdAt: Date;
}

export interface SigningKeyRepository {
  /** Newest first. */
  list(): Promise<SigningKeyRecord[]>;
  add(key: SigningKeyRecord): Promise<void>;
  removeOlderThan(before: Date): Promise<void>;
}

export interface WebSession {
  personId: number;
  /** The person's email, read with the session (what activity names a person by); not stored with it. */
  personEmail: string;
  csrfToken: string;
  expiresAt: Date;
}

export interface WebSessionRepository {
  create(idDigest: string, session: WebSession): Promise<void>;
  find(idDigest: string, now: Date): Promise<WebSession | undefined>;
  delete(idDigest: string): Promise<void>;
}

/** A store a person may act for: one of their companies' stores. */
export interface PersonStore {
  id: number;
  name: string;
}

export interface CodeRecord {
  connection: Connection;
  redirectUri: string;
  codeChallenge: string;
  expiresAt: Date;
  consumedAt: Date | null;
  revokedAt: Date | null;
}

export interface TokenPairRecord {
  id: number;
  connection: Connection;
  /** The name its client registered with, read with the pair: what activity names the connection's writes by. */
  clientName: string;
  family: string;
  accessJti: string;
  accessExpiresAt: Date;
  refreshExpiresAt: Date;
  rotatedAt: Date | null;
  revokedAt: Date | null;
}

export interface NewTokenPair {
  connectionId: number;
  family: string;
  codeDigest: string | null;
  accessJti: string;
  accessExpiresAt: Date;
  refreshDigest: string;
  refreshExpiresAt: Date;
}

export interface ConnectionRepository {
  storesOf(personId: number): Promise<PersonStore[]>;
  /** True while the person belongs to the company that owns the store. */
  personBelongsToStore(personId: number, storeId: number): Promise<boolean>;
  create(connection: { clientId: string; personId: number; storeId: number; scopes: string[]; resource: string }): Promise<Connection>;
  listByStore(storeId: number): Promise<(Connection & { clientName: string; personEmail: string })[]>;
  /** Revokes the connection with every token pair and unexchanged code under it. */
  revoke(connectionId: number, at: Date): Promise<void>;
  touch(connectionId: number, at: Date): Promise<void>;
  addCode(codeDigest: string, code: { connectionId: number; redirectUri: string; codeChallenge: string; expiresAt: Date }): Promise<void>;
  /** Locks the code's row until the transaction ends. */
  findCodeForUpdate(codeDigest: string): Promise<CodeRecord | undefined>;
  markCode(codeDigest: string, change: { consumedAt?: Date; revokedAt?: Date }): Promise<void>;
  addTokenPair(pair: NewTokenPair): Promise<void>;
  findPairByRefreshForUpdate(refreshDigest: string): Promise<TokenPairRecord | undefined>;
  findPairByAccess(accessJti: string): Promise<TokenPairRecord | undefined>;
  markPairRotated(id: number, at: Date): Promise<void>;
  revokePair(id: number, at: Date): Promise<void>;
  revokeFamily(family: string, at: Date): Promise<void>;
  revokePairsFromCode(codeDigest: string, at: Date): Promise<void>;
}

export interface AccessTokenClaims {
  jti: string;
  issuer: string;
  audience: string;
  subject: string;
  clientId: string;
  storeId: number;
  scopes: string[];
  expiresAt: Date;
}

/** Signs access tokens with keys the service keeps and rotates, and verifies them. */
export interface AccessTokens {
  sign(claims: AccessTokenClaims): Promise<string>;
  /** The token's jti and audience when this service signed it with a key it still holds and it has not expired. */
  verify(token: string, issuer: string): Promise<{ jti: string; audience: string } | undefined>;
}
