import type { RequestCredential } from '../../shared-kernel/request-context';

/** The identity module's answer to "who is calling with this bearer secret?"; throws 401 problems. */
export interface ApiKeyAuthenticator {
  authenticate(secret: string): Promise<RequestCredential>;
}

export const API_KEY_AUTHENTICATOR = Symbol.for('signwright.ApiKeyAuthenticator');
