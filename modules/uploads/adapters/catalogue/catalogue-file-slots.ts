import { inject, injectable } from 'inversify';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { OperationDirectory } from '../../../../infra/operations/operation-directory';
import { runWithin } from '../../../../infra/operations/presented-operation';
import { OptionRows } from '../../../catalogue';
import type { BackboardShapeFill, FileSlotFamily, FileSlots, FontFileFill } from '../../application/ports';

/** A filled slot, as the catalogue's operation answers it. */
interface FilledSlot {
  object: string;
  id: number;
  customiser_id: number;
}

/**
 * File slots are catalogue option rows: read through its read model, and filled by its operations
 * (placeFontFile, placeBackboardShape), which check the slot and emit the option write, inside the
 * attach operation's transaction.
 */
@injectable()
export class CatalogueFileSlots implements FileSlots<FilledSlot> {
  constructor(
    @inject(OptionRows) private readonly rows: OptionRows,
    @inject(InfraTokens.OperationDirectory) private readonly directory: OperationDirectory,
  ) {}

  async requireSlot(family: FileSlotFamily, customiserId: number, rowId: number): Promise<void> {
    await this.rows.get(family, customiserId, rowId);
  }

  fillFontFile(customiserId: number, fontId: number, file: FontFileFill): Promise<FilledSlot> {
    return runWithin(this.directory, 'placeFontFile', { params: { customiser_id: customiserId, font_id: fontId }, body: { family_name: file.familyName, ttf_url: file.ttfUrl } });
  }

  fillBackboardShape(customiserId: number, backboardId: number, shape: BackboardShapeFill): Promise<FilledSlot> {
    return runWithin(this.directory, 'placeBackboardShape', { params: { customiser_id: customiserId, backboard_id: backboardId }, body: shape });
  }
}
