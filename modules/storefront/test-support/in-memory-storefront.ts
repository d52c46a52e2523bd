import { InMemoryStorefrontConfigurationCache } from '../../../shared-kernel/test-support/in-memory-storefront-configuration-cache';
import { SettableClock } from '../../../shared-kernel/test-support/settable-clock';
import { PriceDesignService } from '../application/price-design.service';
import { ReadStorefrontService } from '../application/read-storefront.service';
import { FONT_URL, aCustomiserCatalogue, aSimpleLetterPricing } from './a-customiser-catalogue';
import { FakeTextOutlines } from './fake-text-outlines';
import { InMemoryCustomiserSource } from './in-memory-customiser-source';
import { InMemoryFontFiles } from './in-memory-font-files';
import { InMemoryPricingSource } from './in-memory-pricing-source';

/**
 * The storefront's sources in memory with the services that read and price a customiser: customiser 3
 * of store 5 (simple letters, a font with a file) is there unless a test adds others.
 */
export function inMemoryStorefront(options: { missingCharacters?: Record<string, string[]> } = {}) {
  const clock = new SettableClock();
  const cache = new InMemoryStorefrontConfigurationCache();
  const customisers = new InMemoryCustomiserSource().add(aCustomiserCatalogue());
  const pricing = new InMemoryPricingSource().add(3, aSimpleLetterPricing());
  const fonts = new InMemoryFontFiles().add(FONT_URL);
  const outlines = new FakeTextOutlines(options.missingCharacters);
  const storefront = new ReadStorefrontService(cache, customisers, pricing);
  const pricer = new PriceDesignService(storefront, outlines, fonts);
  return { clock, cache, customisers, pricing, fonts, outlines, storefront, pricer };
}
