import { inject, injectable } from 'inversify';
import { BLOB_STORAGE, type BlobStorage } from '../../../shared-kernel/blob-storage';
import { CLOCK, type Clock } from '../../../shared-kernel/clock';
import { UploadsTokens } from '../uploads.tokens';
import { blobKeyOf } from '../domain/upload';
import type { UploadHousekeeping, UploadRepository } from './ports';

/** Uploads removed per statement; a run goes on batch after batch up to `MAX_BATCHES_PER_RUN`. */
export const SWEEP_BATCH = 200;
const MAX_BATCHES_PER_RUN = 50;

/**
 * Removes the uploads nothing attached once they are past their expiry and a grace period: a shopper's
 * file no submission named, an API upload never put in a slot, a rejected file. The bytes go first, then
 * the row, so a sweep stopped in between leaves a row whose (already missing) bytes the next one deletes
 * again: no bytes are ever left without a row to find them by. Attaching refuses an expired upload, so
 * nothing can take an upload the sweep is removing; the grace period covers clocks that differ.
 */
@injectable()
export class SweepAbandonedUploadsService {
  constructor(
    @inject(UploadsTokens.UploadRepository) private readonly uploads: UploadRepository,
    @inject(BLOB_STORAGE) private readonly blobs: BlobStorage,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(UploadsTokens.Housekeeping) private readonly housekeeping: UploadHousekeeping,
  ) {}

  /** Answers how many uploads it removed. */
  async sweep(): Promise<number> {
    const before = new Date(this.clock.now().getTime() - this.housekeeping.sweepGraceMs);
    let removed = 0;
    for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch += 1) {
      const lapsed = await this.uploads.findLapsed(before, SWEEP_BATCH);
      for (const upload of lapsed) await this.blobs.delete(blobKeyOf(upload));
      removed += await this.uploads.deleteLapsed(lapsed.map((upload) => upload.id), before);
      if (lapsed.length < SWEEP_BATCH) break;
    }
    return removed;
  }
}
