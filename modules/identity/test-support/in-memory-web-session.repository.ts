import type { WebSession, WebSessionRepository } from '../application/connector-ports';

/** Web sessions in memory, by the digest of their id; an expired session is no longer found. */
export class InMemoryWebSessionRepository implements WebSessionRepository {
  readonly sessions = new Map<string, WebSession>();

  async create(idDigest: string, session: WebSession): Promise<void> {
    if (this.sessions.has(idDigest)) throw new Error('duplicate session id');
    this.sessions.set(idDigest, { ...session });
  }

  async find(idDigest: string, now: Date): Promise<WebSession | undefined> {
    const session = this.sessions.get(idDigest);
    return session && session.expiresAt > now ? { ...session } : undefined;
  }

  async delete(idDigest: string): Promise<void> {
    this.sessions.delete(idDigest);
  }
}
