import { systemClock, type Clock } from '../../../shared-kernel/clock';
import type { Page, PageRequest } from '../../../shared-kernel/http/pagination';
import type { CustomiserFilters, CustomiserRepository, NewCustomiser } from '../application/ports';
import type { Customiser } from '../domain/customiser';
import { checkpointOf, type Transactional } from '../../../shared-kernel/test-support/in-memory-unit-of-work';
import { pageById } from '../../../shared-kernel/test-support/page-by-id';

/**
 * Customisers held in memory with the table's rules: ids from one sequence shared by every store (never
 * reused, not rolled back), a customiser visible only to its own store, listed by id, and only name,
 * activity, selection mode and updated_at ever changed by a save.
 */
export class InMemoryCustomiserRepository implements CustomiserRepository, Transactional {
  private readonly customisers = new Map<number, Customiser>();
  private lastId = 0;

  constructor(private readonly clock: Clock = systemClock) {}

  async create(customiser: NewCustomiser): Promise<Customiser> {
    const now = this.clock.now();
    const created: Customiser = { ...customiser, id: ++this.lastId, createdAt: now, updatedAt: now };
    this.customisers.set(created.id, created);
    return structuredClone(created);
  }

  async find(storeId: number, id: number): Promise<Customiser | undefined> {
    const customiser = this.customisers.get(id);
    return customiser?.storeId === storeId ? structuredClone(customiser) : undefined;
  }

  async list(storeId: number, filters: CustomiserFilters, page: PageRequest<number>): Promise<Page<Customiser, number>> {
    const matching = [...this.customisers.values()].filter(
      (customiser) =>
        customiser.storeId === storeId &&
        (filters.active === undefined || customiser.active === filters.active) &&
        (filters.pricingModel === undefined || customiser.pricingModel === filters.pricingModel),
    );
    return pageById(structuredClone(matching), page);
  }

  async save(customiser: Customiser): Promise<Customiser> {
    const stored = this.customisers.get(customiser.id);
    if (stored?.storeId !== customiser.storeId) throw new Error(`No customiser ${customiser.id} in store ${customiser.storeId} to save`);
    Object.assign(stored, { name: customiser.name, active: customiser.active, selectionMode: customiser.selectionMode, updatedAt: customiser.updatedAt });
    return structuredClone(stored);
  }

  checkpoint(): () => void {
    return checkpointOf(this.customisers);
  }
}
