import { sql } from 'kysely';
import type { TransactionalDatabase } from '../database/transactional-database';
import type { ResealableSecrets } from '../secrets/resealable-secrets';
import { RESEAL_BATCH_ROWS, resealInBatches, rewriteUnchanged, staleValue, type SealedTable } from '../secrets/reseal-in-batches';
import type { SecretBox } from '../secrets/secret-box';

/** A record's key, (credential, method, path, key), and the answer it keeps. */
interface RecordedBody {
  credential_id: string;
  method: string;
  path: string;
  idempotency_key: string;
  response_body: string;
}

const SEALED_ANSWERS: SealedTable = {
  table: 'platform.idempotency_records',
  keys: ['credential_id', 'method', 'path', 'idempotency_key'].map((name) => ({ name, type: 'text' as const })),
  sealed: [{ name: 'response_body', type: 'text' }],
};

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

  private rewrite(rows: RecordedBody[]): Promise<number> {
    return rewriteUnchanged(
      this.database.current(),
      SEALED_ANSWERS,
      rows.map((row) => ({ key: [row.credential_id, row.method, row.path, row.idempotency_key], read: [row.response_body], resealed: [this.box.reseal(row.response_body)] })),
    );
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
