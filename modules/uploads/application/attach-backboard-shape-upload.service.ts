import { inject, injectable } from 'inversify';
import { BLOB_STORAGE, type BlobStorage } from '../../../shared-kernel/blob-storage';
import { CLOCK, type Clock } from '../../../shared-kernel/clock';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/unit-of-work';
import { UploadsTokens } from '../uploads.tokens';
import type { FileSlots, ShapeSanitiser, UploadRepository } from './ports';
import { takeUploadedBytes, verifiedOrRefused } from './take-uploaded-bytes';

/** Sanitises and measures an uploaded SVG, then stores it inside the backboard (never at a URL). */
@injectable()
export class AttachBackboardShapeUploadService<Slot = unknown> {
  constructor(
    @inject(UploadsTokens.UploadRepository) private readonly uploads: UploadRepository,
    @inject(UploadsTokens.ShapeSanitiser) private readonly sanitiser: ShapeSanitiser,
    @inject(BLOB_STORAGE) private readonly blobs: BlobStorage,
    @inject(UploadsTokens.FileSlots) private readonly slots: FileSlots<Slot>,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
  ) {}

  async attach(customiserId: number, backboardId: number, uploadId: string): Promise<Slot> {
    // The slot first: another store's customiser or row answers 404 before any upload is looked at.
    await this.slots.requireSlot('backboards', customiserId, backboardId);
    const now = this.clock.now();
    const { upload, bytes } = await takeUploadedBytes(this.uploads, this.blobs, uploadId, 'backboard_shape_svg', now);
    const shape = await verifiedOrRefused(this.uploads, this.unitOfWork, upload, await this.sanitiser.sanitise(bytes));
    const backboard = await this.slots.fillBackboardShape(customiserId, backboardId, {
      svg: shape.svg,
      geometry: { status: 'measured', failure_reason: null, measured_at: now.toISOString() },
    });
    await this.uploads.save({ ...upload, status: 'attached', attachedAt: now });
    return backboard;
  }
}
