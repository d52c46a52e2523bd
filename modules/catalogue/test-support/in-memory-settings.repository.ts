import type { SettingsRepository } from '../application/ports';
import { DEFAULT_SETTINGS, type CustomiserSettings } from '../domain/customiser-settings';
import { checkpointOf, type Transactional } from '../../../shared-kernel/test-support/in-memory-unit-of-work';

/** Settings held in memory, one document per customiser: a customiser never saved reads the defaults. */
export class InMemorySettingsRepository implements SettingsRepository, Transactional {
  private readonly documents = new Map<number, { storeId: number; settings: CustomiserSettings }>();

  async get(customiserId: number): Promise<CustomiserSettings> {
    return { ...DEFAULT_SETTINGS, ...structuredClone(this.documents.get(customiserId)?.settings) };
  }

  async save(storeId: number, customiserId: number, settings: CustomiserSettings): Promise<void> {
    // An upsert keeps the store the document was first saved for, as the table's conflict clause does.
    const owner = this.documents.get(customiserId)?.storeId ?? storeId;
    this.documents.set(customiserId, { storeId: owner, settings: JSON.parse(JSON.stringify(settings)) as CustomiserSettings });
  }

  checkpoint(): () => void {
    return checkpointOf(this.documents);
  }
}
