import { inject, injectable } from 'inversify';
import { currentStoreId } from '../../../shared-kernel/request-context';
import { CatalogueTokens } from '../catalogue.tokens';
import type { FamilySegment } from '../domain/option-families';
import type { OptionRow } from '../domain/option-row';
import { OptionRowDocument } from '../model/option-row-document';
import { OptionWriteEffects } from './option-write-effects';
import type { CustomiserRepository, OptionRowRepository } from './ports';
import { requireCustomiser } from './require-customiser';
import { RowWriteChecks } from './row-write-checks';

/**
 * Creates a row from a create body (the row's document checks it and fills in defaults); a dry run
 * applies every rule and writes nothing.
 */
@injectable()
export class CreateOptionRowService {
  constructor(
    @inject(CatalogueTokens.CustomiserRepository) private readonly customisers: CustomiserRepository,
    @inject(CatalogueTokens.OptionRowRepository) private readonly rows: OptionRowRepository,
    @inject(RowWriteChecks) private readonly checks: RowWriteChecks,
    @inject(OptionWriteEffects) private readonly effects: OptionWriteEffects,
  ) {}

  async create(family: FamilySegment, customiserId: number, body: unknown, options: { dryRun?: boolean } = {}): Promise<OptionRow | undefined> {
    const customiser = await requireCustomiser(this.customisers, customiserId, { forUpdate: !options.dryRun });
    const scope = { storeId: currentStoreId(), customiserId: customiser.id };
    const document = OptionRowDocument.create(family, body);
    await this.checks.assert(scope, document);
    if (options.dryRun) return undefined;
    const row = await this.rows.create({ ...scope, family }, document.attributes);
    await this.effects.written({ ...scope, subject: family, subjectId: row.id, action: 'created' });
    return row;
  }
}
