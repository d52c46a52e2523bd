import { createHash, randomBytes } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../../../shared-kernel/clock';
import { IdentityTokens } from '../identity.tokens';
import { hashOfNobody, verifyPassword } from '../domain/password-hash';
import { normaliseEmail } from '../domain/person';
import type { PersonRepository } from './ports';
import type { WebSession, WebSessionRepository } from './connector-ports';

const SESSION_LIFETIME_MS = 12 * 3600_000;
const digest = (id: string) => createHash('sha256').update(id).digest('hex');

/** A person's login in the browser: the consent and admin pages. Only a digest of the cookie is stored. */
@injectable()
export class WebSessionsService {
  constructor(
    @inject(IdentityTokens.PersonRepository) private readonly people: PersonRepository,
    @inject(IdentityTokens.WebSessionRepository) private readonly sessions: WebSessionRepository,
    @inject(CLOCK) private readonly clock: Clock,
  ) {
    void hashOfNobody(); // made now, so that the first unknown email is not the one slow login
  }

  /** A new session id (the cookie's value) when the email and password match, undefined otherwise. */
  async logIn(email: string, password: string): Promise<string | undefined> {
    const person = await this.people.findByEmail(normaliseEmail(email));
    const matches = await verifyPassword(password, person?.passwordHash ?? (await hashOfNobody()));
    if (!person || !matches) return undefined;
    const id = randomBytes(32).toString('base64url');
    await this.sessions.create(digest(id), { personId: person.id, personEmail: person.email, csrfToken: randomBytes(24).toString('base64url'), expiresAt: new Date(this.clock.now().getTime() + SESSION_LIFETIME_MS) });
    return id;
  }

  find(id: string | undefined): Promise<WebSession | undefined> {
    return id ? this.sessions.find(digest(id), this.clock.now()) : Promise.resolve(undefined);
  }

  async logOut(id: string): Promise<void> {
    await this.sessions.delete(digest(id));
  }
}
