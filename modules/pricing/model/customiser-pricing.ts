import { applyMergePatch, sameJsonValue, type JsonObject } from '../../../shared-kernel/merge-patch';
import type { ProblemFieldError } from '../../../shared-kernel/problems/problem';
import { Problems } from '../../../shared-kernel/problems/problems';
import type { PricedModel, PricingDocument, PricingSize, SizeReference, StoredPricing, StoredSize } from '../domain/pricing-document';
import { descriptorErrors, documentErrors, type PricingDescriptors } from '../domain/pricing-rules';
import { planSizes } from '../domain/size-plan';
import { inMemberOrder, memberOrderOf, type MemberOrder } from './member-order';
import { parsePricingDocument } from './parse-pricing-document';
import { PRICE_LIST_SCHEMAS, PRICING_DOCUMENT_SCHEMAS } from './pricing-document-shape';

/** The customiser a pricing document belongs to, as the catalogue describes it. */
export interface PricingOwner {
  id: number;
  storeId: number;
  pricingModel: PricedModel;
  pricingModelDisplayName: string;
}

/** A customiser's pricing as read: what GET shows and every other context reads. */
export interface PricingView {
  customiser: PricingOwner;
  currency: string | null;
  document: PricingDocument;
}

/** What a change does to the catalogue's sizes: sizes that change nothing are not listed. */
export interface SizeChanges {
  remove: number[];
  update: StoredSize[];
  create: PricingSize[];
}

declare const sizesReadBrand: unique symbol;
/**
 * The catalogue's own record of the sizes it listed for a load, opaque to pricing: handed back with the
 * write of a change, so that the catalogue writes against the rows it read instead of reading them again.
 */
export type SizesRead = { readonly [sizesReadBrand]: true };

/** The sizes of a customiser as the catalogue answered them, with its record of that read. */
export interface ListedSizes {
  sizes: StoredSize[];
  read: SizesRead;
}

/** What is written for a change: the sizes as they will be, and pricing's own part. */
export interface SavedPricing {
  sizes: StoredSize[];
  pricing: StoredPricing;
}

const MEMBER_ORDERS: Record<PricedModel, MemberOrder> = {
  simple_letter: memberOrderOf(PRICING_DOCUMENT_SCHEMAS.simple_letter),
  advanced_letter: memberOrderOf(PRICING_DOCUMENT_SCHEMAS.advanced_letter),
  frame_fit: memberOrderOf(PRICING_DOCUMENT_SCHEMAS.frame_fit),
};

/** Models whose price list rows name a size: each such row is shown with the size's current client key. */
export const LIST_ROWS_NAME_SIZES: Record<PricedModel, boolean> = {
  simple_letter: 'size_id' in PRICE_LIST_SCHEMAS.simple_letter.shape.rows.element.shape,
  advanced_letter: 'size_id' in PRICE_LIST_SCHEMAS.advanced_letter.shape.rows.element.shape,
  frame_fit: 'size_id' in PRICE_LIST_SCHEMAS.frame_fit.shape.rows.element.shape,
};

/** The document's member order with the price lists taken as they come: for lists already in that order. */
const orderTakingListsAsTheyAre = (order: MemberOrder): MemberOrder =>
  order && 'members' in order ? { members: order.members.map(([name, member]) => [name, name === 'price_lists' ? undefined : member]) } : order;

const ORDERS_OF_LISTS_IN_ORDER: Record<PricedModel, MemberOrder> = {
  simple_letter: orderTakingListsAsTheyAre(MEMBER_ORDERS.simple_letter),
  advanced_letter: orderTakingListsAsTheyAre(MEMBER_ORDERS.advanced_letter),
  frame_fit: orderTakingListsAsTheyAre(MEMBER_ORDERS.frame_fit),
};

const bySortOrder = (a: StoredSize, b: StoredSize) => a.sort_order - b.sort_order || a.size_id - b.size_id;

/**
 * The pricing document of one customiser as an aggregate. A stored document is trusted (it was checked
 * when written) and only put back in declared member order; a change (a merge patch, a replacement)
 * is parsed against the model's schema and checked against the document rules as a whole, and remembers
 * the pricing it started from, so that what to write (sizes removed, changed, created; new list ids) is
 * told by the aggregate, and nothing is read again to tell it.
 */
export class CustomiserPricing {
  private constructor(
    readonly customiser: PricingOwner,
    readonly currency: string | null,
    readonly document: PricingDocument,
    /** The pricing a change started from; absent for pricing as stored. */
    private readonly before?: CustomiserPricing,
    /** The document rules a change breaks, told after the sizes it removes have been found removable. */
    private readonly ruleBreaches: readonly ProblemFieldError[] = [],
    /** Pricing as loaded: the catalogue's record of the sizes it listed for it. */
    private readonly sizesReadOnLoad?: SizesRead,
  ) {}

  /**
   * Pricing as stored: rows name their size by id, and by the size's current client_key. Where the price
   * lists are known to be in member order already (written so, and their rows name no size, so nothing
   * is added to them), they are taken as they are: they are the bulk of a large document.
   */
  static stored(
    customiser: PricingOwner,
    currency: string | null,
    sizes: readonly StoredSize[],
    stored: StoredPricing,
    options: { listsInMemberOrder?: boolean; sizesRead?: SizesRead } = {},
  ): CustomiserPricing {
    const keyOf = new Map(sizes.map((size) => [size.size_id, size.client_key]));
    const named = <T extends { size_id: number | null }>(row: T) => ({ ...row, size_key: row.size_id === null ? null : (keyOf.get(row.size_id) ?? null) });
    const document: PricingDocument = {
      sizes: [...sizes].sort(bySortOrder),
      base_pricing: { mode: stored.base_pricing.mode, rows: stored.base_pricing.rows.map(named) },
      // A list whose rows name no size is the stored value itself, so that a write can tell it unchanged by identity.
      price_lists: LIST_ROWS_NAME_SIZES[customiser.pricingModel] ? stored.price_lists.map((list) => ({ ...list, rows: list.rows.map((row) => ('size_id' in row ? named(row) : row)) })) : stored.price_lists,
      sheet_pricing: stored.sheet_pricing,
    };
    const model = customiser.pricingModel;
    const listsAsTheyAre = options.listsInMemberOrder === true && !LIST_ROWS_NAME_SIZES[model];
    return new CustomiserPricing(customiser, currency, inMemberOrder(document, (listsAsTheyAre ? ORDERS_OF_LISTS_IN_ORDER : MEMBER_ORDERS)[model]), undefined, [], options.sizesRead);
  }

  view(): PricingView {
    return { customiser: this.customiser, currency: this.currency, document: this.document };
  }

  /** The read-only members GET shows beside the document. */
  descriptors(): PricingDescriptors {
    return {
      object: 'customiser_pricing',
      customiser_id: this.customiser.id,
      pricing_model: this.customiser.pricingModel,
      pricing_model_display_name: this.customiser.pricingModelDisplayName,
      currency: this.currency,
    };
  }

  /** RFC 7396 (null clears), then the merged document is checked as a replacement is. */
  applyPatch(patch: JsonObject): CustomiserPricing {
    return this.changedTo(applyMergePatch(this.document, patch, { nullMeans: 'clear' }));
  }

  /** A whole document (PUT, validate): the descriptors GET shows may come back, unchanged. */
  replaceWith(body: Readonly<Record<string, unknown>>): CustomiserPricing {
    const changed = descriptorErrors(body, this.descriptors());
    if (changed.length > 0) throw Problems.validationFailed(changed);
    return this.changedTo(body);
  }

  /**
   * Refuses a change that breaks the document rules (422). Asked after the removed sizes are checked,
   * so that omitting a size other records reference is told as that (409), even where the document's
   * own price rows still name the size too.
   */
  assertRulesKept(): void {
    if (this.ruleBreaches.length > 0) throw Problems.validationFailed([...this.ruleBreaches]);
  }

  /** A change that leaves the document as it was: it writes nothing and reprices nothing. */
  changesNothing(): boolean {
    return this.before !== undefined && sameJsonValue(this.document, this.before.document);
  }

  /** Sizes the change drops: each is refused if anything references it. */
  removedSizeIds(): number[] {
    return this.sizePlan().remove;
  }

  /** What the change does to the sizes; a kept size sent back as it is changes nothing. */
  sizeChanges(): SizeChanges {
    const plan = this.sizePlan();
    const previous = new Map(this.sizesBefore().map((size) => [size.size_id, size]));
    return {
      remove: plan.remove,
      update: plan.update.map(({ size }) => size).filter((size) => !sameJsonValue(size, previous.get(size.size_id))),
      create: plan.create.map(({ size }) => size),
    };
  }

  /** How many price lists the change adds, each needing a fresh id. */
  newPriceListCount(): number {
    return this.document.price_lists.filter((list) => list.price_list_id === null).length;
  }

  /**
   * What to keep once the catalogue has given the created sizes their ids (in the order of
   * `sizeChanges().create`) and the new lists theirs: rows point at sizes by id only.
   */
  saved(createdSizeIds: readonly number[], newPriceListIds: readonly number[]): SavedPricing {
    let created = 0;
    const sizes = this.document.sizes.map((size) => (size.size_id === null ? { ...size, size_id: createdSizeIds[created++]! } : (size as StoredSize)));
    const idOfKey = new Map(sizes.filter((size) => size.client_key !== null).map((size) => [size.client_key!, size.size_id]));
    const byId = <T extends SizeReference>(row: T) => {
      const { size_key: key, ...rest } = row;
      return { ...rest, size_id: row.size_id ?? (key !== null ? (idOfKey.get(key) ?? null) : null) };
    };
    let listed = 0;
    const pricing: StoredPricing = {
      base_pricing: { mode: this.document.base_pricing.mode, rows: this.document.base_pricing.rows.map((row) => byId(row) as typeof row) },
      price_lists: this.document.price_lists.map((list) =>
        // A kept list whose rows name no size is written as it is: the store of texts knows it by identity.
        list.price_list_id !== null && !LIST_ROWS_NAME_SIZES[this.customiser.pricingModel]
          ? (list as StoredPricing['price_lists'][number])
          : {
              ...list,
              price_list_id: list.price_list_id ?? newPriceListIds[listed++]!,
              rows: list.rows.map((row) => ('size_id' in row ? (byId(row) as typeof row) : row)),
            },
      ),
      sheet_pricing: this.document.sheet_pricing,
    };
    return { sizes, pricing };
  }

  /** The same customiser's pricing as written: what the write answers, as GET will show it. */
  afterSaving(saved: SavedPricing): CustomiserPricing {
    // The lists saved are the parsed change's, so in member order.
    return CustomiserPricing.stored(this.customiser, this.currency, saved.sizes, saved.pricing, { listsInMemberOrder: true });
  }

  /** Every change is measured against the pricing as stored, however many were applied before. */
  private changedTo(body: unknown): CustomiserPricing {
    const stored = this.before ?? this;
    const model = this.customiser.pricingModel;
    // Lists sent back as stored are taken as stored: only what changed is checked again.
    const document = parsePricingDocument(model, body, stored.document.price_lists);
    const errors = documentErrors(document, {
      model,
      existingSizeIds: this.sizesBefore().map((size) => size.size_id),
      existingPriceListIds: stored.document.price_lists.map((list) => list.price_list_id!),
    });
    return new CustomiserPricing(this.customiser, this.currency, document, stored, errors);
  }

  /** The catalogue's record of the sizes read when the pricing this change started from was loaded. */
  sizesRead(): SizesRead | undefined {
    return (this.before ?? this).sizesReadOnLoad;
  }

  private sizesBefore(): StoredSize[] {
    return (this.before ?? this).document.sizes as StoredSize[];
  }

  private sizePlan() {
    return planSizes(this.document.sizes, this.sizesBefore().map((size) => size.size_id));
  }
}
