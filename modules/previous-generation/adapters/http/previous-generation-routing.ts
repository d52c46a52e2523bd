import type { Config } from '../../../../infra/config/config';
import type { Scope } from '../../../../shared-kernel/scopes';
import { MIGRATION_GUIDE_PATH, PREVIOUS_GENERATION_DEPRECATION } from '../../domain/deprecation-schedule';

/**
 * What every previous-generation operation declares: legacy wildcard keys only (scopes are never
 * checked), plain JSON without the v3 envelope, and the deprecation its answers announce.
 */
export function previousGeneration(config: Pick<Config, 'docsUrl'>) {
  return {
    tag: 'Legacy',
    auth: 'legacy_api_key' as const,
    envelope: 'none' as const,
    scopes: [] as Scope[],
    deprecation: { ...PREVIOUS_GENERATION_DEPRECATION, migrationGuideUrl: `${config.docsUrl}${MIGRATION_GUIDE_PATH}` },
  };
}

/** Everything v3 can page through, read whole: the previous generation's listings were single answers. */
export async function readAll<T>(listPage: (cursor: string | undefined) => Promise<{ items: T[]; nextCursor: string | null }>): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | undefined;
  do {
    const listed = await listPage(cursor);
    items.push(...listed.items);
    cursor = listed.nextCursor ?? undefined;
  } while (cursor !== undefined);
  return items;
}
