import { inject, injectable } from 'inversify';
import { BLOB_STORAGE, type BlobStorage } from '../../../shared-kernel/blob-storage';
import { CLOCK, type Clock } from '../../../shared-kernel/clock';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/unit-of-work';
import { UploadsTokens } from '../uploads.tokens';
import type { Upload } from '../domain/upload';
import type { UploadPurpose } from '../domain/upload-purposes';
import type { FileSlotFamily, FileSlots, FontInspector, ShapeSanitiser, UploadRepository, UploadUrls } from './ports';
import { takeUploadedBytes, verifiedOrRefused } from './take-uploaded-bytes';

/** Which file slot an upload fills, and with which kind of upload. */
interface SlotTarget {
  family: FileSlotFamily;
  customiserId: number;
  rowId: number;
  uploadId: string;
  purpose: UploadPurpose;
}

/**
 * Fills an option row's file slot with an upload whose bytes are verified: a font's file (TrueType or
 * OpenType, published at an address) or a backboard's shape (a sanitised, measured SVG kept inside the
 * backboard, never at an address). The slot is checked first, so another store's customiser or row answers
 * 404 before any upload is looked at; a refused file leaves the slot as it was and the upload rejected.
 */
@injectable()
export class AttachFileUploadService<Slot = unknown> {
  constructor(
    @inject(UploadsTokens.UploadRepository) private readonly uploads: UploadRepository,
    @inject(UploadsTokens.FontInspector) private readonly inspector: FontInspector,
    @inject(UploadsTokens.ShapeSanitiser) private readonly sanitiser: ShapeSanitiser,
    @inject(UploadsTokens.UploadUrls) private readonly urls: UploadUrls,
    @inject(BLOB_STORAGE) private readonly blobs: BlobStorage,
    @inject(UploadsTokens.FileSlots) private readonly slots: FileSlots<Slot>,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
  ) {}

  /** The font's file slot, filled with the family read from the file and the address it is published at. */
  attachFont(customiserId: number, fontId: number, uploadId: string): Promise<Slot> {
    return this.fill({ family: 'fonts', customiserId, rowId: fontId, uploadId, purpose: 'font_ttf' }, async (upload, bytes) => {
      const { familyName } = await verifiedOrRefused(this.uploads, this.unitOfWork, upload, this.inspector.inspect(bytes));
      return this.slots.fillFontFile(customiserId, fontId, { familyName, ttfUrl: this.urls.fontFile(upload.id) });
    });
  }

  /** The backboard's shape, sanitised and measured now. */
  attachBackboardShape(customiserId: number, backboardId: number, uploadId: string): Promise<Slot> {
    return this.fill({ family: 'backboards', customiserId, rowId: backboardId, uploadId, purpose: 'backboard_shape_svg' }, async (upload, bytes, now) => {
      const shape = await verifiedOrRefused(this.uploads, this.unitOfWork, upload, await this.sanitiser.sanitise(bytes));
      return this.slots.fillBackboardShape(customiserId, backboardId, {
        svg: shape.svg,
        geometry: { status: 'measured', failure_reason: null, measured_at: now.toISOString() },
      });
    });
  }

  private async fill(target: SlotTarget, verifyAndFill: (upload: Upload, bytes: Buffer, now: Date) => Promise<Slot>): Promise<Slot> {
    await this.slots.requireSlot(target.family, target.customiserId, target.rowId);
    const now = this.clock.now();
    const { upload, bytes } = await takeUploadedBytes(this.uploads, this.blobs, target.uploadId, target.purpose, now);
    const slot = await verifyAndFill(upload, bytes, now);
    await this.uploads.save({ ...upload, status: 'attached', attachedAt: now });
    return slot;
  }
}
