import { systemClock, type Clock } from '../../../shared-kernel/clock';
import type { LetterPartSelectionRepository, SelectionPosition } from '../application/ports';
import type { Page, PageRequest } from '../../../shared-kernel/http/pagination';
import type { LetterPartSelection } from '../domain/letter-part-selection';
import type { LetterPartConfiguration } from '../domain/letter-parts';
import { checkpointOf, type Transactional } from '../../../shared-kernel/test-support/in-memory-unit-of-work';

const keyOf = (letterTypeId: number, part: string) => `${letterTypeId}:${part}`;

/**
 * Letter-part selections held in memory with the table's rules: one selection per letter type and part
 * (a second is a unique violation), reads scoped to a store and customiser, selections letter type by letter
 * type, each one's oldest first then by part, and buckets written by store, letter type and part.
 */
export class InMemoryLetterPartSelectionRepository implements LetterPartSelectionRepository, Transactional {
  private readonly selections = new Map<string, LetterPartSelection>();

  constructor(private readonly clock: Clock = systemClock) {}

  async listByLetterType(storeId: number, customiserId: number, letterTypeId: number): Promise<LetterPartSelection[]> {
    return this.listByLetterTypes(storeId, customiserId, [letterTypeId]);
  }

  async pageByLetterType(storeId: number, customiserId: number, letterTypeId: number, page: PageRequest<SelectionPosition>): Promise<Page<LetterPartSelection, SelectionPosition>> {
    const all = await this.listByLetterType(storeId, customiserId, letterTypeId);
    const after = page.after;
    const start = after === undefined ? 0 : all.findIndex((s) => s.createdAt.toISOString() === after.at && s.letterPart === after.part) + 1;
    const items = all.slice(start, start + page.limit);
    const last = items[items.length - 1];
    return { items, nextPosition: start + page.limit < all.length && last ? { at: last.createdAt.toISOString(), part: last.letterPart } : undefined };
  }

  async listByLetterTypes(storeId: number, customiserId: number, letterTypeIds: readonly number[]): Promise<LetterPartSelection[]> {
    return this.inOrder(this.matching((s) => s.storeId === storeId && s.customiserId === customiserId && letterTypeIds.includes(s.letterTypeId)));
  }

  async find(storeId: number, customiserId: number, letterTypeId: number, part: string): Promise<LetterPartSelection | undefined> {
    const selection = this.selections.get(keyOf(letterTypeId, part));
    return selection?.storeId === storeId && selection.customiserId === customiserId ? structuredClone(selection) : undefined;
  }

  async create(selection: Omit<LetterPartSelection, 'createdAt' | 'updatedAt'>): Promise<LetterPartSelection> {
    const key = keyOf(selection.letterTypeId, selection.letterPart);
    if (this.selections.has(key)) throw new Error(`duplicate key value violates unique constraint "letter_part_selections_pkey" (${key})`);
    const now = this.clock.now();
    const created: LetterPartSelection = { ...structuredClone(selection), createdAt: now, updatedAt: now };
    this.selections.set(key, created);
    return structuredClone(created);
  }

  async update(selection: LetterPartSelection, change: { configuration: LetterPartConfiguration; colourIds: readonly number[] }): Promise<LetterPartSelection> {
    const stored = this.selections.get(keyOf(selection.letterTypeId, selection.letterPart));
    if (stored?.storeId !== selection.storeId) throw new Error(`no selection ${selection.letterTypeId}:${selection.letterPart} to update`);
    Object.assign(stored, { configuration: structuredClone(change.configuration), colourIds: [...change.colourIds], updatedAt: this.clock.now() });
    return structuredClone(stored);
  }

  async delete(selection: LetterPartSelection): Promise<void> {
    const key = keyOf(selection.letterTypeId, selection.letterPart);
    if (this.selections.get(key)?.storeId === selection.storeId) this.selections.delete(key);
  }

  async holdingColours(storeId: number, customiserId: number, colourIds: readonly number[]): Promise<LetterPartSelection[]> {
    return this.inOrder(this.matching((s) => s.storeId === storeId && s.customiserId === customiserId && s.colourIds.some((id) => colourIds.includes(id))));
  }

  async setBucket(storeId: number, letterTypeId: number, part: string, bucket: { colourIds: number[]; shared?: boolean; translations?: Record<string, unknown> }): Promise<void> {
    const selection = this.selections.get(keyOf(letterTypeId, part));
    if (selection?.storeId !== storeId) return;
    Object.assign(selection, { colourIds: [...bucket.colourIds], shared: bucket.shared ?? false, translations: structuredClone(bucket.translations ?? {}) });
  }

  checkpoint(): () => void {
    return checkpointOf(this.selections);
  }

  /** Letter type by letter type, each one's selections oldest first then by part. */
  private inOrder(selections: LetterPartSelection[]): LetterPartSelection[] {
    return selections.sort((a, b) => a.letterTypeId - b.letterTypeId || a.createdAt.getTime() - b.createdAt.getTime() || a.letterPart.localeCompare(b.letterPart));
  }

  private matching(predicate: (selection: LetterPartSelection) => boolean): LetterPartSelection[] {
    return structuredClone([...this.selections.values()].filter(predicate));
  }
}
