import type { RequestCredential } from '../../shared-kernel/request-context';

/** The identity module's answer to "who is calling with this bearer secret?"; throws 401 problems. */
export interface ApiKeyAuthenticator {
  authenticate(secret: string): Promise<RequestCredential>;
}

export const API_KEY_AUTHENTICATOR = Symbol.for('signwright.ApiKeyAuthenticator');

/** A shopper's browser, known by the store's publishable key, and the page origins that store allows. */
export interface StorefrontCaller {
  credential: RequestCredential;
  allowedOrigins: readonly string[];
}

/** The identity module's answer to "which store's storefront is this key?"; throws 401 problems. */
export interface StorefrontKeyAuthenticator {
  authenticateStorefront(key: string): Promise<StorefrontCaller>;
}

export const STOREFRONT_KEY_AUTHENTICATOR = Symbol.for('signwright.StorefrontKeyAuthenticator');
