import { inject, injectable } from 'inversify';
import { AttachBackboardShapeService, AttachFontFileService, OptionRows, type OptionRow } from '../../../catalogue';
import type { BackboardShapeFill, FileSlotFamily, FileSlots, FontFileFill } from '../../application/ports';

/** File slots are catalogue option rows: checked, filled and their option-write effects emitted by the catalogue. */
@injectable()
export class CatalogueFileSlots implements FileSlots<OptionRow> {
  constructor(
    @inject(OptionRows) private readonly rows: OptionRows,
    @inject(AttachFontFileService) private readonly fonts: AttachFontFileService,
    @inject(AttachBackboardShapeService) private readonly backboards: AttachBackboardShapeService,
  ) {}

  async requireSlot(family: FileSlotFamily, customiserId: number, rowId: number): Promise<void> {
    await this.rows.get(family, customiserId, rowId);
  }

  fillFontFile(customiserId: number, fontId: number, file: FontFileFill): Promise<OptionRow> {
    return this.fonts.attach(customiserId, fontId, file);
  }

  fillBackboardShape(customiserId: number, backboardId: number, shape: BackboardShapeFill): Promise<OptionRow> {
    return this.backboards.attach(customiserId, backboardId, shape);
  }
}
