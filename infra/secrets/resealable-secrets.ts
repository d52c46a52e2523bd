/**
 * Stored secrets of one kind that can be sealed again with the current key, contributed by whoever owns
 * their table (each module binds its own to `RESEALABLE_SECRETS`), so that `signwright secrets reseal`
 * reaches every sealed column without reading another module's tables.
 */
export interface ResealableSecrets {
  /** snake_case, as the command prints it: `webhook_subscriptions`. */
  readonly kind: string;
  /**
   * Seals again every value that is in clear or sealed with another key; answers how many rows it
   * rewrote. A row written meanwhile keeps what was written: it is never set back to the older secret.
   */
  reseal(): Promise<number>;
  /** How many rows still hold a value in clear or sealed with another key. */
  countStale(): Promise<number>;
}

/** Every module's `ResealableSecrets` (Inversify multi-injection). */
export const RESEALABLE_SECRETS = Symbol.for('signwright.ResealableSecrets');
