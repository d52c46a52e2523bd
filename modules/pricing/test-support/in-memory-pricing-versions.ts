import type { Page, PageRequest } from '../../../shared-kernel/http/pagination';
import type { PricingVersion, PricingVersionWithDocument, VersionEntry } from '../domain/pricing-versions';
import type { PricingOwner } from '../model/customiser-pricing';
import { shownText, type ShownPricing } from '../model/shown-pricing';
import type { PricingVersions } from '../application/ports';

interface Kept extends PricingVersionWithDocument {
  storeId: number;
}

/**
 * Pricing versions in memory, with the table's rules: numbered per customiser from the greatest so far,
 * listed newest first by number, read only by the store they belong to; the document kept as the JSON a
 * version records (a copy, never the caller's object). `now` stamps each as recorded.
 */
export class InMemoryPricingVersions implements PricingVersions {
  readonly versions: Kept[] = [];
  now = () => new Date();

  async record(owner: PricingOwner, entry: VersionEntry, shown: ShownPricing): Promise<number> {
    const version = Math.max(0, ...this.of(owner.id).map((kept) => kept.version)) + 1;
    const document = JSON.parse(shownText(shown).text) as Record<string, unknown>;
    this.versions.push({ ...structuredClone(entry), storeId: owner.storeId, customiserId: owner.id, version, createdAt: this.now(), document });
    return version;
  }

  async list(storeId: number, customiserId: number, page: PageRequest<number>): Promise<Page<PricingVersion, number>> {
    const newestFirst = this.of(customiserId)
      .filter((kept) => kept.storeId === storeId && (page.after === undefined || kept.version < page.after))
      .sort((a, b) => b.version - a.version);
    const items = newestFirst.slice(0, page.limit).map(({ document: _document, storeId: _storeId, ...version }) => structuredClone(version));
    return { items, nextPosition: newestFirst.length > page.limit ? items[items.length - 1]!.version : undefined };
  }

  async find(storeId: number, customiserId: number, version: number): Promise<PricingVersionWithDocument | undefined> {
    const kept = this.of(customiserId).find((candidate) => candidate.storeId === storeId && candidate.version === version);
    if (!kept) return undefined;
    const { storeId: _storeId, ...found } = kept;
    return structuredClone(found);
  }

  async prune(before: Date, keep: number): Promise<number> {
    const newest = new Map<number, number>();
    for (const kept of this.versions) newest.set(kept.customiserId, Math.max(newest.get(kept.customiserId) ?? 0, kept.version));
    const doomed = this.versions.filter((kept) => kept.createdAt < before && kept.version <= newest.get(kept.customiserId)! - keep);
    for (const gone of doomed) this.versions.splice(this.versions.indexOf(gone), 1);
    return doomed.length;
  }

  async dropStore(storeId: number): Promise<number> {
    const doomed = this.versions.filter((kept) => kept.storeId === storeId);
    for (const gone of doomed) this.versions.splice(this.versions.indexOf(gone), 1);
    return doomed.length;
  }

  /** What a test reads: a customiser's versions, oldest first, without their documents. */
  summaries(customiserId: number): { version: number; operation: string; restoredFrom: number | null; actor: VersionEntry['actor'] }[] {
    return this.of(customiserId)
      .sort((a, b) => a.version - b.version)
      .map(({ version, operation, restoredFrom, actor }) => ({ version, operation, restoredFrom, actor }));
  }

  private of(customiserId: number): Kept[] {
    return this.versions.filter((kept) => kept.customiserId === customiserId);
  }
}
