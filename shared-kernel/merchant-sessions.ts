/**
 * Who is using the merchant admin: a person logged in with a password, the token their forms carry, and
 * the stores of their companies. Identity owns sessions; every module's admin pages read them through
 * this port, so that one login and one store switcher serve them all.
 */
export interface MerchantSession {
  personId: number;
  /** What the admin's writes name the person by in the store's activity. */
  email: string;
  csrfToken: string;
  stores: readonly MerchantStore[];
}

export interface MerchantStore {
  id: number;
  name: string;
}

/** Live data, or the store's test data (the data test keys act on). */
export type DataMode = 'live' | 'test';

export interface MerchantSessions {
  /** The live session a browser's session cookie names, or undefined. */
  find(sessionId: string | undefined): Promise<MerchantSession | undefined>;
  /** The store whose rows a write of this mode acts on: the store itself, or the store's test data (made on first use). */
  dataStoreOf(storeId: number, mode: DataMode): Promise<number>;
  /** The store whose rows a page of this mode shows, writing nothing: undefined while the store has no test data yet. */
  existingDataStoreOf(storeId: number, mode: DataMode): Promise<number | undefined>;
}

export const MERCHANT_SESSIONS = Symbol.for('shared.MerchantSessions');

/** The cookie naming a merchant's session: HttpOnly, SameSite=Lax, set by the login forms. */
export const MERCHANT_SESSION_COOKIE = 'sw_session';
