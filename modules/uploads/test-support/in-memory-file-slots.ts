import { Problems } from '../../../shared-kernel/problems/problems';
import { currentStoreId } from '../../../shared-kernel/request-context';
import { checkpointOf, copyOf, type Transactional } from '../../../shared-kernel/test-support/in-memory-unit-of-work';
import type { BackboardShapeFill, FileSlotFamily, FileSlots, FontFileFill } from '../application/ports';

/** A file slot as the fake keeps it: the few fields of a catalogue option row the tests look at. */
export interface SlotRow {
  id: number;
  storeId: number;
  customiserId: number;
  family: FileSlotFamily;
  attributes: Record<string, unknown>;
}

/**
 * The catalogue's file slots (fonts, backboards) in memory: a row of another store's customiser is a
 * 404, and what a fill wrote rolls back with its transaction.
 */
export class InMemoryFileSlots implements FileSlots<SlotRow>, Transactional {
  readonly rows: SlotRow[] = [];
  private nextId = 1;

  add(storeId: number, customiserId: number, family: FileSlotFamily, attributes: Record<string, unknown> = {}): SlotRow {
    const row: SlotRow = { id: this.nextId++, storeId, customiserId, family, attributes };
    this.rows.push(row);
    return copyOf(row);
  }

  row(id: number): SlotRow {
    return copyOf(this.rows.find((row) => row.id === id)!);
  }

  async requireSlot(family: FileSlotFamily, customiserId: number, rowId: number): Promise<void> {
    this.slot(family, customiserId, rowId);
  }

  async fillFontFile(customiserId: number, fontId: number, file: FontFileFill): Promise<SlotRow> {
    const row = this.slot('fonts', customiserId, fontId);
    row.attributes = { ...row.attributes, font_file: { has_font_file: true, family_name: file.familyName, ttf_url: file.ttfUrl } };
    return copyOf(row);
  }

  async fillBackboardShape(customiserId: number, backboardId: number, shape: BackboardShapeFill): Promise<SlotRow> {
    const row = this.slot('backboards', customiserId, backboardId);
    row.attributes = { ...row.attributes, shape_svg: shape.svg, geometry: { has_custom_shape: true, ...shape.geometry } };
    return copyOf(row);
  }

  checkpoint(): () => void {
    return checkpointOf(this.rows);
  }

  private slot(family: FileSlotFamily, customiserId: number, rowId: number): SlotRow {
    const row = this.rows.find((candidate) => candidate.storeId === currentStoreId() && candidate.customiserId === customiserId && candidate.family === family && candidate.id === rowId);
    if (!row) throw Problems.resourceNotFound(family === 'fonts' ? 'font' : 'backboard');
    return row;
  }
}
