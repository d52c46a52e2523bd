import type { RequestCredential } from './request-context';

/**
 * Who made a change, as pricing versions and activity name them: a key, a person in the merchant admin, an
 * assistant's connection, the operator's command line, or the service itself (workers, housekeeping).
 * Never a secret: a key is named by its id and name, a connection by its client's name.
 */
export const ACTOR_TYPES = ['api_key', 'person', 'connector', 'cli', 'system'] as const;

export interface Actor {
  type: (typeof ACTOR_TYPES)[number];
  id: string | null;
  name: string | null;
}

export function actorOf(credential: RequestCredential | undefined): Actor {
  const name = credential?.actorName ?? null;
  switch (credential?.kind) {
    case 'api_key':
      return { type: 'api_key', id: credential.id, name };
    case 'merchant_session':
      return { type: 'person', id: credential.id, name };
    case 'connector_token':
      return { type: 'connector', id: credential.id, name };
    case 'system':
      return credential.viaCommandLine ? { type: 'cli', id: null, name: credential.actorName ?? null } : { type: 'system', id: null, name: null };
    default:
      return { type: 'system', id: null, name: null };
  }
}
