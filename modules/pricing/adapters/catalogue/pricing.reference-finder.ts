import { inject, injectable } from 'inversify';
import type { Referencer, ReferenceFinder, ReferenceTargets } from '../../../catalogue';
import { PricingTokens } from '../../pricing.tokens';
import { FAMILIES_PRICING_REFERENCES, rowsNamingSizes } from '../../domain/size-references';
import type { PricingDocumentRepository } from '../../application/ports';

/** The context name pricing's finder answers under; pricing's own writes leave it out (they replace these rows). */
export const PRICING_CONTEXT = 'pricing';

/**
 * Pricing's answer to the catalogue's "who references these rows?": the base-pricing and price-list rows
 * of the customiser's document that price any of the sizes. Registered under the catalogue's
 * ReferenceFinder token, so a size priced by a document cannot be deleted (409 naming the rows).
 */
@injectable()
export class PricingReferenceFinder implements ReferenceFinder {
  readonly context = PRICING_CONTEXT;

  constructor(@inject(PricingTokens.PricingDocumentRepository) private readonly documents: PricingDocumentRepository) {}

  async find(targets: ReferenceTargets): Promise<Referencer[]> {
    if (!(FAMILIES_PRICING_REFERENCES as readonly string[]).includes(targets.family) || targets.ids.length === 0) return [];
    // Locked for the rest of the delete: a pricing write that starts pricing one of these sizes waits for
    // the delete (and then finds the size gone), or the delete waits for the write and sees its rows.
    const stored = await this.documents.find(targets.customiserId, { forUpdate: true });
    return stored ? rowsNamingSizes(targets.customiserId, stored, targets.ids) : [];
  }
}
