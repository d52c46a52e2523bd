import { inject, injectable } from 'inversify';
import { currentStoreId } from '../../../shared-kernel/request-context';
import { StorefrontTokens } from '../storefront.tokens';
import type { Design } from '../domain/design';
import { designCustomisations, designTitle } from '../domain/design-customisations';
import type { DesignPrice } from '../domain/design-price';
import { styledLines } from '../domain/styled-text';
import { letterHeightCm } from '../domain/letter-height';
import type { StorefrontSnapshot } from '../domain/storefront-configuration';
import { outlinedLines } from './font-file-source';
import type { DesignPreviews, DesignedProducts, FontFiles, KeptPreview, ProductIntegrations, StoredProduct, TextOutlines } from './ports';
import { PriceDesignService } from './price-design.service';

/**
 * A shopper finishes a design: the service prices it itself (a price the browser sends is never
 * trusted), records the product with the design and its customisations, and emits product:created to the
 * store's custom integration, all in the idempotent request's transaction.
 */
@injectable()
export class CompleteDesignService {
  constructor(
    @inject(PriceDesignService) private readonly pricing: PriceDesignService,
    @inject(StorefrontTokens.DesignedProducts) private readonly products: DesignedProducts,
    @inject(StorefrontTokens.ProductIntegrations) private readonly integrations: ProductIntegrations,
    @inject(StorefrontTokens.TextOutlines) private readonly outlines: TextOutlines,
    @inject(StorefrontTokens.FontFiles) private readonly fonts: FontFiles,
    @inject(StorefrontTokens.DesignPreviews) private readonly previews: DesignPreviews,
  ) {}

  async complete(customiserId: number, design: Design): Promise<{ product: StoredProduct; price: DesignPrice }> {
    const { snapshot, price } = await this.pricing.price(customiserId, design);
    const { configuration } = snapshot;
    const customisations = designCustomisations(configuration, design);
    const size = configuration.sizes.find((candidate) => candidate.id === design.size_id);
    const product = await this.products.record({
      customiserId,
      integrationId: await this.integrations.designIntegrationOf(currentStoreId()),
      title: designTitle(configuration, design),
      description: customisations.map((item) => `${item.label}: ${item.value}`).join('\n'),
      priceAmount: price.total,
      currency: price.currency,
      widthCm: price.dimensions.width_cm || null,
      heightCm: price.dimensions.height_cm || null,
      lengthCm: size?.length_cm ?? null,
      customisations,
      design: { ...design, price: { total: price.total, currency: price.currency, lines: price.lines } },
      preview: await this.preview(snapshot, design),
    });
    return { product, price };
  }

  /** The text drawn in its fonts and colours, where every font it is set in has a file: the product's artwork. */
  private async preview(snapshot: StorefrontSnapshot, design: Design): Promise<KeptPreview | null> {
    const { configuration } = snapshot;
    const size = configuration.sizes.find((candidate) => candidate.id === design.size_id)!;
    const lines = outlinedLines(this.fonts, configuration, styledLines(design));
    if (!lines) return null;
    const colourOf = (colourId: number | undefined) => configuration.colours.find((candidate) => candidate.id === colourId)?.hexcode ?? '#000000';
    const drawn = lines.map((runs) => runs.map((run) => ({ text: run.text, font: run.font, colour: colourOf(run.colourId) })));
    return this.previews.keep(await this.outlines.outlineSvg(drawn, letterHeightCm(size) || 10));
  }
}
