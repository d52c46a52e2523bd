import type { StoredPricing } from '../../domain/pricing-document';

type PriceLists = StoredPricing['price_lists'];
type SheetPricing = StoredPricing['sheet_pricing'];

/**
 * The large members of one revision of a stored document, as the text they were written as; their
 * bytes (for answers) and values (for writes) are made the first time they are asked for, then kept.
 * The values are shared by every request that reads this revision: nothing may change them.
 */
export class DocumentRevision {
  private bytes?: Buffer;

  constructor(
    readonly revision: string,
    readonly priceListsText: string,
    readonly sheetPricingText: string,
    private values?: { priceLists: PriceLists; sheetPricing: SheetPricing },
  ) {}

  /** What the revision holds in memory, counted as its text. */
  get size(): number {
    return this.priceListsText.length + this.sheetPricingText.length;
  }

  priceListsBytes(): Buffer {
    this.bytes ??= Buffer.from(this.priceListsText, 'utf8');
    return this.bytes;
  }

  priceLists(): PriceLists {
    return this.parsed().priceLists;
  }

  sheetPricing(): SheetPricing {
    return this.parsed().sheetPricing;
  }

  private parsed() {
    this.values ??= { priceLists: JSON.parse(this.priceListsText) as PriceLists, sheetPricing: JSON.parse(this.sheetPricingText) as SheetPricing };
    return this.values;
  }
}

/**
 * The text of each price list this process wrote or will write, by the list's value: a kept list comes
 * back to a write as the very value it was read as, so a write that changes one list of ten serialises
 * one. Values are never changed, so a text stays true for as long as its value lives.
 */
const LIST_TEXTS = new WeakMap<object, string>();

/** The price lists as JSON text, each list's text made once. */
export function priceListsText(lists: PriceLists): string {
  let text = '';
  for (const list of lists) {
    let own = LIST_TEXTS.get(list);
    if (own === undefined) {
      own = JSON.stringify(list);
      LIST_TEXTS.set(list, own);
    }
    text += text === '' ? own : `,${own}`;
  }
  return `[${text}]`;
}

/** About 200 documents of 10 price lists × 50 rows. */
const DEFAULT_CAPACITY = 32 * 1024 * 1024;

/**
 * The latest revision this process read or wrote of each document, the least recently used dropped
 * first once their text passes the capacity. A read sends the revision it holds and gets the large
 * members only where the stored revision differs, so a copy here is only ever used while it is current.
 */
export class RecentDocuments {
  private readonly byCustomiser = new Map<number, DocumentRevision>();
  private held = 0;

  constructor(private readonly capacity = DEFAULT_CAPACITY) {}

  latest(customiserId: number): DocumentRevision | undefined {
    const kept = this.byCustomiser.get(customiserId);
    if (kept) this.touch(customiserId, kept);
    return kept;
  }

  keep(customiserId: number, revision: DocumentRevision): void {
    this.forget(customiserId);
    if (revision.size > this.capacity) return;
    this.touch(customiserId, revision);
    this.held += revision.size;
    for (const [oldest, kept] of this.byCustomiser) {
      if (this.held <= this.capacity) break;
      this.byCustomiser.delete(oldest);
      this.held -= kept.size;
    }
  }

  private forget(customiserId: number): void {
    const kept = this.byCustomiser.get(customiserId);
    if (!kept) return;
    this.byCustomiser.delete(customiserId);
    this.held -= kept.size;
  }

  /** A Map iterates in insertion order: re-inserting makes this the most recently used. */
  private touch(customiserId: number, revision: DocumentRevision): void {
    this.byCustomiser.delete(customiserId);
    this.byCustomiser.set(customiserId, revision);
  }
}
