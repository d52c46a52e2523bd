import { inject, injectable } from 'inversify';
import { Problems } from '../../../shared-kernel/problems/problems';
import { StorefrontTokens } from '../storefront.tokens';
import type { Design } from '../domain/design';
import { styledLines } from '../domain/styled-text';
import type { DesignPrice, TextMeasurement } from '../domain/design-price';
import { designErrors } from '../domain/design-rules';
import { letterHeightCm } from '../domain/letter-height';
import { priceDesign } from '../domain/price-design';
import type { StorefrontSnapshot } from '../domain/storefront-configuration';
import { outlinedLines } from './font-file-source';
import type { FontFiles, TextOutlines } from './ports';
import { ReadStorefrontService } from './read-storefront.service';

/**
 * Prices a design the way the storefront shows it and design completion charges it: checked against the
 * customiser's current configuration, measured from the font's outlines where the model prices material
 * length or selects rows by measured size, then priced by the pure calculation.
 */
@injectable()
export class PriceDesignService {
  constructor(
    @inject(ReadStorefrontService) private readonly storefront: ReadStorefrontService,
    @inject(StorefrontTokens.TextOutlines) private readonly outlines: TextOutlines,
    @inject(StorefrontTokens.FontFiles) private readonly fonts: FontFiles,
  ) {}

  async price(customiserId: number, design: Design): Promise<{ snapshot: StorefrontSnapshot; price: DesignPrice }> {
    const snapshot = await this.storefront.snapshot(customiserId);
    const errors = designErrors(snapshot.configuration, design, snapshot.pricing);
    if (errors.length > 0) throw Problems.validationFailed(errors);
    const measurement = await this.measure(snapshot, design);
    return { snapshot, price: priceDesign({ snapshot, design, ...(measurement ? { measurement } : {}) }) };
  }

  private async measure(snapshot: StorefrontSnapshot, design: Design): Promise<TextMeasurement | undefined> {
    const { configuration } = snapshot;
    if (configuration.pricing_model !== 'advanced_letter') return undefined;
    const size = configuration.sizes.find((candidate) => candidate.id === design.size_id)!;
    // Without files there is nothing to measure: fixed-letter prices go by the size; material length was refused above.
    const lines = outlinedLines(this.fonts, configuration, styledLines(design));
    return lines && this.outlines.measure(lines, letterHeightCm(size));
  }
}
