import { Problems } from '../../../shared-kernel/problems/problems';
import { currentStoreId } from '../../../shared-kernel/request-context';
import { copyOf } from '../../../shared-kernel/test-support/in-memory-unit-of-work';
import type { CustomiserSource } from '../application/ports';
import type { CatalogueSnapshotInput } from '../domain/storefront-snapshot';

/** The catalogue's customisers as the storefront reads them, in memory: only the current store's exist. */
export class InMemoryCustomiserSource implements CustomiserSource {
  readonly catalogues = new Map<number, CatalogueSnapshotInput>();
  reads = 0;

  add(catalogue: CatalogueSnapshotInput): this {
    this.catalogues.set(catalogue.customiser.id, copyOf(catalogue));
    return this;
  }

  async read(customiserId: number): Promise<CatalogueSnapshotInput> {
    this.reads += 1;
    const catalogue = this.catalogues.get(customiserId);
    if (catalogue?.customiser.storeId !== currentStoreId()) throw Problems.resourceNotFound('customiser');
    return copyOf(catalogue);
  }

  async customiserOfForm(formId: number): Promise<number | undefined> {
    const holding = [...this.catalogues.values()].find(
      (catalogue) => catalogue.customiser.storeId === currentStoreId() && catalogue.rows.some((row) => row.family === 'forms' && row.id === formId),
    );
    return holding?.customiser.id;
  }
}
