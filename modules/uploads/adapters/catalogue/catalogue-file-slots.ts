import { inject, injectable } from 'inversify';
import { CatalogueTokens, type AttachBackboardShapeService, type AttachFontFileService, type GetOptionRowService, type OptionRow } from '../../../catalogue';
import type { BackboardShapeFill, FileSlotFamily, FileSlots, FontFileFill } from '../../application/ports';

/** File slots are catalogue option rows: checked, filled and their option-write effects emitted by the catalogue. */
@injectable()
export class CatalogueFileSlots implements FileSlots<OptionRow> {
  constructor(
    @inject(CatalogueTokens.GetOptionRow) private readonly rows: GetOptionRowService,
    @inject(CatalogueTokens.AttachFontFile) private readonly fonts: AttachFontFileService,
    @inject(CatalogueTokens.AttachBackboardShape) private readonly backboards: AttachBackboardShapeService,
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
