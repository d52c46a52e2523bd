import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../../../shared-kernel/clock';
import { CatalogueTokens } from '../catalogue.tokens';
import type { OptionRowRepository } from './ports';

/**
 * The advisory language sync that follows every option write: each language of the customiser is told
 * how many named options still lack a translation (`missing_translations`, `synced_at`). It never
 * changes what shoppers see, so losing one run costs nothing but freshness.
 */
@injectable()
export class LanguageSyncService {
  constructor(
    @inject(CatalogueTokens.OptionRowRepository) private readonly rows: OptionRowRepository,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async sync(storeId: number, customiserId: number): Promise<number> {
    const all = await this.rows.listByCustomiser(storeId, customiserId);
    const languages = all.filter((row) => row.family === 'languages');
    const named = all.filter((row) => row.family !== 'languages' && typeof row.attributes.name === 'string').map((row) => `${row.family}:${row.id}`);
    for (const language of languages) {
      const translations = (language.attributes.translations as Record<string, unknown> | undefined) ?? {};
      const missing = named.filter((key) => translations[key] === undefined).length;
      await this.rows.save({
        ...language,
        attributes: { ...language.attributes, missing_translations: missing, synced_at: this.clock.now().toISOString() },
      });
    }
    return languages.length;
  }
}
