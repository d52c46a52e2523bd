import { systemClock, type Clock } from '../../../shared-kernel/clock';
import type { Page, PageRequest } from '../../../shared-kernel/http/pagination';
import type { CustomiserScope, FamilyId, OptionRowRepository, ReferencingField, RowLocator } from '../application/ports';
import type { OptionRow } from '../domain/option-row';
import { checkpointOf, type Transactional } from '../../../shared-kernel/test-support/in-memory-unit-of-work';
import { pageById } from '../../../shared-kernel/test-support/page-by-id';

/** Attributes go through JSON as through jsonb: what a client cannot send (undefined, dates) does not survive. */
const asJsonb = (attributes: Record<string, unknown>) => JSON.parse(JSON.stringify(attributes)) as Record<string, unknown>;

/**
 * Every family's rows in one map, as in the one table: ids from one sequence, every read scoped to a
 * store, customiser and family (`findAnywhere` to a store and family), lists in id order, and a reference
 * found only where the field holds the id itself (a single reference) or holds it among others (a list).
 * The bulk writes keep the adapter's scoping: a save of another store's row, or a delete outside the
 * locator, changes nothing.
 */
export class InMemoryOptionRowRepository implements OptionRowRepository, Transactional {
  private readonly rows = new Map<number, OptionRow>();
  private lastId = 0;

  constructor(private readonly clock: Clock = systemClock) {}

  async create(locator: RowLocator, attributes: Record<string, unknown>): Promise<OptionRow> {
    const now = this.clock.now();
    const row: OptionRow = { id: ++this.lastId, ...locator, attributes: asJsonb(attributes), createdAt: now, updatedAt: now };
    this.rows.set(row.id, row);
    return structuredClone(row);
  }

  async find(locator: RowLocator, id: number): Promise<OptionRow | undefined> {
    return this.scoped(locator).find((row) => row.id === id);
  }

  async list(locator: RowLocator, page: PageRequest<number>): Promise<Page<OptionRow, number>> {
    return pageById(this.scoped(locator), page);
  }

  async listAll(locator: RowLocator): Promise<OptionRow[]> {
    return this.scoped(locator);
  }

  async findAnywhere(locator: Omit<RowLocator, 'customiserId'>, id: number): Promise<OptionRow | undefined> {
    const row = this.rows.get(id);
    return row?.storeId === locator.storeId && row.family === locator.family ? structuredClone(row) : undefined;
  }

  async listByCustomiser(storeId: number, customiserId: number): Promise<OptionRow[]> {
    return this.matching((row) => row.storeId === storeId && row.customiserId === customiserId);
  }

  async createMany(locator: RowLocator, attributes: readonly Record<string, unknown>[]): Promise<OptionRow[]> {
    const created: OptionRow[] = [];
    for (const each of attributes) created.push(await this.create(locator, each));
    return created;
  }

  async save(row: OptionRow): Promise<OptionRow> {
    const stored = this.rows.get(row.id);
    if (stored?.storeId !== row.storeId) throw new Error(`No option row ${row.id} in store ${row.storeId} to save`);
    Object.assign(stored, { attributes: asJsonb(row.attributes), updatedAt: this.clock.now() });
    return structuredClone(stored);
  }

  async delete(row: OptionRow): Promise<void> {
    if (this.rows.get(row.id)?.storeId === row.storeId) this.rows.delete(row.id);
  }

  async saveMany(rows: readonly OptionRow[]): Promise<void> {
    for (const row of rows.filter((candidate) => this.rows.get(candidate.id)?.storeId === candidate.storeId)) await this.save(row);
  }

  async deleteMany(locator: RowLocator, ids: readonly number[]): Promise<void> {
    for (const row of this.scoped(locator).filter((candidate) => ids.includes(candidate.id))) this.rows.delete(row.id);
  }

  async findAmong(scope: CustomiserScope, wanted: readonly FamilyId[]): Promise<OptionRow[]> {
    return this.matching(
      (row) => row.storeId === scope.storeId && row.customiserId === scope.customiserId && wanted.some((item) => item.id === row.id && item.family === row.family),
    );
  }

  async referencing(scope: CustomiserScope, fields: readonly ReferencingField[], ids: readonly number[]): Promise<OptionRow[]> {
    const names = (row: OptionRow, { family, field, many }: ReferencingField) => {
      if (row.family !== family) return false;
      const value = row.attributes[field];
      return many ? Array.isArray(value) && value.some((id) => ids.includes(id as number)) : ids.includes(value as number);
    };
    return this.matching((row) => row.storeId === scope.storeId && row.customiserId === scope.customiserId && fields.some((field) => names(row, field)));
  }

  checkpoint(): () => void {
    return checkpointOf(this.rows);
  }

  private scoped(locator: RowLocator): OptionRow[] {
    return this.matching((row) => row.storeId === locator.storeId && row.customiserId === locator.customiserId && row.family === locator.family);
  }

  private matching(predicate: (row: OptionRow) => boolean): OptionRow[] {
    return structuredClone([...this.rows.values()].filter(predicate).sort((a, b) => a.id - b.id));
  }
}
