import { inject, injectable } from 'inversify';
import { BLOB_STORAGE, type BlobStorage } from '../../../shared-kernel/blob-storage';
import { CLOCK, type Clock } from '../../../shared-kernel/clock';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/unit-of-work';
import { UploadsTokens } from '../uploads.tokens';
import type { FileSlots, FontInspector, UploadRepository, UploadUrls } from './ports';
import { takeUploadedBytes, verifiedOrRefused } from './take-uploaded-bytes';

/** Verifies an uploaded TrueType/OpenType font and fills the font's TTF slot with it. */
@injectable()
export class AttachFontUploadService<Slot = unknown> {
  constructor(
    @inject(UploadsTokens.UploadRepository) private readonly uploads: UploadRepository,
    @inject(UploadsTokens.FontInspector) private readonly inspector: FontInspector,
    @inject(UploadsTokens.UploadUrls) private readonly urls: UploadUrls,
    @inject(BLOB_STORAGE) private readonly blobs: BlobStorage,
    @inject(UploadsTokens.FileSlots) private readonly slots: FileSlots<Slot>,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
  ) {}

  async attach(customiserId: number, fontId: number, uploadId: string): Promise<Slot> {
    // The slot first: another store's customiser or row answers 404 before any upload is looked at.
    await this.slots.requireSlot('fonts', customiserId, fontId);
    const now = this.clock.now();
    const { upload, bytes } = await takeUploadedBytes(this.uploads, this.blobs, uploadId, 'font_ttf', now);
    const { familyName } = await verifiedOrRefused(this.uploads, this.unitOfWork, upload, this.inspector.inspect(bytes));
    const font = await this.slots.fillFontFile(customiserId, fontId, { familyName, ttfUrl: this.urls.fontFile(upload.id) });
    await this.uploads.save({ ...upload, status: 'attached', attachedAt: now });
    return font;
  }
}
