import { randomBytes } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../../../shared-kernel/clock';
import { Problems } from '../../../shared-kernel/problems/problems';
import { currentStoreId } from '../../../shared-kernel/request-context';
import { UploadsTokens } from '../uploads.tokens';
import { TARGET_LIFETIME_MS, UPLOAD_LIFETIME_MS, type Upload } from '../domain/upload';
import { assertAcceptable, type UploadPurpose } from '../domain/upload-purposes';
import type { UploadTarget } from '../domain/upload-target';
import type { TargetSigner, UploadRepository, UploadUrls } from './ports';

/**
 * Declares an upload and issues its signed, single-use target. Nothing is verified here: the declared
 * type and size are what is authorised; the bytes are checked when they are attached to a slot.
 */
@injectable()
export class DeclareUploadService {
  constructor(
    @inject(UploadsTokens.UploadRepository) private readonly uploads: UploadRepository,
    @inject(UploadsTokens.TargetSigner) private readonly signer: TargetSigner,
    @inject(UploadsTokens.UploadUrls) private readonly urls: UploadUrls,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * `budgetBytes` caps what the store's uploads of this purpose that nothing holds yet may weigh, this one
   * included (shoppers' files, declared with a public key): past it, 429 until the first of them lapses.
   * Declarations running at the same moment may together pass the cap by their own sizes.
   */
  async declare(
    input: { purpose: UploadPurpose; filename: string; contentType: string; byteSize: number },
    options: { budgetBytes?: number } = {},
  ): Promise<{ upload: Upload; target: UploadTarget }> {
    assertAcceptable(input.purpose, input.filename, input.contentType, input.byteSize);
    const now = this.clock.now();
    if (options.budgetBytes !== undefined) await this.withinBudget(input.purpose, input.byteSize, options.budgetBytes, now);
    const upload = await this.uploads.create({
      id: `upl_${randomBytes(12).toString('base64url')}`,
      storeId: currentStoreId(),
      purpose: input.purpose,
      filename: input.filename,
      contentType: input.contentType.toLowerCase(),
      byteSize: input.byteSize,
      status: 'pending',
      verificationFailureCode: null,
      expiresAt: new Date(now.getTime() + UPLOAD_LIFETIME_MS),
      targetExpiresAt: new Date(now.getTime() + TARGET_LIFETIME_MS),
      attachedAt: null,
      createdAt: now,
    });
    const expires = Math.floor(upload.targetExpiresAt.getTime() / 1000);
    return {
      upload,
      target: {
        method: 'PUT',
        url: this.urls.uploadTarget(upload.id, expires, this.signer.sign(upload.id, expires)),
        headers: { 'Content-Type': upload.contentType, 'Content-Length': String(upload.byteSize) },
        expiresAt: new Date(expires * 1000),
      },
    };
  }

  private async withinBudget(purpose: UploadPurpose, byteSize: number, budgetBytes: number, now: Date): Promise<void> {
    const outstanding = await this.uploads.outstanding(currentStoreId(), purpose, now);
    if (outstanding.bytes + byteSize <= budgetBytes) return;
    const lapse = outstanding.firstLapseAt ?? new Date(now.getTime() + UPLOAD_LIFETIME_MS);
    throw Problems.uploadBudgetSpent(Math.max(1, Math.ceil((lapse.getTime() - now.getTime()) / 1000)), budgetBytes);
  }
}
