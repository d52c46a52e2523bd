import { JsonText } from '../../../shared-kernel/http/json-text';
import type { BasePricing, PricedModel, StoredPricing, StoredSize } from '../domain/pricing-document';
import { CustomiserPricing, LIST_ROWS_NAME_SIZES, type PricingOwner, type PricingView } from './customiser-pricing';
import { inMemberOrder, memberOrderOf, type MemberOrder } from './member-order';
import { PRICING_DOCUMENT_SCHEMAS } from './pricing-document-shape';

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

/**
 * The pricing as GET answers it, as JSON text: the read-only descriptors, then the document, its large
 * members spliced in as the text they are kept as. A pricing version keeps exactly this.
 */
export function shownText(shown: ShownPricing): JsonText {
  const { customiser, currency, document } = shown;
  return JsonText.object([
    ['object', 'customiser_pricing'],
    ['customiser_id', customiser.id],
    ['pricing_model', customiser.pricingModel],
    ['pricing_model_display_name', customiser.pricingModelDisplayName],
    ['currency', currency],
    ...Object.entries(document),
  ]);
}

const DESCRIPTORS: [string, MemberOrder][] = ['object', 'customiser_id', 'pricing_model', 'pricing_model_display_name', 'currency'].map((name) => [name, undefined]);
const orderOfShown = (model: PricedModel): MemberOrder => {
  const documentOrder = memberOrderOf(PRICING_DOCUMENT_SCHEMAS[model]);
  return { members: [...DESCRIPTORS, ...(documentOrder && 'members' in documentOrder ? documentOrder.members : [])] };
};
const SHOWN_ORDERS: Record<PricedModel, MemberOrder> = {
  simple_letter: orderOfShown('simple_letter'),
  advanced_letter: orderOfShown('advanced_letter'),
  frame_fit: orderOfShown('frame_fit'),
};

/**
 * A kept document (a pricing version's, stored as jsonb, which orders keys its own way) with its members
 * back in the order GET shows them. Trusted: it was written by a save. A model it does not know is left as it is.
 */
export function shownInMemberOrder(document: Record<string, unknown>): Record<string, unknown> {
  const order = SHOWN_ORDERS[document.pricing_model as PricedModel];
  return order ? inMemberOrder(document, order) : document;
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
  private shownPricing?: ShownPricing;

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

  /** Built once: the write's version and its answer show the same. */
  shown(): ShownPricing {
    this.shownPricing ??= this.text ?? shownParsed(this.value());
    return this.shownPricing;
  }

  private value(): CustomiserPricing {
    this.pricing ??= this.build();
    return this.pricing;
  }
}
