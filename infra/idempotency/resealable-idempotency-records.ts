import { sql } from 'kysely';
import type { TransactionalDatabase } from '../database/transactional-database';
import type { ResealableSecrets } from '../secrets/resealable-secrets';
import { RESEAL_BATCH_ROWS, resealInBatches, staleValue } from '../secrets/reseal-in-batches';
import type { SecretBox } from '../secrets/secret-box';

/** A record's key, (credential, method, path, key), and the answer it keeps. */
interface RecordedBody {
  credential_id: string;
  method: string;
  path: string;
  idempotency_key: string;
  response_body: string;
}

/**
 * Recorded idempotent answers, sealed again with the current key: they may carry a secret given once.
 * Expired records are resealed too: until the purge removes them, a dump shows them.
 */
export class ResealableIdempotencyRecords implements ResealableSecrets {
  readonly kind = 'idempotency_records';

  constructor(
    private readonly database: TransactionalDatabase,
    private readonly box: SecretBox,
    private readonly batchRows = RESEAL_BATCH_ROWS,
  ) {}

  reseal(): Promise<number> {
    return resealInBatches<RecordedBody>({ next: (after, limit) => this.next(after, limit), rewrite: (rows) => this.rewrite(rows) }, this.batchRows);
  }

  /** Keyset by the record's four-part key, as the primary key orders it. */
  private async next(after: RecordedBody | undefined, limit: number): Promise<RecordedBody[]> {
    const { rows } = await sql<RecordedBody>`
      select credential_id, method, path, idempotency_key, response_body from platform.idempotency_records
      where ${this.stale()}
      ${after ? sql`and (credential_id, method, path, idempotency_key) > (${after.credential_id}, ${after.method}, ${after.path}, ${after.idempotency_key})` : sql``}
      order by credential_id, method, path, idempotency_key limit ${limit}
    `.execute(this.database.current());
    return rows;
  }

  private async rewrite(rows: RecordedBody[]): Promise<number> {
    const values = rows.map(
      (row) => sql`(${row.credential_id}::text, ${row.method}::text, ${row.path}::text, ${row.idempotency_key}::text, ${row.response_body}::text, ${this.box.reseal(row.response_body)}::text)`,
    );
    const { rows: written } = await sql`
      update platform.idempotency_records as stored set response_body = resealed.value
      from (values ${sql.join(values)}) as resealed (credential_id, method, path, idempotency_key, read, value)
      where stored.credential_id = resealed.credential_id and stored.method = resealed.method
        and stored.path = resealed.path and stored.idempotency_key = resealed.idempotency_key
        and stored.response_body = resealed.read
      returning stored.idempotency_key
    `.execute(this.database.current());
    return written.length;
  }

  async countStale(): Promise<number> {
    const { rows } = await sql<{ count: number }>`select count(*)::integer as count from platform.idempotency_records where ${this.stale()}`.execute(this.database.current());
    return rows[0]?.count ?? 0;
  }

  /** An answer without a body (a 204) keeps nothing to seal. */
  private stale() {
    return sql`response_body is not null and ${staleValue(sql.ref('response_body'), this.box)}`;
  }
}
