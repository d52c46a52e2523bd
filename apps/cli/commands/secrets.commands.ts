import { RESEALABLE_SECRETS, type ResealableSecrets } from '../../../infra/secrets/resealable-secrets';
import type { CliCommand } from '../cli-command';

/**
 * Seals every stored secret again with SECRETS_KEY, kind by kind: what a rotation ends with before the
 * old key leaves SECRETS_KEY_PREVIOUS, and what an upgrade runs once for values kept in clear from before.
 * Whatever is still stale afterwards (written meanwhile by an instance not yet restarted with the new key)
 * is counted, so that the operator knows whether the old key can go.
 */
async function resealAll(sources: ResealableSecrets[]) {
  const resealed: Record<string, number> = {};
  for (const source of sources) {
    resealed[source.kind] = await source.reseal().catch((error: unknown) => {
      throw new Error(`${source.kind}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    });
  }
  let remaining = 0;
  for (const source of sources) remaining += await source.countStale();
  return { resealed, remaining_under_other_keys: remaining };
}

export const secretsCommands: CliCommand[] = [
  {
    words: ['secrets', 'reseal'],
    usage: 'secrets reseal',
    options: {},
    run: (_input, service) => resealAll(service.container.getAll<ResealableSecrets>(RESEALABLE_SECRETS)),
  },
];
