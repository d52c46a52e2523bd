import { inject, injectable } from 'inversify';
import { currentStoreId } from '../../../shared-kernel/request-context';
import { CatalogueTokens } from '../catalogue.tokens';
import { READ_ONLY_ATTRIBUTES } from '../domain/family-attributes';
import type { FamilySegment } from '../domain/option-families';
import type { OptionRow } from '../domain/option-row';
import type { FamilyRules } from './family-rules';
import type { OptionWriteEffects } from './option-write-effects';
import type { CustomiserRepository, OptionRowRepository } from './ports';
import { requireCustomiser } from './require-customiser';

/** Creates a row from validated writable attributes; a dry run applies every rule and writes nothing. */
@injectable()
export class CreateOptionRowService {
  constructor(
    @inject(CatalogueTokens.CustomiserRepository) private readonly customisers: CustomiserRepository,
    @inject(CatalogueTokens.OptionRowRepository) private readonly rows: OptionRowRepository,
    @inject(CatalogueTokens.FamilyRules) private readonly rules: FamilyRules,
    @inject(CatalogueTokens.OptionWriteEffects) private readonly effects: OptionWriteEffects,
  ) {}

  async create(family: FamilySegment, customiserId: number, attributes: Record<string, unknown>, options: { dryRun?: boolean } = {}): Promise<OptionRow | undefined> {
    const customiser = await requireCustomiser(this.customisers, customiserId, { forUpdate: !options.dryRun });
    const locator = { storeId: currentStoreId(), customiserId: customiser.id, family };
    const next = await this.rules.prepare({ locator, next: { ...structuredClone(READ_ONLY_ATTRIBUTES[family] ?? {}), ...attributes } });
    if (options.dryRun) return undefined;
    const row = await this.rows.create(locator, next);
    await this.effects.written({ storeId: locator.storeId, customiserId: customiser.id, subject: family, subjectId: row.id, action: 'created' });
    return row;
  }
}
