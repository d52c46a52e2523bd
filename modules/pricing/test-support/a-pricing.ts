import { CursorCodec } from '../../../shared-kernel/http/pagination';
import { actingForStore } from '../../../shared-kernel/request-context';
import { PricingHistoryService } from '../application/pricing-history.service';
import { GetPricingService } from '../application/get-pricing.service';
import { PricingStore } from '../application/pricing-store';
import { ReplacePricingService } from '../application/replace-pricing.service';
import { UpdatePricingService } from '../use-cases/update-customiser-pricing/update-pricing.service';
import { ValidatePricingService } from '../use-cases/validate-customiser-pricing/validate-pricing.service';
import type { PricingDocument, PricingSize } from '../domain/pricing-document';
import { InMemoryCatalogueSizes } from './in-memory-catalogue-sizes';
import { InMemoryPricingDocumentRepository } from './in-memory-pricing-document.repository';
import { InMemoryPricingVersions } from './in-memory-pricing-versions';
import { InMemoryStoreCurrency } from './in-memory-store-currency';

export const STORE = 1;
export const OTHER_STORE = 2;

/** Pricing's ports in memory, with the services built over them; work runs as a store with `as`. */
export function aPricing() {
  const catalogue = new InMemoryCatalogueSizes();
  const versions = new InMemoryPricingVersions();
  const documents = new InMemoryPricingDocumentRepository(versions);
  const currencies = new InMemoryStoreCurrency().set(STORE, 'EUR').set(OTHER_STORE, 'GBP');
  const store = new PricingStore(catalogue, documents, currencies, versions);
  return {
    catalogue, documents, currencies, versions, store,
    pricing: new GetPricingService(store),
    replacement: new ReplacePricingService(store),
    update: new UpdatePricingService(store),
    history: new PricingHistoryService(store, versions, new CursorCodec('unit-test-cursor-secret')),
    validation: new ValidatePricingService(store),
    as: <T>(storeId: number, work: () => Promise<T>): Promise<T> => actingForStore(storeId, work),
  };
}

/** A size of the document: new (no id, no key) unless told otherwise. */
export function aSize(overrides: Partial<PricingSize> = {}): PricingSize {
  return {
    size_id: null, client_key: null, name: 'Small', description: null, sort_order: 0, char_limit: 12, line_limit: 2, min_char: 1,
    width_cm: null, height_cm: 10, line_height_cm: null, width_multiplier: null, length_cm: null, sizing_strategy: null, height_measurement_mode: null,
    ...overrides,
  };
}

/** A simple_letter document pricing each of its sizes by base price only. */
export function aSimpleLetterDocument(sizes: PricingSize[], overrides: Partial<PricingDocument> = {}): PricingDocument {
  return {
    sizes,
    base_pricing: {
      mode: 'single_base_price_by_size',
      rows: sizes.map((size, index) => ({ size_id: size.size_id, size_key: size.size_id === null ? size.client_key : null, base_price: { line_1: 1000 * (index + 1) } })),
    },
    price_lists: [],
    sheet_pricing: null,
    ...overrides,
  };
}
