import { inject, injectable } from 'inversify';
import { sql, type Kysely, type Selectable } from 'kysely';
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

  async outstanding(storeId: number, purpose: UploadPurpose, now: Date): Promise<{ bytes: number; firstLapseAt: Date | null }> {
    const row = await this.db
      .selectFrom('uploads.uploads')
      .select([sql<string | null>`sum(byte_size)`.as('bytes'), sql<Date | null>`min(expires_at)`.as('first_lapse_at')])
      .where('store_id', '=', storeId)
      .where('purpose', '=', purpose)
      .where('status', '<>', 'attached')
      .where('expires_at', '>', now)
      .executeTakeFirstOrThrow();
    return { bytes: Number(row.bytes ?? 0), firstLapseAt: row.first_lapse_at && new Date(row.first_lapse_at) };
  }

  async findLapsed(before: Date, limit: number): Promise<Pick<Upload, 'storeId' | 'id'>[]> {
    const rows = await this.db
      .selectFrom('uploads.uploads')
      .select(['id', 'store_id'])
      .where('status', '<>', 'attached')
      .where('expires_at', '<', before)
      .orderBy('expires_at')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ id: row.id, storeId: row.store_id }));
  }

  async deleteLapsed(ids: readonly string[], before: Date): Promise<number> {
    if (ids.length === 0) return 0;
    const result = await this.db
      .deleteFrom('uploads.uploads')
      .where('id', 'in', [...ids])
      .where('status', '<>', 'attached')
      .where('expires_at', '<', before)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
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
