import { Problems } from '../../../shared-kernel/problems/problems';
import { currentStoreId } from '../../../shared-kernel/request-context';
import { checkpointOf, copyOf, type Transactional } from '../../../shared-kernel/test-support/in-memory-unit-of-work';
import type { AttachBackboardShapeService, AttachFontFileService, GetOptionRowService, OptionRow } from '../../catalogue';

/**
 * The catalogue's file slots (fonts, backboards) as the uploads services use them, in memory: a row
 * of another store's customiser is a 404, and what an attachment wrote rolls back with its transaction.
 */
export class InMemoryCatalogueSlots implements Transactional {
  readonly rows: OptionRow[] = [];
  private nextId = 1;

  add(storeId: number, customiserId: number, family: 'fonts' | 'backboards', attributes: Record<string, unknown> = {}): OptionRow {
    const row: OptionRow = { id: this.nextId++, storeId, customiserId, family, attributes, createdAt: new Date(), updatedAt: new Date() };
    this.rows.push(row);
    return copyOf(row);
  }

  row(id: number): OptionRow {
    return copyOf(this.rows.find((row) => row.id === id)!);
  }

  readonly getOptionRow: Pick<GetOptionRowService, 'get'> = {
    get: async (family, customiserId, rowId) => copyOf(this.slot(family, customiserId, rowId)),
  };

  readonly attachFontFile: Pick<AttachFontFileService, 'attach'> = {
    attach: async (customiserId, fontId, file) => {
      const row = this.slot('fonts', customiserId, fontId);
      row.attributes = { ...row.attributes, font_file: { has_font_file: true, family_name: file.familyName, ttf_url: file.ttfUrl } };
      return copyOf(row);
    },
  };

  readonly attachBackboardShape: Pick<AttachBackboardShapeService, 'attach'> = {
    attach: async (customiserId, backboardId, shape) => {
      const row = this.slot('backboards', customiserId, backboardId);
      row.attributes = { ...row.attributes, shape_svg: shape.svg, geometry: { has_custom_shape: true, ...shape.geometry } };
      return copyOf(row);
    },
  };

  checkpoint(): () => void {
    return checkpointOf(this.rows);
  }

  private slot(family: string, customiserId: number, rowId: number): OptionRow {
    const row = this.rows.find((candidate) => candidate.storeId === currentStoreId() && candidate.customiserId === customiserId && candidate.family === family && candidate.id === rowId);
    if (!row) throw Problems.resourceNotFound(family === 'fonts' ? 'font' : 'backboard');
    return row;
  }
}
