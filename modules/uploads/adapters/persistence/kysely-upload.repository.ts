import { inject, injectable } from 'inversify';
import type { Kysely, Selectable } from 'kysely';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { TransactionalDatabase } from '../../../../infra/database/transactional-database';
import type { Upload, UploadStatus } from '../../domain/upload';
import type { UploadPurpose } from '../../domain/upload-purposes';
import type { UploadRepository } from '../../application/ports';

interface UploadTables {
  'uploads.uploads': {
    id: string;
    store_id: number;
    purpose: string;
    filename: string;
    content_type: string;
    byte_size: number;
    status: string;
    verification_failure_code: string | null;
    expires_at: Date;
    target_expires_at: Date;
    attached_at: Date | null;
    created_at: Date;
  };
}

@injectable()
export class KyselyUploadRepository implements UploadRepository {
  constructor(@inject(InfraTokens.Database) private readonly database: TransactionalDatabase) {}

  private get db() {
    return this.database.current<UploadTables>();
  }

  async create(upload: Upload): Promise<Upload> {
    const row = await this.db.insertInto('uploads.uploads').values(toRow(upload)).returningAll().executeTakeFirstOrThrow();
    return toUpload(row);
  }

  async find(storeId: number, id: string, options: { forUpdate?: boolean } = {}): Promise<Upload | undefined> {
    let query = this.db.selectFrom('uploads.uploads').selectAll().where('store_id', '=', storeId).where('id', '=', id);
    if (options.forUpdate && this.database.inTransaction()) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    return row && toUpload(row);
  }

  async findForTarget(id: string, options: { forUpdate?: boolean } = {}): Promise<Upload | undefined> {
    let query = this.db.selectFrom('uploads.uploads').selectAll().where('id', '=', id);
    if (options.forUpdate && this.database.inTransaction()) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    return row && toUpload(row);
  }

  async save(upload: Upload): Promise<void> {
    await this.db.updateTable('uploads.uploads').set(toRow(upload)).where('id', '=', upload.id).where('store_id', '=', upload.storeId).execute();
  }

  async recordRejection(id: string, failureCode: string): Promise<void> {
    // Runs after the refused request rolled back, on the root handle: the record must outlive that refusal.
    await (this.database.root as unknown as Kysely<UploadTables>)
      .updateTable('uploads.uploads')
      .set({ status: 'rejected', verification_failure_code: failureCode })
      .where('id', '=', id)
      .execute();
  }
}

function toRow(upload: Upload) {
  return {
    id: upload.id,
    store_id: upload.storeId,
    purpose: upload.purpose,
    filename: upload.filename,
    content_type: upload.contentType,
    byte_size: upload.byteSize,
    status: upload.status,
    verification_failure_code: upload.verificationFailureCode,
    expires_at: upload.expiresAt,
    target_expires_at: upload.targetExpiresAt,
    attached_at: upload.attachedAt,
    created_at: upload.createdAt,
  };
}

function toUpload(row: Selectable<UploadTables['uploads.uploads']>): Upload {
  return {
    id: row.id,
    storeId: row.store_id,
    purpose: row.purpose as UploadPurpose,
    filename: row.filename,
    contentType: row.content_type,
    byteSize: row.byte_size,
    status: row.status as UploadStatus,
    verificationFailureCode: row.verification_failure_code,
    expiresAt: row.expires_at,
    targetExpiresAt: row.target_expires_at,
    attachedAt: row.attached_at,
    createdAt: row.created_at,
  };
}
