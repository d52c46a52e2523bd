import { JsonText } from '../../../shared-kernel/http/json-text';
import type { BasePricing, StoredPricing, StoredSize } from '../domain/pricing-document';
import { CustomiserPricing, LIST_ROWS_NAME_SIZES, type PricingOwner, type PricingView } from './customiser-pricing';

/** A stored document, and whether its text was written in declared member order (not carried over from jsonb). */
export type FoundPricing = StoredPricing & { inMemberOrder: boolean };

/**
 * A stored document with its large members as the JSON text they were written as (by a save of the
 * aggregate, so in declared member order, and trusted: they were checked when written).
 */
export interface StoredPricingText {
  base_pricing: StoredPricing['base_pricing'];
  price_lists: JsonText;
  /** `null` as text where the document has no sheet pricing. */
  sheet_pricing: JsonText;
}

/**
 * A customiser's pricing as GET shows it, the price lists and sheet pricing left as JSON text: the
 * large part of a document is answered as it was stored, neither parsed nor serialised again. Only the
 * rows that name sizes are shown with the sizes' current client keys, and those are built as values.
 */
export interface ShownPricing {
  customiser: PricingOwner;
  currency: string | null;
  document: { sizes: StoredSize[]; base_pricing: BasePricing; price_lists: JsonText; sheet_pricing: JsonText };
}

/**
 * The pricing shown from its stored text, or undefined where the price lists cannot be shown as stored
 * (their rows name sizes, whose keys may have changed since): the caller then shows the parsed document.
 */
export function shownAsStored(customiser: PricingOwner, currency: string | null, sizes: readonly StoredSize[], stored: StoredPricingText): ShownPricing | undefined {
  if (LIST_ROWS_NAME_SIZES[customiser.pricingModel]) return undefined;
  // The aggregate shows the small members (sizes, base pricing rows with their size keys) as ever.
  const { document } = CustomiserPricing.stored(customiser, currency, sizes, { base_pricing: stored.base_pricing, price_lists: [], sheet_pricing: null }).view();
  return {
    customiser,
    currency,
    document: { sizes: document.sizes as StoredSize[], base_pricing: document.base_pricing, price_lists: stored.price_lists, sheet_pricing: stored.sheet_pricing },
  };
}

/** Pricing already parsed, shown the same way. */
export function shownParsed(pricing: CustomiserPricing): ShownPricing {
  const { customiser, currency, document } = pricing.view();
  return {
    customiser,
    currency,
    document: {
      sizes: document.sizes as StoredSize[],
      base_pricing: document.base_pricing,
      price_lists: new JsonText(JSON.stringify(document.price_lists)),
      sheet_pricing: new JsonText(JSON.stringify(document.sheet_pricing)),
    },
  };
}

/**
 * Pricing as a write left it: shown as GET shows it (from the text just written, where it can be), or
 * as a value for those who read it as one (the previous generation's answer); the value is built only
 * when asked for.
 */
export class WrittenPricing {
  private pricing?: CustomiserPricing;

  constructor(
    private readonly build: () => CustomiserPricing,
    private readonly text?: ShownPricing,
  ) {}

  static of(pricing: CustomiserPricing): WrittenPricing {
    return new WrittenPricing(() => pricing);
  }

  view(): PricingView {
    return this.value().view();
  }

  shown(): ShownPricing {
    return this.text ?? shownParsed(this.value());
  }

  private value(): CustomiserPricing {
    this.pricing ??= this.build();
    return this.pricing;
  }
}
