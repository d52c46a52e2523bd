import { inject, injectable } from 'inversify';
import { BLOB_STORAGE, type BlobStorage } from '../../../shared-kernel/blob-storage';
import { CLOCK, type Clock } from '../../../shared-kernel/clock';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/unit-of-work';
import { CatalogueTokens, type GetOptionRowService, type AttachBackboardShapeService, type OptionRow } from '../../catalogue';
import { UploadsTokens } from '../uploads.tokens';
import type { ShapeSanitiser, UploadRepository } from './ports';
import { takeUploadedBytes, verifiedOrRefused } from './take-uploaded-bytes';

/** Sanitises and measures an uploaded SVG, then stores it inside the backboard (never at a URL). */
@injectable()
export class AttachBackboardShapeUploadService {
  constructor(
    @inject(UploadsTokens.UploadRepository) private readonly uploads: UploadRepository,
    @inject(UploadsTokens.ShapeSanitiser) private readonly sanitiser: ShapeSanitiser,
    @inject(BLOB_STORAGE) private readonly blobs: BlobStorage,
    @inject(CatalogueTokens.AttachBackboardShape) private readonly backboards: AttachBackboardShapeService,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @inject(CatalogueTokens.GetOptionRow) private readonly slots: GetOptionRowService,
  ) {}

  async attach(customiserId: number, backboardId: number, uploadId: string): Promise<OptionRow> {
    // The slot first: another store's customiser or row answers 404 before any upload is looked at.
    await this.slots.get('backboards', customiserId, backboardId);
    const now = this.clock.now();
    const { upload, bytes } = await takeUploadedBytes(this.uploads, this.blobs, uploadId, 'backboard_shape_svg', now);
    const shape = await verifiedOrRefused(this.uploads, this.unitOfWork, upload, await this.sanitiser.sanitise(bytes));
    const backboard = await this.backboards.attach(customiserId, backboardId, {
      svg: shape.svg,
      geometry: { status: 'measured', failure_reason: null, measured_at: now.toISOString() },
    });
    await this.uploads.save({ ...upload, status: 'attached', attachedAt: now });
    return backboard;
  }
}
