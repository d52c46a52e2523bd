import { inject, injectable } from 'inversify';
import { CURSOR_CODEC, pageOfStore, type CursorCodec, type ListingRequest } from '../../../shared-kernel/http/pagination';
import { Problems } from '../../../shared-kernel/problems/problems';
import { currentStoreId } from '../../../shared-kernel/request-context';
import { PricingTokens } from '../pricing.tokens';
import type { PricingVersion, PricingVersionWithDocument } from '../domain/pricing-versions';
import type { PricingVersions } from './ports';
import { PricingStore } from './pricing-store';

/**
 * A customiser's pricing versions as the calling store holds them (a test key's are its test store's),
 * read by the versions' own store-scoped queries: a version found names a customiser of the store. Only
 * when none is found is the customiser looked at: unknown (404), of the retired model (422), or priced
 * by nobody yet, whose document (and its version 1) the load makes, as GET …/pricing would.
 */
@injectable()
export class PricingHistoryService {
  constructor(
    @inject(PricingStore) private readonly store: PricingStore,
    @inject(PricingTokens.PricingVersions) private readonly versions: PricingVersions,
    @inject(CURSOR_CODEC) private readonly cursors: CursorCodec,
  ) {}

  /** Newest first, a page at a time. */
  async list(customiserId: number, request: ListingRequest): Promise<{ items: PricingVersion[]; nextCursor: string | null }> {
    const page = () =>
      pageOfStore<PricingVersion, number>(this.cursors, { collection: `customisers/${customiserId}/pricing/versions`, sort: '-version' }, request, (storeId, position) =>
        this.versions.list(storeId, customiserId, position),
      );
    const first = await page();
    // A cursor was issued for a page of versions that exist: there is nothing to look at.
    if (first.items.length > 0 || request.cursor !== undefined) return first;
    await this.store.load(customiserId);
    return page();
  }

  /** One version with its document, or the 404 of a version the customiser does not have. */
  async read(customiserId: number, version: number): Promise<PricingVersionWithDocument> {
    const found = await this.versions.find(currentStoreId(), customiserId, version);
    if (found) return found;
    await this.store.load(customiserId);
    const made = version === 1 ? await this.versions.find(currentStoreId(), customiserId, version) : undefined;
    if (made) return made;
    throw Problems.resourceNotFound('pricing version');
  }
}
