import { inject, injectable } from 'inversify';
import { applyMergePatch, sameJsonValue, type JsonObject } from '../../../shared-kernel/merge-patch';
import { Problems } from '../../../shared-kernel/problems/problems';
import { currentStoreId } from '../../../shared-kernel/request-context';
import { CatalogueTokens } from '../catalogue.tokens';
import { splitReadOnly } from '../domain/family-attributes';
import { OPTION_FAMILIES, type FamilySegment } from '../domain/option-families';
import type { OptionRow } from '../domain/option-row';
import type { FamilyRules } from './family-rules';
import type { OptionWriteEffects } from './option-write-effects';
import type { CustomiserRepository, OptionRowRepository } from './ports';
import { requireCustomiser } from './require-customiser';

/** Checks a merged document as a full replacement would be checked; supplied by the HTTP adapter. */
export type FullDocumentValidation = (merged: unknown) => Record<string, unknown>;

/**
 * Applies an RFC 7396 merge patch to a row's writable attributes and validates the result exactly as
 * a full replacement: read-only attributes are kept as they are.
 */
@injectable()
export class UpdateOptionRowService {
  constructor(
    @inject(CatalogueTokens.CustomiserRepository) private readonly customisers: CustomiserRepository,
    @inject(CatalogueTokens.OptionRowRepository) private readonly rows: OptionRowRepository,
    @inject(CatalogueTokens.FamilyRules) private readonly rules: FamilyRules,
    @inject(CatalogueTokens.OptionWriteEffects) private readonly effects: OptionWriteEffects,
  ) {}

  async update(family: FamilySegment, customiserId: number, rowId: number, patch: JsonObject, validate: FullDocumentValidation): Promise<OptionRow> {
    const customiser = await requireCustomiser(this.customisers, customiserId);
    const locator = { storeId: currentStoreId(), customiserId: customiser.id, family };
    const row = await this.rows.find(locator, rowId, { forUpdate: true });
    if (!row) throw Problems.resourceNotFound(OPTION_FAMILIES[family].noun);
    const { writable, readOnly } = splitReadOnly(family, row.attributes);
    const merged = validate(applyMergePatch(writable, patch, { nullMeans: 'clear' }));
    const next = await this.rules.prepare({ locator, rowId, previous: row.attributes, next: { ...readOnly, ...merged } });
    // A patch that changes nothing (`{}` above all) is a no-op: no write, no side effects.
    if (sameJsonValue(next, row.attributes)) return row;
    const saved = await this.rows.save({ ...row, attributes: next });
    await this.effects.written({ storeId: locator.storeId, customiserId: customiser.id, subject: family, subjectId: rowId, action: 'updated' });
    return saved;
  }
}

