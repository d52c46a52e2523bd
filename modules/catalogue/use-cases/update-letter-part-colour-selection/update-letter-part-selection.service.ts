import { inject, injectable } from 'inversify';
import type { JsonObject } from '../../../../shared-kernel/merge-patch';
import { Problems } from '../../../../shared-kernel/problems/problems';
import { currentStoreId } from '../../../../shared-kernel/request-context';
import { CatalogueTokens } from '../../catalogue.tokens';
import type { LetterPartSelection } from '../../domain/letter-part-selection';
import { reconfiguredLetterPart } from '../../model/letter-part-configuration';
import { assertColoursMayLeave, assertCustomiserColours } from '../../application/letter-part-buckets';
import { OptionWriteEffects } from '../../application/option-write-effects';
import type { CustomiserRepository, LetterPartSelectionRepository, OptionRowRepository } from '../../application/ports';
import { requireCustomiser } from '../../application/require-customiser';
import { requireLetterType } from '../../application/require-letter-type';

/**
 * Reconfigures a part's selection with an RFC 7396 merge patch of its configuration and its bucket
 * (`colour_ids`, replaced whole): the create's field rules, colours of this customiser only, and no colour
 * leaves the bucket while saved presets of the letter type use it. How a client brings a selection back to
 * its defaults and empties it before a delete. A patch that changes nothing writes nothing.
 */
@injectable()
export class UpdateLetterPartSelectionService {
  constructor(
    @inject(CatalogueTokens.CustomiserRepository) private readonly customisers: CustomiserRepository,
    @inject(CatalogueTokens.OptionRowRepository) private readonly rows: OptionRowRepository,
    @inject(CatalogueTokens.LetterPartSelectionRepository) private readonly selections: LetterPartSelectionRepository,
    @inject(OptionWriteEffects) private readonly effects: OptionWriteEffects,
  ) {}

  async update(customiserId: number, letterTypeId: number, part: string, patch: JsonObject): Promise<LetterPartSelection> {
    const storeId = currentStoreId();
    const customiser = await requireCustomiser(this.customisers, customiserId);
    const scope = { storeId, customiserId: customiser.id };
    const letterType = await requireLetterType(this.rows, customiser.id, letterTypeId, { forUpdate: true });
    const selection = await this.selections.find(storeId, customiser.id, letterType.id, part, { forUpdate: true });
    if (!selection) throw Problems.resourceNotFound('letter-part colour selection');
    const next = reconfiguredLetterPart({ category: letterType.category, part }, selection, patch);
    if (next.changesNothing) return selection;
    const added = next.colourIds.filter((id) => !selection.colourIds.includes(id));
    const removed = selection.colourIds.filter((id) => !next.colourIds.includes(id));
    // Pointers index the bucket as sent; colours already in it were checked when they were put there.
    if (added.length > 0) await assertCustomiserColours(this.rows, scope, next.colourIds);
    await assertColoursMayLeave(this.rows, scope, letterType.id, removed);
    const saved = await this.selections.update(selection, { configuration: next.configuration, colourIds: next.colourIds });
    await this.effects.written({ storeId, customiserId: customiser.id, subject: 'letter-parts', subjectId: `${letterType.id}:${part}`, action: 'updated' });
    return saved;
  }
}
